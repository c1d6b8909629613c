'use client';

import type { Proof, Report } from '@/lib/fair/core';
import { ChessOutcomes } from './Chess';
import { DieRoundOutcomes } from './DieRound';
import { MatchSeedOutcomes } from './MatchSeed';
import { PokerOutcomes } from './Poker';
import { RollPairOutcomes } from './RollPair';

/**
 * The outcomes of any proof, drawn the way its game looks — one renderer per scheme, the same on
 * proof pages and on /check: from the parsed document (`parseProof`) and its report (null until
 * verified: the outcomes as recorded). Marks come from the report's mismatches; nothing here
 * decides a verdict.
 */
export function Outcomes({ proof, report }: { proof: Proof; report: Report | null }) {
  switch (proof.scheme) {
    case 'roll_pair_v1':
      return <RollPairOutcomes proof={proof} report={report?.scheme === proof.scheme ? report : null} />;
    case 'die_round_v1':
      return <DieRoundOutcomes proof={proof} report={report?.scheme === proof.scheme ? report : null} />;
    case 'match_seed_v2':
      return <MatchSeedOutcomes proof={proof} report={report?.scheme === proof.scheme ? report : null} />;
    case 'poker_hmac_v1':
      return <PokerOutcomes proof={proof} report={report?.scheme === proof.scheme ? report : null} />;
    case 'chess_colour_v1':
      return <ChessOutcomes proof={proof} report={report?.scheme === proof.scheme ? report : null} />;
  }
}
