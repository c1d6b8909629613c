/**
 * A proof page's document, which its HTML does not carry (it carries the server's parse, a long
 * proof's cut to its first events): the page loads it as a script of its own (lib/site/document-script.ts) that puts it in a global and says so with an
 * event. The script is part of the page's load: once the window has loaded without it, it failed.
 */
import { DOCUMENT_EVENT, DOCUMENTS_GLOBAL } from '@/lib/site/document-script';

type Documents = Record<number, Record<string, unknown> | undefined>;

const loadedDocument = (id: number) => (window as unknown as Record<string, Documents | undefined>)[DOCUMENTS_GLOBAL]?.[id];

/** Proof `id`'s document once its script has run; rejects when the page loaded without it. */
export function loadProofDocument(id: number): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      window.removeEventListener(DOCUMENT_EVENT, arrived);
      window.removeEventListener('load', loaded);
    };
    const arrived = (): boolean => {
      const doc = loadedDocument(id);
      if (doc) {
        stop();
        resolve(doc);
      }
      return doc !== undefined;
    };
    const loaded = () => {
      if (arrived()) return;
      stop();
      reject(new Error(`the proof's document (${id}) did not load`));
    };
    if (arrived()) return;
    if (document.readyState === 'complete') return loaded();
    window.addEventListener(DOCUMENT_EVENT, arrived);
    window.addEventListener('load', loaded);
  });
}
