import { describe, expect, it } from 'vitest';
import { newOrderedToken, newToken, randomText } from '../src/shared/crypto.ts';

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

describe('newOrderedToken', () => {
  it('has the shape of any token, sorts by creation time and stays distinct within a millisecond', () => {
    const now = Date.UTC(2026, 10, 25, 12, 0, 0);
    const tokens = [
      newOrderedToken(now - 1),
      newOrderedToken(now),
      newOrderedToken(now),
      newOrderedToken(now + 1000),
    ];
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(4);
    // Byte order, as a database index compares them.
    expect(tokens[0]! < tokens[1]! && tokens[1]!.slice(0, 9) === tokens[2]!.slice(0, 9)).toBe(true);
    expect(tokens[2]! < tokens[3]!).toBe(true);
    expect(Buffer.compare(Buffer.from(tokens[0]!), Buffer.from(tokens[3]!))).toBe(-1);
  });

  it('keeps the random part unpredictable: 2,000 tokens of one millisecond share only the time prefix', () => {
    const now = Date.now();
    const suffixes = new Set(Array.from({ length: 2000 }, () => newOrderedToken(now).slice(9)));
    expect(suffixes.size).toBe(2000);
  });
});
