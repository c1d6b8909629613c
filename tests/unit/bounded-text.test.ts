import { describe, expect, it } from 'vitest';
import { boundedText, WITNESS_ANSWER_MAX } from '@/lib/db/log/bounded-text';

/** A response whose body arrives in `n` chunks of `size` bytes of 'a'. */
function chunked(n: number, size: number): Response {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ === n) return controller.close();
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return new Response(body);
}

describe('boundedText: a witness answer read only so far', () => {
  it('reads a short answer whole, across chunks', async () => {
    expect(await boundedText(chunked(3, 4))).toBe('a'.repeat(12));
    expect(await boundedText(new Response('— 42\n'))).toBe('— 42\n');
    expect(await boundedText(new Response(null))).toBe('');
  });

  it('refuses an answer longer than the bound, without reading the rest', async () => {
    let pulled = 0;
    const endless = new Response(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(1024));
        },
      }),
    );
    await expect(boundedText(endless)).rejects.toThrow(/longer than 16384 bytes/);
    expect(pulled).toBeLessThan(WITNESS_ANSWER_MAX / 1024 + 4);
  });

  it('takes exactly the bound', async () => {
    expect((await boundedText(chunked(1, 8), 8)).length).toBe(8);
    await expect(boundedText(chunked(1, 9), 8)).rejects.toThrow(/longer than 8 bytes/);
  });
});
