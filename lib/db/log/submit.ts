// One submission of a checkpoint to one witness (C2SP tlog-witness, add-checkpoint), as a small
// state machine over two effects — an HTTP POST and a consistency proof — so that it is tested
// without a network or a database (tests/unit/witness-submit.test.ts):
//
//   old <size the witness has> + proof → 200: its cosignature lines, checked against its key
//                                      → 409: it has another size (text/x.tlog.size): again from that size
//                                        (anyone may submit the log's checkpoints: the size may move between
//                                        two requests); 409 naming the size sent, which is the checkpoint's:
//                                        another root at that size (a possible fork); a size beyond the
//                                        checkpoint: it is ahead of this round, no alarm — if the log
//                                        signed a checkpoint of that size; a size it never signed is
//                                        another tree under its key, or a witness in error (a possible
//                                        fork: an alarm, and the next round asks again from old 0)
//                                      → 422: the proof failed — it saw another tree (a possible fork)
//                                      → anything else, a timeout, a bad cosignature: an alarm
import { base64Encode } from '../../fair/log/index.ts';
import { findCosignature } from '../../fair/log/cosignature.ts';
import { readCheckpoint } from '../../fair/log/checkpoint.ts';
import { strictOk } from '../../fair/log/ed25519.ts';
import type { PolicyWitness } from '../../fair/log/policy.ts';

/** The most proof lines a request may carry (tlog-witness). */
const MAX_PROOF_LINES = 63;
/** Requests per submission: the first, and again while the witness's size keeps moving (other submitters). */
const MAX_REQUESTS = 4;

export interface SubmitIo {
  /** POST `body` to `url`: the answer, or a rejection (unreachable, timed out) */
  post(url: string, body: string): Promise<{ status: number; text: string }>;
  /** the consistency proof between the log's trees of `from` and `to` entries (0 < from < to) */
  proof(from: number, to: number): Promise<Uint8Array[]>;
  /** whether the log signed a checkpoint of `size` entries (a witness can hold no other) */
  signed(size: number): Promise<boolean>;
}

/** What the witness did with the checkpoint. */
export type Outcome =
  | { ok: true; knownSize: number; line: string; time: number }
  | {
      ok: false;
      /** the size the witness said it has (null: not known) */
      knownSize: number | null;
      /** the HTTP status, or timeout / unreachable / bad-cosignature */
      status: string;
      message: string;
      /** the witness saw another tree: the log may be forked */
      fork: boolean;
      /** no alarm: the witness already has a newer checkpoint of this log (someone else submitted it) */
      ahead?: true;
    };

const alarm = (knownSize: number | null, status: string, message: string, fork = false): Outcome & { ok: false } => ({ ok: false, knownSize, status, message, fork });

/** The request body: `old <size>`, the proof's base64 lines, a blank line, the checkpoint. */
export const requestBody = (old: number, proof: readonly Uint8Array[], note: string): string =>
  `old ${old}\n${proof.map((h) => `${base64Encode(h)}\n`).join('')}\n${note}`;

/** What tlog-witness's other statuses mean for the operator. */
const MEANING: Record<number, string> = {
  403: ": it does not trust the log's key (give it the verifier key of /api/v1/log/key)",
  404: ": it does not know the log's origin (give it the origin and verifier key of /api/v1/log/key)",
};

/** How far ahead of this machine's clock a cosignature's time may be (clocks drift; tlog-cosignature lets a verifier refuse one from the future). */
const FUTURE_S = 600;

/**
 * A 200's body: note signature lines, among them the witness's own cosignature, checked over the
 * checkpoint's body (other keys' lines ignored) and dated no later than now (it would be shown as
 * the time the log was witnessed).
 */
