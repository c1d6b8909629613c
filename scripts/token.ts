/**
 * Publisher tokens for the publishing API.
 *
 *   npm run token -- create <name>   prints a new publisher's token, once
 *   npm run token -- list            publishers, when created, revoked, proofs
 *   npm run token -- revoke <name>   refuses the token from now on
 *   npm run token -- rotate <name>   a new token for the publisher (revoked or not), printed once;
 *                                    the old one is refused — its committed proofs are revealed with it
 *
 * Uses the database of DATABASE_URL (migrated first), beside a running site too, and names it on
 * stderr; only `create` makes a SQLite database that is not there.
 */
import { existsSync } from 'node:fs';

import { closeDb } from '../lib/db/client.ts';
import { describeDatabase, resolveDatabase } from '../lib/db/config.ts';
import { applyMigrations } from '../lib/db/migrations/migrate.ts';
import { createPublisher, listPublishers, revokePublisher, rotatePublisher } from '../lib/db/publishers.ts';
import { runCommand, UsageError } from './lib/cli.ts';

const USAGE = 'usage: npm run token -- create <name> | list | revoke <name> | rotate <name>';

/** A token printed once, with how to send it. */
function printToken(what: string, token: string): void {
  console.log(`${what} Its token (shown only now — keep it secret):\n\n  ${token}\n`);
  console.log('Send it as "Authorization: Bearer <token>" to POST /api/v1/proofs.');
}

async function main(args: string[]): Promise<number> {
  const [command, name, ...rest] = args;
  if (command === '--help' || command === '-h') {
    console.log(USAGE);
    return 0;
  }
  if (command === undefined || rest.length || (command !== 'list' && name === undefined) || (command === 'list' && name !== undefined)) throw new UsageError(USAGE);
  if (!['create', 'list', 'revoke', 'rotate'].includes(command)) throw new UsageError(`unknown command "${command}"; ${USAGE}`);
  const db = resolveDatabase();
  // on stderr, so that `$(npm run -s token -- create …)` still captures the token alone: a token
  // made on another database than the site's (DATABASE_URL unset here) is refused there with 401,
  // and a revocation there leaves the site's token valid
  console.error(`(on the database ${describeDatabase(db)}: the site must run with the same DATABASE_URL)`);
  if (command !== 'create' && db.provider === 'sqlite' && !existsSync(db.file!)) {
    throw new UsageError(`there is no database at ${db.file}: give the site's DATABASE_URL`);
  }
  await applyMigrations();
  switch (command) {
    case 'create': {
      const { token } = await createPublisher(name!);
      printToken(`Publisher "${name}" created.`, token);
      return 0;
    }
    case 'rotate': {
      const { token } = await rotatePublisher(name!);
      printToken(`"${name}" has a new token; the old one is refused from now on.`, token);
      return 0;
    }
    case 'list': {
      const rows = await listPublishers();
      if (!rows.length) console.log('no publishers yet: npm run token -- create <name>');
      for (const r of rows) {
        const state = r.revokedAt ? `revoked ${r.revokedAt.toISOString()}` : 'active';
        console.log(`${r.name.padEnd(24)} created ${r.createdAt.toISOString()}  ${state.padEnd(33)} ${r.proofs} proofs`);
      }
      return 0;
    }
    case 'revoke':
      await revokePublisher(name!);
      console.log(`The token of "${name}" is revoked; its proofs stay published.`);
      return 0;
    default:
      return 2; // not reached: checked above, before the database is touched
  }
}

runCommand('token', () => main(process.argv.slice(2)), closeDb);
