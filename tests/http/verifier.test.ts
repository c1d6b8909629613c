// verifier.js is the site's (issue #21): a site started with one key, stopped, and started with
// another over the same build serves a /verifier.js that carries the key it signs with now — it
// verifies a served proof offline without --vkey, is byte for byte what `build:verifier --vkey`
// writes for that key, and is the file whose SHA-256 /en/verifier shows. The file of the first
// start fails the same proof, as every proof failed before. On PostgreSQL also with several
// processes: each prepares the same bytes.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { closeDb } from '../../lib/db/client.ts';
import { privateKeyText } from '../../lib/db/log/key.ts';
import { builtKey } from '../../lib/site/verifier-file.ts';
import { testProvider } from '../db/helpers.ts';
import { api, newToken, rollProof, startServer, type Server } from './harness.ts';

const provider = testProvider();

let dir: string;
let server: Server | undefined;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'fair-verifier-http-'));
});
afterAll(async () => {
  await server?.stop();
  await closeDb();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs node with `args` (asynchronously: the test's keep-alive sockets stay served); the exit code and output. */
function node(args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 24 }, (error, out, err) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, out: out + err });
    });
  });
}

/** /verifier.js over a connection of its own (with several processes, any of them may answer). */
function download(base: string, headers: Record<string, string> = {}): Promise<{ status: number; etag: string | undefined; type: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${base}/verifier.js`, { agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, etag: res.headers.etag, type: res.headers['content-type'], body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const siteKey = async (base: string) => (await api(base).get('/api/v1/log/key')).text;

/** A revealed proof as the API serves it, saved to a file. */
async function servedProof(base: string): Promise<string> {
  const c = api(base, await newToken('vkey'));
  const { commit, reveal } = rollProof();
  const made = await c.post('/api/v1/proofs', commit);
  expect(made.status, made.text).toBe(201);
  expect((await c.post(`/api/v1/proofs/${String(made.json.id)}/reveal`, reveal)).status).toBe(200);
  const doc = await c.get(`/api/v1/proofs/${String(made.json.id)}`);
  expect(doc.status).toBe(200);
  const file = path.join(dir, 'proof.json');
  writeFileSync(file, doc.text);
  return file;
}

/** `npm run build:verifier -- <out> --vkey <vkey>`: a fresh build with that key. */
async function freshBuild(vkey: string): Promise<Buffer> {
  const out = path.join(dir, 'fresh.js');
  const built = await node(['node_modules/tsx/dist/cli.mjs', 'scripts/build-verifier.ts', out, '--vkey', vkey]);
  expect(built.code, built.out).toBe(0);
  return readFileSync(out);
}

describe(`/verifier.js is the site's, on ${provider}`, () => {
  it('carries the key of each start over one build: verifies a served proof without --vkey, as a fresh build with that key, hashed on /en/verifier', async () => {
    // first start: the database's development key
    server = await startServer();
    const first = await download(server.url);
    expect(builtKey(first.body.toString())).toBe(await siteKey(server.url));
    await server.stop();

    // second start over the same build: a key made here
    server = await startServer({ env: { FAIR_LOG_KEY: privateKeyText('verifier-test.example/log', randomBytes(32)) } });
    const vkey = await siteKey(server.url);
    const served = await download(server.url);
    expect([served.status, served.type]).toEqual([200, 'application/javascript; charset=UTF-8']);
    expect(builtKey(served.body.toString())).toBe(vkey);
    const proof = await servedProof(server.url);
    const js = path.join(dir, 'verifier.js');
    writeFileSync(js, served.body);
    const run = await node([js, proof]);
    expect(run.code, run.out).toBe(0);
    expect(run.out).toMatch(/✓ log: entry #\d+ in the signed log of size \d+/);
    // the first start's file fails it: what every proof did before
    writeFileSync(js, first.body);
    expect((await node([js, proof])).code).toBe(1);

    expect(sha256(served.body)).toBe(sha256(await freshBuild(vkey)));
    const page = await api(server.url).get('/en/verifier');
    expect(page.status).toBe(200);
    expect(/data-testid="verifier-sha256">([0-9a-f]{64})</.exec(page.text)?.[1]).toBe(sha256(served.body));
    expect((await download(server.url, { 'if-none-match': served.etag! })).status).toBe(304);
    await server.stop();
  }, 300_000);

  it.runIf(provider === 'postgres')('WEB_CONCURRENCY=2: every process serves the same bytes with the site key', async () => {
    server = await startServer({ env: { WEB_CONCURRENCY: '2', FAIR_LOG_KEY: privateKeyText('verifier-fleet.example/log', randomBytes(32)) } });
    const vkey = await siteKey(server.url);
    const answers = await Promise.all(Array.from({ length: 8 }, () => download(server!.url)));
    const want = await freshBuild(vkey);
    for (const a of answers) expect([a.status, a.etag, sha256(a.body)]).toEqual([200, answers[0]!.etag, sha256(want)]);
    await server.stop();
  }, 300_000);
});
