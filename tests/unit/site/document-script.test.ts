// A long proof's document as a script (lib/site/document-script.ts): run, it hands the page exactly
// the document's JSON and says so; only `<id>.js` names one.
import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { DOCUMENT_EVENT, DOCUMENTS_GLOBAL, documentScript, documentScriptId, documentScriptPath } from '../../../lib/site/document-script';

describe('the document script', () => {
  it('puts the document under its id and dispatches the event', () => {
    const doc = { scheme: 'roll_pair_v1', note: '</script>\u2028"quoted"', list: [[1, 2]] };
    const events: string[] = [];
    const self: Record<string, unknown> = { dispatchEvent: (e: { type: string }) => events.push(e.type) };
    self.self = self;
    const code = new TextDecoder().decode(documentScript(42, new TextEncoder().encode(JSON.stringify(doc))));
    runInNewContext(code, { self, Event: class { constructor(readonly type: string) {} } });
    expect((self[DOCUMENTS_GLOBAL] as Record<number, unknown>)[42]).toEqual(doc);
    expect(events).toEqual([DOCUMENT_EVENT]);
  });

  it('is named by the proof id only', () => {
    expect(documentScriptPath(7)).toBe('/fair-documents/7.js');
    expect(documentScriptId('7.js')).toBe(7);
    for (const bad of ['07.js', '7', '7.json', 'x.js', '1234567890123456.js', '7.js?']) expect(documentScriptId(bad), bad).toBeNull();
  });
});
