// The CPU part of a reveal (lib/db/store.ts' revealProof): from the stored commitment and the
// request body to everything the reveal writes — the document validated, verified, its report's
// JSON, its columns and what it adds to the statistics — or the store's refusal, in api.md's order
// (400, 409 already_revealed, 422, 409 conflict). Pure: no database, no clock. A large reveal runs
// it in a worker thread (lib/db/reveal-jobs.ts), so the results are plain data and strings.
import { parseProof, verdictOf, verifyProof, type Proof } from '../fair/index.ts';
import { Tally, type CountRow } from '../stats/tally.ts';
import { asObject, knownHand, refuseAssigned, validate } from './body-checks.ts';
import { canonicalJson, differingFields } from './canonical.ts';
import { columnsOf, knownFields, shapeOf, type Json } from './document.ts';
import { invalid, StoreError, type StoreErrorCode } from './store-error.ts';

/** A poker hand as stored (its seats as JSON text). */
export interface StoredHand {
  n: number;
  seats: string;
  handCommitment: string;
  root: string;
}

/** What the check needs of the stored proof. */
export interface RevealRow {
  scheme: string;
  /** revealed before: the body is only validated and compared with the stored one */
  revealed: boolean;
  /** side B committed (chess): its seed is required */
  commitB: boolean;
  commitBody: string;
  hands: readonly StoredHand[];
}

/** What a first reveal writes (the Proof row's new columns) and counts. */
export interface RevealWrite {
  serverSeed: string;
  seedB: string | null;
  clientSeeds: string | null;
  count: number | null;
  recorded: string | null;
  params: string | null;
  verdict: 'verified' | 'failed';
  reportJson: string;
  /** the statistics' counters this reveal adds (lib/db/stats.ts' countReveal) */
  counts: CountRow[];
  /** the session's hand numbers the check saw, comma-separated: the reveal starts over if they changed */
  handNs: string;
}

export interface RevealChecked {
  /** the body's canonical text: the "same body" of a repeated reveal */
  revealBody: string;
  /** absent when the proof was revealed before */
  write?: RevealWrite;
}

/** The reveal worker's answer to one check (lib/db/reveal-worker.ts). */
export type RevealReply =
  | { checked: RevealChecked }
  | { refused: { code: StoreErrorCode; message: string; field?: string } }
  | { failed: string };

/**
 * The document verified and stored (committed fields win over the body's); null when the body's
 * fields that differ from the commitment make it no document — its count with the body's outcomes —
 * for the conflict is what is wrong then, not the body (which was valid as sent).
 */
function committedProof(doc: Json, differing: readonly string[]): Proof | null {
  try {
    return validate(() => parseProof(doc));
  } catch (e) {
    if (differing.length && e instanceof StoreError) return null;
    throw e;
  }
}

/** The committed document's commitment fields (the server's, or each side's). */
function commitmentsOf(committed: Json, shape: NonNullable<ReturnType<typeof shapeOf>>): Json {
  return Object.fromEntries(shape.seeds.filter((f) => committed[f.commitment] !== undefined).map((f) => [f.commitment, committed[f.commitment]]));
}

/** 422 when a revealed seed does not hash to its commitment (`sides`: each side commits its own). */
function refuseWrongSeed(report: ReturnType<typeof verifyProof>, shape: NonNullable<ReturnType<typeof shapeOf>>, sides: boolean): void {
  const wrongSeed = shape.seeds.find((f) => report.mismatches.some((m) => m.at === f.commitment));
  if (!wrongSeed) return;
  throw new StoreError(
    'commitment_mismatch',
    sides ? 'a revealed seed does not hash to its side’s commitment' : 'the SHA-256 of the server seed is not the commitment',
    wrongSeed.seed,
  );
}

