/**
 * npx tsx scripts/log-key.ts new <origin>   a new Ed25519 signing key for the commitment log:
 *                                           prints FAIR_LOG_KEY (PRIVATE+KEY+… — keep it secret)
 *                                           and its verifier key (publish it)
 * npx tsx scripts/log-key.ts vkey           the verifier key the site signs with (FAIR_LOG_KEY's,
 *                                           or the development key of the database of DATABASE_URL)
 */
import { LogKeyError, makeSigner, parseSigningKey, privateKeyText } from '../lib/db/log/key.ts';
import { describeDatabase, resolveDatabase } from '../lib/db/config.ts';
import { siteVerifierKey } from '../lib/db/log/site-key.ts';
import { utils } from '../lib/fair/log/ed25519.ts';
import { runCommand, UsageError } from './lib/cli.ts';

async function main(): Promise<number> {
  const [cmd, origin] = process.argv.slice(2);
  if (cmd === 'new') {
    if (!origin || !/^[\x21-\x7e]{1,255}$/.test(origin) || origin.includes('+')) {
      throw new UsageError(`new <origin>: give the log's origin (printable ASCII, no spaces or "+"), e.g. fair.example.com/log; got ${JSON.stringify(origin ?? '')}`);
    }
    const text = privateKeyText(origin, utils.randomSecretKey());
    const { name, seed } = parseSigningKey(text, undefined);
    console.log(`FAIR_LOG_KEY=${text}`);
    console.log(`verifier key: ${makeSigner(name, seed, 'env').vkey}`);
    return 0;
  }
  if (cmd === 'vkey') {
    const { vkey, source } = await siteVerifierKey();
    console.log(vkey);
    // which database matters: another one's development key has the same name and another ID
    if (source === 'database') console.error(`(the development key kept in the database ${describeDatabase(resolveDatabase())}, from DATABASE_URL)`);
    return 0;
  }
  throw new UsageError('usage: npx tsx scripts/log-key.ts new <origin> | vkey');
}

// a malformed FAIR_LOG_KEY / FAIR_LOG_ORIGIN is the caller's mistake: exit 2, as before
runCommand('log-key', main, undefined, [LogKeyError]);
