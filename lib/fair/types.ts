/** Typed proof documents (after {@link parseProof}) and verification reports. */

export type Scheme = 'roll_pair_v1' | 'die_round_v1' | 'match_seed_v2' | 'poker_hmac_v1' | 'chess_colour_v1';
export type MatchGame = 'backgammon' | 'checkers' | 'xiangqi' | 'bridge' | 'tarneeb' | 'trix' | 'baloot' | 'mahjong';

/** A document's `log` part (log.md): its entry, proven against a signed checkpoint. */
export interface LogPart {
  index: number;
  entry: string;
  checkpoint: string;
  /** the inclusion path, lowercase hex, leaf up */
  inclusion: string[];
}

interface Common {
  id?: number;
  log?: LogPart;
  committedAt?: string;
  revealedAt?: string;
  status?: 'committed' | 'revealed';
}

export type Pair = [number, number];

export interface RollPairProof extends Common {
  scheme: 'roll_pair_v1';
  game: 'backgammon';
  commitment?: string;
  /** lowercase hex */
  serverSeed?: string;
  clientSeeds?: string[];
  count?: number;
  recorded?: Pair[];
  games?: number[];
}

export interface DieRoundProof extends Common {
  scheme: 'die_round_v1';
  game: 'dice';
  commitment: string;
  serverSeed?: string;
  clientSeeds?: string[];
  count?: number;
  /** null = a Telegram mark */
  recorded?: (number | null)[];
  telegram?: number[];
}

export interface BalootHand {
  deck: number[];
  rest: number[];
}

export interface MatchRecorded {
  seatOrder?: number[];
  dice?: number[];
  deals?: number[][];
  hands?: BalootHand[];
  draws?: number[];
}

export interface MatchSeedProof extends Common {
  scheme: 'match_seed_v2';
  game: MatchGame;
  matchId: string;
  commitment: string;
  serverSeed?: string;
  clientSeeds?: string[];
  count?: number;
  recorded?: MatchRecorded;
}

export interface Receipt {
  position: number;
  card: number;
  salt: string;
  path: string[];
}

export interface PokerHand {
  n: number;
  /** [seat number, client seed], seat numbers ascending */
  seats: [number, string][];
  handCommitment: string;
  root: string;
  committedAt?: string;
  deck?: number[];
  cards?: Receipt[];
  log?: LogPart;
}

export interface PokerProof extends Common {
  scheme: 'poker_hmac_v1';
  game: 'poker';
  table: string;
  session: string;
  commitment: string;
  serverSeed?: string;
  hands: PokerHand[];
}

export interface ChessProof extends Common {
  scheme: 'chess_colour_v1';
  game: 'chess';
  commitA: string;
  clientA: string;
  seedA?: string;
  /** absent = a bot */
  commitB?: string;
  clientB: string;
  seedB?: string;
  recorded?: { white: 'A' | 'B' };
}

export type Proof = RollPairProof | DieRoundProof | MatchSeedProof | PokerProof | ChessProof;

/** One well-formed value that differs from the recomputation. */
export interface Mismatch {
  /** report field with 0-based indexes, e.g. `rolls[5]`, `deals[1][7]`, `hands[0].root`, `cards[3]` */
  at: string;
  recorded: unknown;
  computed: unknown;
}

export interface PokerHandReport {
  n: number;
  handCommitment: string;
  root: string;
  deck: number[];
}

export interface ReceiptReport {
  n: number;
  position: number;
  card: number;
  ok: boolean;
}

/** One log part in the report: its entry number, the size of the checkpoint it was proven against. */
export interface LogEntryReport {
  index: number;
  /** size of the checkpoint (0 when the checkpoint is unreadable) */
  size: number;
  ok: boolean;
}

/** The report's `log` (log.md): present when the document carries log parts. */
export interface LogReport {
  ok: boolean;
  /** the document's own part first, then one per poker hand, in document order */
  entries: LogEntryReport[];
  /** set when no verifier key was available */
  error?: string;
}

/** The verification report (proof-format.md, "Verification report"). */
export interface Report {
  scheme: Scheme;
  ok: boolean;
  pending: boolean;
  checks: number;
  commitment?: string;
  commitA?: string;
  commitB?: string;
  commitmentOk?: boolean;
  rolls?: Pair[];
  games?: number[];
  dice?: (number | null)[];
  telegram?: number[];
  seatOrder?: number[];
  deals?: number[][];
  hands?: BalootHand[] | PokerHandReport[];
  draws?: number[];
  cards?: ReceiptReport[];
  white?: 'A' | 'B';
  log?: LogReport;
  mismatches: Mismatch[];
}

/** `verified`, `failed`, `pending` or `computed`, derived from a report. */
export type Verdict = 'verified' | 'failed' | 'pending' | 'computed';
