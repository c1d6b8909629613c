// A witness's answer, read only as far as an answer can reasonably go (tlog-witness: a 200 is a few
// cosignature lines, a 409 a size), so a broken or hostile witness cannot fill the site's memory.

/** The most of a witness's answer that is read: cosignature lines or a size, never more than a few hundred bytes. */
export const WITNESS_ANSWER_MAX = 16 * 1024;

/** `res`'s body as text, or an error once it passes `max` bytes: a witness cannot fill the site's memory. */
export async function boundedText(res: Response, max: number = WITNESS_ANSWER_MAX): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      throw new Error(`the witness's answer is longer than ${max} bytes`);
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  chunks.reduce((at, c) => (all.set(c, at), at + c.length), 0);
  return new TextDecoder().decode(all);
}
