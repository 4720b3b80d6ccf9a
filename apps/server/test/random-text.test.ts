import { describe, expect, it } from 'vitest';
import { newToken, randomText } from '../src/shared/crypto.ts';

describe('randomText', () => {
  it('hands out each pooled byte once: tokens stay distinct across many pool refills', () => {
    const seen = new Set<string>();
    // 2,000 tokens of 32 bytes go through the 4 kB pool about 16 times.
    for (let index = 0; index < 2000; index++) seen.add(newToken());
    expect(seen.size).toBe(2000);
    for (const token of seen) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('encodes the asked length, also past the pool size', () => {
    expect(randomText(12, 'hex')).toMatch(/^[0-9a-f]{24}$/);
    expect(randomText(16, 'base64url')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomText(300, 'hex')).toHaveLength(600);
  });
});
