import { describe, expect, it } from 'vitest';
import { crc32 } from '../../src/journal/crc32';

describe('crc32', () => {
  it('matches the standard check value of CRC-32/ISO-HDLC', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });

  it('can be computed in pieces', () => {
    const bytes = Buffer.from('The quick brown fox jumps over the lazy dog');
    expect(crc32(bytes)).toBe(0x414fa339);
    expect(crc32(bytes, 10, bytes.length, crc32(bytes, 0, 10))).toBe(0x414fa339);
  });
});