function accept(witness: PolicyWitness, body: string, answer: string, size: number): Outcome {
  let found: { line: string; time: number } | null = null;
  for (const line of answer.split('\n')) {
    if (line === '') continue;
    const m = /^\u2014 (\S+) (\S+)$/u.exec(line);
    if (!m) return alarm(size, 'bad-cosignature', 'answered 200 with a line that is not a note signature');
    const c = findCosignature(body, [{ name: m[1]!, sig: m[2]! }], witness.key, strictOk);
    if (c === null) continue;
    if (!c.ok || c.time === null) return alarm(size, 'bad-cosignature', 'its cosignature does not verify with its key in the policy');
    found ??= { line, time: c.time };
  }
  if (!found) return alarm(size, 'bad-cosignature', 'answered 200 without a cosignature by its key in the policy');
  if (found.time > Date.now() / 1000 + FUTURE_S) return alarm(size, 'bad-cosignature', `its cosignature is dated ${new Date(found.time * 1000).toISOString()}, in the future`);
  return { ok: true, knownSize: size, ...found };
}

/** Why a POST failed, in a word and a sentence. */
function unreachable(e: unknown): Outcome {
  const err = e as { name?: string; message?: string; cause?: { code?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return alarm(null, 'timeout', 'did not answer in time');
  return alarm(null, 'unreachable', `could not be reached (${err.cause?.code ?? err.message ?? 'network error'})`);
}

/**
 * A witness with `old` entries, more than this round's checkpoint of `size`: another submitter sent it
 * a newer checkpoint of the log (no alarm), or — when the log never signed one of that size — it holds
 * another tree under the log's key, or is in error: a fork alarm, and its size is not kept (0: the next
 * round asks it again from old 0).
 */
async function ahead(old: number, size: number, io: SubmitIo): Promise<Outcome> {
  if (!(await io.signed(old))) {
    return alarm(0, '409', `says it has ${old} entries of this log, a size the log never signed: another tree under the log's key, or a witness in error (a possible fork)`, true);
  }
  return { ...alarm(old, '409', `has ${old} entries of this log, more than this round's checkpoint (${size}): another submitter was ahead`), ahead: true };
}

/**
 * Submit the signed checkpoint `note` to `witness`, starting from the size the site last knew it
 * had (`knownSize`; null: old 0, which its 409 then corrects).
 */
export async function submitCheckpoint(witness: PolicyWitness, note: string, knownSize: number | null, io: SubmitIo): Promise<Outcome> {
  const c = readCheckpoint(note);
  if (typeof c === 'string') throw new Error(`log: a stored checkpoint is malformed: ${c}`);
  const url = `${witness.url!.replace(/\/+$/, '')}/add-checkpoint`;
  let old = knownSize ?? 0;
  for (let request = 0; request < MAX_REQUESTS; request++) {
    if (old > c.size) return ahead(old, c.size, io);
    const proof = old === 0 || old === c.size ? [] : await io.proof(old, c.size);
    if (proof.length > MAX_PROOF_LINES) throw new Error(`log: a consistency proof of ${proof.length} hashes`);
    let res: { status: number; text: string };
    try {
      res = await io.post(url, requestBody(old, proof, note));
    } catch (e) {
      return unreachable(e);
    }
    if (res.status === 200) return accept(witness, c.text, res.text, c.size);
    if (res.status === 422) return alarm(old, '422', `refused the consistency proof from ${old} to ${c.size} entries: it saw another tree of this log (a possible fork)`, true);
    if (res.status !== 409) return alarm(null, String(res.status), `answered ${res.status}${MEANING[res.status] ?? ''}`);
    const m = /^(0|[1-9][0-9]{0,15})\n?$/.exec(res.text);
    if (!m) return alarm(null, '409', 'answered 409 without its size');
    const theirs = Number(m[1]);
    // the size sent is its own, and it still says 409: at the checkpoint's size, another root
    if (theirs === old) {
      if (old === c.size) return alarm(theirs, '409', `has another root for ${theirs} entries of this log (a possible fork)`, true);
      return alarm(theirs, '409', `answered 409 naming the size it was sent (${old})`);
    }
    old = theirs;
  }
  return alarm(old, '409', `its size kept changing while the site submitted (other submitters): again next round`);
}
