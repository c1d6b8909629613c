/**
 * Runs lib/fair's verification in the browser without freezing the page: a poker
 * session is recomputed hand by hand (yielding between hands, so a progress bar can
 * paint), every other proof in one call. The merged report equals `verify(document, opts)`,
 * the commitment log's parts (log.md) included: checked against `opts.vkey`.
 */
import {
  parseProof, verify, type Mismatch, type PokerHandReport, type ReceiptReport, type Report, type VerifyOptions,
} from '@/lib/fair';

export type Progress = { done: number; total: number };

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function reindex(m: Mismatch, hand: number, cardOffset: number): Mismatch {
  const at = m.at
    .replace(/^hands\[0\]/, `hands[${hand}]`)
    .replace(/^cards\[(\d+)\]/, (_, j: string) => `cards[${Number(j) + cardOffset}]`);
  return { ...m, at };
}

/**
 * Verify `document`; `onProgress` is called after every poker hand. Throws lib/fair's
 * InputError for an invalid document (or an invalid `opts.vkey`); resolves to null when
 * `signal` was aborted.
 */
export async function runVerification(
  document: unknown,
  onProgress: (p: Progress) => void,
  signal: { aborted: boolean },
  opts: VerifyOptions = {},
): Promise<Report | null> {
  const proof = parseProof(document); // the whole document is validated once, up front
  if (proof.scheme !== 'poker_hmac_v1' || proof.hands.length < 2) {
    await yieldToBrowser();
    return signal.aborted ? null : verify(document, opts);
  }
  const { log: sessionLog, ...doc } = document as Record<string, unknown>;
  const rawHands = doc.hands as Record<string, unknown>[];
  // The commitment log's parts — the session's and every hand's — are checked in one call, apart
  // from the hands: their entries need no seed, deck or receipt, so those are left out and nothing
  // but the log parts is counted. Mismatches and entries come out in verify()'s order.
  const logOnly = (() => {
    const { serverSeed: _seed, ...rest } = doc;
    const hands = rawHands.map(({ deck: _d, cards: _c, ...h }) => h);
    return verify({ ...rest, ...(sessionLog === undefined ? {} : { log: sessionLog }), hands }, opts);
  })();
  const total = rawHands.length;
  const hands: PokerHandReport[] = [];
  const cards: ReceiptReport[] = [];
  const mismatches: Mismatch[] = [];
  let checks = 0;
  let commitment: string | undefined;
  let commitmentOk: boolean | undefined;
  let commitmentChecked = false;
  let anyReceipts = false;
  for (let i = 0; i < total; i++) {
    await yieldToBrowser();
    if (signal.aborted) return null;
    const { log: _log, ...hand } = rawHands[i]!;
    const r = verify({ ...doc, hands: [hand] }, opts);
    let own = r.checks;
    // the session commitment is checked once, not once per hand
    if (r.commitmentOk !== undefined) {
      if (commitmentChecked) own--;
      else if (!r.commitmentOk) mismatches.push(r.mismatches.find((m) => m.at === 'commitment')!);
      commitmentChecked = true;
      commitment = r.commitment;
      commitmentOk = r.commitmentOk;
    } else if (r.commitment !== undefined) commitment = r.commitment;
    checks += own;
    for (const m of r.mismatches) if (m.at !== 'commitment') mismatches.push(reindex(m, i, cards.length));
    if (r.hands) hands.push(...(r.hands as PokerHandReport[]));
    if (r.cards) {
      anyReceipts = true;
      cards.push(...r.cards);
    }
    onProgress({ done: i + 1, total });
  }
  // after every scheme check, as verify() lists them
  mismatches.push(...logOnly.mismatches);
  checks += logOnly.checks;
  const revealed = proof.serverSeed !== undefined;
  const failed = mismatches.length > 0;
  const pending = !failed && !(revealed || anyReceipts);
  const report: Report = { scheme: 'poker_hmac_v1', ok: !failed && !pending && checks > 0, pending, checks, mismatches };
  if (commitment !== undefined) report.commitment = commitment;
  if (commitmentOk !== undefined) report.commitmentOk = commitmentOk;
  if (revealed) report.hands = hands;
  if (anyReceipts) report.cards = cards;
  if (logOnly.log) report.log = logOnly.log;
  // same key order as verify(): scheme, ok, pending, checks, body…, mismatches
  const { mismatches: ms, ...rest } = report;
  return { ...rest, mismatches: ms };
}
