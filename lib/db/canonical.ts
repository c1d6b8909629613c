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

type Fields = Readonly<Record<string, unknown>>;

/** The fields among `keys` (by default every field of either) whose values differ, as "the same body" compares them: what a 409 names. */
export function differingFields(a: Fields, b: Fields, keys: readonly string[] = [...new Set([...Object.keys(a), ...Object.keys(b)])]): string[] {
  return keys.filter((k) => canonicalJson(a[k]) !== canonicalJson(b[k]));
}

/** The first field, in key order, that differs between two canonical texts of objects (one only of them having it counts). */
export const firstDifference = (a: string, b: string): string | undefined =>
  differingFields(JSON.parse(a) as Fields, JSON.parse(b) as Fields).sort()[0];
