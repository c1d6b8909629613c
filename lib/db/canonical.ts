/**
 * The canonical text of a JSON value: object keys sorted, no whitespace. Two
 * bodies are "the same body" (api.md) exactly when their canonical texts are
 * equal, whatever their key order or spacing.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

/**
 * The first top-level field (in key order) whose value differs between two canonical texts of
 * objects — one only of them having it counts — or undefined when none does: what a 409 names.
 */
export function firstDifference(a: string, b: string): string | undefined {
  const x = JSON.parse(a) as Record<string, unknown>;
  const y = JSON.parse(b) as Record<string, unknown>;
  return [...new Set([...Object.keys(x), ...Object.keys(y)])].sort().find((k) => canonicalJson(x[k]) !== canonicalJson(y[k]));
}
