import { describe, expect, it } from 'vitest';
import { hmacHex, keyedMac, sha256Hex } from '../../../lib/fair';
import { hexToBytes, toHex, utf8, utf8Decode } from '../../../lib/fair/hex';

const rep = (b: number, n: number) => new Uint8Array(n).fill(b);
const RFC4231: [string, Uint8Array, Uint8Array, string][] = [
  ['1', rep(0x0b, 20), utf8('Hi There'), 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7'],
  ['2', utf8('Jefe'), utf8('what do ya want for nothing?'), '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'],
  ['3', rep(0xaa, 20), rep(0xdd, 50), '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe'],
  ['4', Uint8Array.from({ length: 25 }, (_, i) => i + 1), rep(0xcd, 50), '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b'],
  ['6', rep(0xaa, 131), utf8('Test Using Larger Than Block-Size Key - Hash Key First'), '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54'],
  ['7', rep(0xaa, 131), utf8('This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.'), '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2'],
];

describe('HMAC-SHA256, RFC 4231', () => {
  for (const [tc, key, data, mac] of RFC4231) {
    it(`test case ${tc} (one-shot)`, () => expect(hmacHex(key, data)).toBe(mac));
    it(`test case ${tc} (keyed, reused)`, () => {
      const m = keyedMac(key);
      const out = new Uint8Array(32);
      expect(toHex(m(utf8('something else'), out))).not.toBe(mac);
      expect(toHex(m(data, out))).toBe(mac);
      expect(toHex(m(data))).toBe(mac);
    });
  }
});

describe('SHA-256 and hex/UTF-8 helpers', () => {
  it('hashes text as UTF-8', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('x')).toBe('2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881');
  });
  it('round-trips hex and UTF-8', () => {
    expect(toHex(hexToBytes('00ff10AB'))).toBe('00ff10ab');
    expect(() => hexToBytes('abc')).toThrow();
    expect(() => hexToBytes('zz')).toThrow();
    // an input error naming the argument, not a bare Error
    expect(() => hexToBytes('zz', 'serverSeed')).toThrow(expect.objectContaining({ name: 'InputError', field: 'serverSeed' }));
    expect(() => hexToBytes('abc')).toThrow(expect.objectContaining({ name: 'InputError', field: 'hex' }));
    const s = 'aé漢😀\u0000~';
    expect(utf8Decode(utf8(s))).toBe(s);
    expect(Array.from(utf8('é'))).toEqual([0xc3, 0xa9]);
    expect(utf8Decode(Uint8Array.from([0xc3]))).toBeNull();
    expect(utf8Decode(Uint8Array.from([0xed, 0xa0, 0x80]))).toBeNull();
    expect(utf8Decode(Uint8Array.from([0xc0, 0x80]))).toBeNull();
  });
});

describe('message bytes', () => {
  it('are UTF-8 even for non-ASCII text passed to the low-level helpers', async () => {
    const { ascii } = await import('../../../lib/fair/hex');
    expect(Array.from(ascii('a:1'))).toEqual([97, 58, 49]);
    expect(Array.from(ascii('é'))).toEqual([0xc3, 0xa9]);
  });
});
