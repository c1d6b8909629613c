import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, rel, sourceFiles } from './source-files';

// Paths the proxy leaves alone (`/_next/stats`, `/apis/log`, `/nope.php`) come to app/[locale] with a
// first segment that is no locale; Next renders the page under the layout's 404 all the same. So each
// page, layout and generateMetadata there reads its locale with lib/i18n/page-locale.ts, which says
// null for such a segment — `/_next/how-it-works` read content/_next/ and answered 500.
// tests/http/edge.test.ts requests every page so.
const DIR = path.join(ROOT, 'app', '[locale]');
const files = sourceFiles(DIR).filter((f) => f !== path.join(DIR, 'layout.tsx'));

describe('a page under app/[locale] reads its locale with pageLocale()', () => {
  it.each(files.filter((f) => /\bparams\b/.test(fs.readFileSync(f, 'utf8'))).map(rel))('%s', (file) => {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    expect(text).not.toMatch(/\{\s*locale\b[^}]*\}\s*=\s*await params/);
    expect(text).not.toMatch(/params\)?\.locale\b/);
    expect(text).not.toMatch(/\bas Locale\b|setRequestLocale/);
    expect(text).toMatch(/\bpageLocale\(params\)/);
  });

  it('finds the pages it checks', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });
});
