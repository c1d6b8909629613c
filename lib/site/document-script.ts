/**
 * A proof's document as a script of its own (`/fair-documents/<id>.js`), for its page: the HTML
 * carries the server's parse to draw (a long proof's cut) and this script, which hands the document to the page
 * (components/proof/proofDocument.ts). A script, not a fetch: proof pages may connect nowhere
 * (`connect-src 'none'`, next.config.ts), while `script-src 'self'` loads it — from this site only,
 * and as part of the page's load, so nothing is requested after it. Nothing here uses Node.
 */
import { parseProofNumber } from './proof-number.ts';

/** The global the script puts documents in, by proof id. */
export const DOCUMENTS_GLOBAL = 'fairProofDocuments';
/** The event the script dispatches on `window` once its document is there. */
export const DOCUMENT_EVENT = 'fair-proof-document';

/** Where proof `id`'s document script is served. */
export const documentScriptPath = (id: number): string => `/fair-documents/${id}.js`;

/** The proof id of a document script's file name (`123.js`), or null. */
export function documentScriptId(file: string): number | null {
  return file.endsWith('.js') ? parseProofNumber(file.slice(0, -'.js'.length)) : null;
}

const utf8 = new TextEncoder();

/** The script's bytes around the document's JSON (JSON is an expression in JavaScript). */
export function documentScript(id: number, json: Uint8Array): Uint8Array<ArrayBuffer> {
  const head = utf8.encode(`(self.${DOCUMENTS_GLOBAL}=self.${DOCUMENTS_GLOBAL}||{})[${id}]=`);
  const tail = utf8.encode(`;self.dispatchEvent(new Event(${JSON.stringify(DOCUMENT_EVENT)}));\n`);
  const out = new Uint8Array(head.byteLength + json.byteLength + tail.byteLength);
  out.set(head, 0);
  out.set(json, head.byteLength);
  out.set(tail, head.byteLength + json.byteLength);
  return out;
}
