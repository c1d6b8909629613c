// The log's witness settings (log.md, "Witnesses"):
//
//   FAIR_LOG_POLICY           a C2SP tlog-policy file: its witnesses (with their submission URLs)
//                             and the quorum a checkpoint needs; unset: no witnesses, quorum none
//   FAIR_LOG_WITNESS_SECONDS  at most one submission per witness this often (default 60)
//
// lib/config.ts reads both; server.ts and npm start read the policy file at start, and a mistake
// stops them with a message naming the line.
import { readFileSync } from 'node:fs';

import { rawSetting, settingOr } from '../../config.ts';
import { isInputError } from '../../fair/errors.ts';
import { parsePolicy, type Policy } from '../../fair/log/policy.ts';
import { processWide } from '../process-wide.ts';

/** A mistake in FAIR_LOG_POLICY or FAIR_LOG_WITNESS_SECONDS, named. */
export class PolicyConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PolicyConfigError';
  }
}

/** The site's witness settings. */
export interface WitnessConfig {
  /** null: FAIR_LOG_POLICY unset (no witnesses, quorum none) */
  policy: Policy | null;
  /** the policy file's text (what proof pages give the browser to check their witness lines), with a policy */
  text?: string;
  seconds: number;
}

/**
 * Read the settings from `env`: the policy file parsed, the interval checked.
 * @throws PolicyConfigError naming the variable (and for the policy, the file's line)
 */
export function readWitnessConfig(env: Readonly<Record<string, string | undefined>> = process.env): WitnessConfig {
  let seconds: number;
  try {
    seconds = settingOr('FAIR_LOG_WITNESS_SECONDS', env);
  } catch (e) {
    throw new PolicyConfigError((e as Error).message);
  }
  const file = rawSetting('FAIR_LOG_POLICY', env);
  if (!file) return { policy: null, seconds };
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new PolicyConfigError(`FAIR_LOG_POLICY: cannot read ${file}: ${(e as Error).message}`);
  }
  let policy: Policy;
  try {
    policy = parsePolicy(text);
  } catch (e) {
    if (!isInputError(e)) throw e;
    // the field names the line: "policy line N" (or "policy" for a missing quorum line)
    throw new PolicyConfigError(`FAIR_LOG_POLICY: ${file}${e.field.replace(/^policy/, '')}: ${e.message}`);
  }
  for (const w of policy.witnesses) {
    if (w.url !== undefined && !/^https?:\/\/[^\s/]+/.test(w.url)) {
      throw new PolicyConfigError(`FAIR_LOG_POLICY: ${file}: witness ${w.name}'s URL must be an http(s) submission prefix, got "${w.url}"`);
    }
  }
  return { policy, text, seconds };
}

const cached = processWide('witness-config', () => ({ config: null as WitnessConfig | null }));

/** The settings of this process (read once; server.ts has checked them at start). */
export function witnessConfig(): WitnessConfig {
  cached.config ??= readWitnessConfig();
  return cached.config;
}

/** The stored name of a witness's key: `<key name>+<key ID hex>` (LogWitness, LogCosignature). */
export const witnessId = (w: { key: { name: string; keyId: string } }): string => `${w.key.name}+${w.key.keyId}`;
