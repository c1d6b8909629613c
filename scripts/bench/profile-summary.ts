/**
 * Summarise a V8 .cpuprofile (node --cpu-prof): self time by function and by
 * file/package, inclusive by function (optionally only names matching REGEX),
 * and by layer (database / app / React / Next / Node).
 * Usage: tsx scripts/bench/profile-summary.ts FILE [N] [REGEX]
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, nRaw] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary FILE [N]');
const N = Number(nRaw ?? 25);
const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const bucket = (url: string) => {
  if (!url) return '(native/vm)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (url.startsWith('node:')) return 'node internals';
  const c = /\/(\.next[^/]*\/server\/chunks\/[^/]+|lib\/[^/]+\/[^/]+|scripts\/[^/]+)/.exec(url);
  return c ? c[1]! : url.replace(/^.*\//, '');
};
const fn = new Map<string, number>();
const pkg = new Map<string, number>();
for (const [id, t] of self) {
  const n = byId.get(id)!;
  const cf = n.callFrame;
  const key = `${cf.functionName || '(anonymous)'}  ${bucket(cf.url)}:${cf.lineNumber + 1}`;
  fn.set(key, (fn.get(key) ?? 0) + t);
  pkg.set(bucket(cf.url), (pkg.get(bucket(cf.url)) ?? 0) + t);
}
// Layers: each sample goes to the first layer (in this order) with a frame anywhere on its stack.
const LAYERS: [string, RegExp][] = [
  ['database (Prisma client + adapter + driver)', /node_modules\/(@prisma|better-sqlite3|pg|pg-[a-z]+|postgres-[a-z]+)\//],
  ['app code (route/page chunks, lib/)', /\/\.next[^/]*\/server\/(chunks|app)\/(?!\[turbopack\]_runtime)|\/lib\//],
  ['React rendering (react-dom/server)', /react-dom|react-server-dom|next\/dist\/compiled\/react/],
  ['Next.js (routing, request/response handling)', /node_modules\/next\//],
];
for (const n of p.nodes) for (const c of n.children ?? []) byId.get(c)!.parent = n.id;
const layer = new Map<string, number>();
for (const [id, t] of self) {
  let key = '';
  const leaf = byId.get(id)!.callFrame.functionName;
  if (leaf === '(garbage collector)' || leaf === '(idle)' || leaf === '(program)') key = leaf;
  for (const [name, re] of LAYERS) {
    if (key) break;
    for (let n: Node | undefined = byId.get(id); n; n = n.parent === undefined ? undefined : byId.get(n.parent)) {
      if (re.test(n.callFrame.url)) {
        key = name;
        break;
      }
    }
  }
  key ||= 'Node.js (HTTP, streams, async hooks) and other';
  layer.set(key, (layer.get(key) ?? 0) + t);
}

// Inclusive time: each sample counts once for every distinct function on its stack.
const incl = new Map<string, number>();
for (const [id, t] of self) {
  const seen = new Set<string>();
  for (let n: Node | undefined = byId.get(id); n; n = n.parent === undefined ? undefined : byId.get(n.parent)) {
    const cf = n.callFrame;
    if (!cf.url || cf.url.startsWith('node:')) continue;
    const k = `${cf.functionName || '(anonymous)'}  ${bucket(cf.url)}:${cf.lineNumber + 1}`;
    if (!seen.has(k)) {
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + t);
    }
  }
}

const top = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, N);
const pct = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)}%`;
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
console.log('\nself time by function:');
for (const [k, t] of top(fn)) console.log(`${pct(t)}  ${k}`);
const FILTER = process.argv[4] ? new RegExp(process.argv[4]) : null;
console.log(`\ninclusive time by function${FILTER ? ` matching ${FILTER}` : ''}:`);
for (const [k, t] of [...incl.entries()].filter(([k]) => !FILTER || FILTER.test(k)).sort((a, b) => b[1] - a[1]).slice(0, N)) console.log(`${pct(t)}  ${k}`);
console.log('\nby layer (a sample counts for the first layer on its stack: database, app, React, Next):');
for (const [k, t] of top(layer)) console.log(`${pct(t)}  ${k}`);
console.log('\nself time by package/file:');
for (const [k, t] of top(pkg)) console.log(`${pct(t)}  ${k}`);
