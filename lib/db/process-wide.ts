// State that must be one per process, not one per copy of a module. The
// production server (server.ts) loads lib/db itself for the API, and Next's
// server bundle holds a second copy for the pages: two module instances in one
// process, sharing one database connection. What coordinates access to that
// connection (the SQLite queue), and what is costly or must not be done twice
// (signers, the newest checkpoint), lives on globalThis under a registered
// symbol, so both copies find the same object.

/** The process's one value named `name`, made by `init` on first use. */
export function processWide<T>(name: string, init: () => T): T {
  const key = Symbol.for(`fair-proofs.${name}`);
  const g = globalThis as unknown as Record<symbol, T | undefined>;
  return (g[key] ??= init());
}