/** Checks a reveal of `row` with request body `input`; throws the store's refusal. */
export function checkReveal(row: RevealRow, input: unknown): RevealChecked {
  const body = asObject(input);
  refuseAssigned(body);
  const scheme = row.scheme;
  const shape = shapeOf(scheme)!;
  const session = shape.session;
  const [sideA, sideB] = shape.seeds;

  // the scheme's own seeds only: side A's (or the server's) always, side B's when it committed one
  const seeds: Json = {};
  for (const f of shape.seeds) if (body[f.seed] !== undefined) seeds[f.seed] = body[f.seed];
  if (seeds[sideA!.seed] === undefined) {
    throw invalid(sideA!.seed, sideB ? 'the reveal must carry side A’s seed' : 'the reveal must carry the server seed');
  }
  if (sideB && row.commitB && seeds[sideB.seed] === undefined) {
    throw invalid(sideB.seed, 'the reveal must carry side B’s seed with side A’s');
  }

  const committed = knownFields(JSON.parse(row.commitBody) as Json, scheme);
  if (session) delete committed[session];
  const revealed = knownFields(body, scheme);
  const storedHands = row.hands.map((h) => ({ n: h.n, seats: JSON.parse(h.seats) as Json, handCommitment: h.handCommitment, root: h.root }));
  const differing = differingFields(revealed, committed, Object.keys(committed).filter((key) => key in revealed));

  // Validate the body as sent (its own fields win), then build the document that is verified and
  // stored: committed fields win over the body's. The two are one document — parsed once — unless
  // the body differs from the commitment (a conflict, once the body is valid) or is a session's.
  const sent = { ...(session ? { [session]: [] } : {}), ...committed, ...revealed, ...seeds };
  const sentProof = validate(() => parseProof(sent));
  // Poker: the hands are the ones added before their deals; the reveal may add each hand's dealt
  // deck. A hand that differs is a conflict (reported after the commitment check, in api.md's order).
  let decks: Record<string, unknown> | null = null;
  let handConflict: StoreError | null = null;
  if (session && Array.isArray(revealed[session])) {
    decks = {};
    for (const [i, h] of (revealed[session] as Json[]).entries()) {
      const hand = knownHand(h);
      const mine = storedHands.find((s) => s.n === hand.n);
      if (!mine || canonicalJson(mine) !== canonicalJson(hand)) {
        handConflict ??= new StoreError(
          'conflict',
          mine ? `hand ${hand.n} differs from the one added before its deal` : `hand ${hand.n} was never added to this session`,
          `${session}[${i}]`,
        );
      } else if (h.deck !== undefined) decks[String(hand.n)] = h.deck;
    }
  }
  const doc: Json = { ...revealed, ...committed, ...seeds };
  if (session) {
    doc[session] = storedHands.map((h) => ({ ...h, ...(decks?.[String(h.n)] ? { deck: decks[String(h.n)] } : {}) }));
  }
  const proof = session || differing.length ? committedProof(doc, differing) : sentProof;

  // a repeated reveal is compared by the scheme's own fields (others are ignored, never stored)
  const revealBody = canonicalJson(knownFields(body, row.scheme));
  if (row.revealed) return { revealBody };

  // the body with the commitment's own commitments when its other fields make no document with them
  // (a count changed with its outcomes): the seed is checked before the conflict, api.md's order
  const report = verifyProof(proof ?? ({ ...sentProof, ...commitmentsOf(committed, shape) } as Proof));
  refuseWrongSeed(report, shape, sideB !== undefined);
  if (handConflict) throw handConflict;
  if (differing.length) throw new StoreError('conflict', `"${differing[0]}" differs from the value given at commit`, differing[0]);

  const columns = columnsOf(doc);
  const verdict = verdictOf(report) === 'verified' ? 'verified' : 'failed';
  const tally = new Tally();
  tally.addRevealed(verdict, report);
  return {
    revealBody,
    write: {
      serverSeed: String(seeds[sideA!.seed]),
      seedB: sideB && typeof seeds[sideB.seed] === 'string' ? (seeds[sideB.seed] as string) : null,
      clientSeeds: columns.clientSeeds,
      count: columns.count,
      recorded: session ? (decks && Object.keys(decks).length ? JSON.stringify(decks) : null) : columns.recorded,
      params: columns.params,
      verdict,
      reportJson: JSON.stringify(report),
      counts: tally.rows(),
      handNs: storedHands.map((h) => h.n).sort((a, b) => a - b).join(','),
    },
  };
}
