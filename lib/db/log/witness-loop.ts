// The witnesses' submission loop of a server process (server.ts starts it): a round
// (./witnesses.ts) every quarter of FAIR_LOG_WITNESS_SECONDS (from 0.25 s to 5 s), one at a time,
// on timers that never hold the process open. Every process runs one; the database's claims make
// them submit each checkpoint once. A round's failure (the database away) is said once and retried.
import type { WitnessConfig } from './policy.ts';
import { witnessRound, type RoundReport } from './witnesses.ts';

/** Says a witness's alarm on the server's console: a possible fork loudly. */
function say(r: RoundReport): void {
  if (r.outcome.ok) return;
  const line = `log: witness ${r.witness.name} (${r.witness.url}): ${r.outcome.status}: ${r.outcome.message}`;
  console.error(r.outcome.fork ? `${line} — POSSIBLE FORK OF THE LOG: see /log` : line);
}

/** Starts the loop for `config`; returns its stop function (nothing runs without a witness URL). */
export function startWitnessing(config: WitnessConfig): () => void {
  const { policy, seconds } = config;
  if (!policy || !policy.witnesses.some((w) => w.url !== undefined)) return () => undefined;
  const every = Math.min(Math.max(seconds * 250, 250), 5000);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastError = '';
  const run = async () => {
    try {
      for (const r of await witnessRound(policy, seconds)) say(r);
      lastError = '';
    } catch (e) {
      const message = (e as Error).message;
      if (message !== lastError) console.error(`log: a witness round failed (retried): ${message}`);
      lastError = message;
    }
    if (!stopped) timer = setTimeout(() => void run(), every).unref();
  };
  timer = setTimeout(() => void run(), every).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
