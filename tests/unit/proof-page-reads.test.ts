// A proof page's first render makes one database read (issue #22): the page takes all it shows from
// lib/db/proof-page.ts' proofPageData (counted in tests/db/proof-page.test.ts) and hands it down; no
// component of it reads the database itself. (verifierKey is the log's signing key, read once per
// process. proofWitnesses reads the witnesses' cosignatures for the witness lines, only when a
// policy is configured: they change apart from the proof, docs/decisions/0016-witness-lines-cache.md.)
// This fails when the page, or any component, imports another database function.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { rel, ROOT, sourceFiles } from './source-files.ts';

const ALLOWED = new Set(['proofPageData', 'verifierKey', 'proofWitnesses']);
const PAGE = path.join(ROOT, 'app', '[locale]', 'fair', '[id]', 'page.tsx');

/** The names a file imports as values from lib/db (type-only imports are no reads). */
function databaseValues(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const names: string[] = [];
  for (const m of text.matchAll(/^import\s+(?!type\b)\{([^}]*)\}\s+from\s+'(?:@\/|(?:\.\.\/)+)lib\/db\/[^']*';/gm)) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

describe("the proof page's database reads", () => {
  it('are proofPageData alone, in the page and in every component', () => {
    const files = [PAGE, ...sourceFiles(path.join(ROOT, 'components'))];
    const found = files.flatMap((f) => databaseValues(f).filter((n) => !ALLOWED.has(n)).map((n) => `${rel(f)}: ${n}`));
    expect(found).toEqual([]);
    // the page reads through loadProof (shared with its layout and metadata), which is proofPageData
    expect(fs.readFileSync(PAGE, 'utf8')).toMatch(/^import \{ loadProof \} from '@\/components\/proof\/loadProof';$/m);
    expect(databaseValues(path.join(ROOT, 'components', 'proof', 'loadProof.ts'))).toEqual(['proofPageData']);
  });

  it('would be caught (the check reads imports as the page writes them)', () => {
    const tmp = path.join(ROOT, 'tests', 'unit', '.proof-page-reads.tmp.tsx');
    fs.writeFileSync(tmp, "import { sameCommitment, type PublicProof } from '@/lib/db/proofs';\nimport type { Report } from '@/lib/db/x';\n");
    try {
      expect(databaseValues(tmp)).toEqual(['sameCommitment']);
    } finally {
      fs.rmSync(tmp);
    }
  });
});
