// The API's routes, for the production server's direct dispatch (server.ts):
// the same modules Next routes to, keyed by their App Router path. Next's
// per-request pipeline costs ~1.1 ms of CPU even for an empty handler, more
// than twice a static file (docs/benchmarks.md); server.ts calls these handlers
// itself and leaves every other request to Next. tests/unit/api-node.test.ts
// keeps this table equal to the route files under app/api/.
import * as log_checkpoint from './v1/log/checkpoint/route.ts';
import * as log_entries from './v1/log/entries/route.ts';
import * as log_key from './v1/log/key/route.ts';
import * as log_consistency from './v1/log/proof/consistency/route.ts';
import * as log_inclusion from './v1/log/proof/inclusion/route.ts';
import * as proof from './v1/proofs/[id]/route.ts';
import * as proof_hands from './v1/proofs/[id]/hands/route.ts';
import * as proof_reveal from './v1/proofs/[id]/reveal/route.ts';
import * as proof_tlog from './v1/proofs/[id]/tlog-proof/route.ts';
import * as proofs from './v1/proofs/route.ts';
import * as stats from './v1/stats/route.ts';

export const API_ROUTES: Record<string, Record<string, unknown>> = {
  '/api/v1/proofs': proofs,
  '/api/v1/proofs/[id]': proof,
  '/api/v1/proofs/[id]/reveal': proof_reveal,
  '/api/v1/proofs/[id]/hands': proof_hands,
  '/api/v1/proofs/[id]/tlog-proof': proof_tlog,
  '/api/v1/log/checkpoint': log_checkpoint,
  '/api/v1/log/key': log_key,
  '/api/v1/log/entries': log_entries,
  '/api/v1/log/proof/inclusion': log_inclusion,
  '/api/v1/log/proof/consistency': log_consistency,
  '/api/v1/stats': stats,
};
