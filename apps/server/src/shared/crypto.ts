import { argon2, createHash, randomBytes, randomFillSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

/** OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
const ARGON2 = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32, saltLength: 16 } as const;

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

/** Hashes a password into a self-describing PHC string: `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(ARGON2.saltLength);
  const hash = await argon2Async('argon2id', {
    message: password,
    nonce: salt,
    memory: ARGON2.memory,
    passes: ARGON2.passes,
    parallelism: ARGON2.parallelism,
    tagLength: ARGON2.tagLength,
  });
  return `$argon2id$v=19$m=${ARGON2.memory},t=${ARGON2.passes},p=${ARGON2.parallelism}$${b64(salt)}$${b64(hash)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Checks a password against a stored hash (parameters read from the hash), in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, hash] = match;
  const expected = Buffer.from(hash!, 'base64');
  const actual = await argon2Async('argon2id', {
    message: password,
    nonce: Buffer.from(salt!, 'base64'),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Random bytes for tokens, taken from a pool the system's CSPRNG fills 4 kB at a time: a checkout
 * view makes three tokens, and asking the system for each (randomBytes) cost more than everything
 * else about them. Each byte is handed out once, so the tokens are as unpredictable as before.
 */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let poolOffset = POOL_BYTES;

/** `bytes` random bytes (at most 256), encoded as `encoding`. */
export function randomText(bytes: number, encoding: 'base64url' | 'hex'): string {
  if (bytes > 256) return randomBytes(bytes).toString(encoding);
  if (poolOffset + bytes > POOL_BYTES) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const text = pool.toString(encoding, poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  return text;
}

/** An opaque secret for a URL or a bearer header: 32 random bytes, base64url. */
export function newToken(): string {
  return randomText(32, 'base64url');
}

/** Width of the time prefix of an ordered token: base36 milliseconds, enough until the year 5188. */
const ORDERED_TIME_CHARS = 9;
/** 26 random bytes make 35 base64url characters; 34 of them (204 bits) fill the token to 43. */
const ORDERED_RANDOM_BYTES = 26;
const TOKEN_CHARS = 43;

/**
 * An opaque secret that is also the key a row is found by (a checkout session's cookie, its
 * recovery link, an order's page): unguessable (204 random bits, against newToken's 256) and of the
 * same shape (43 base64url characters), but led by the creation time in base36, whose digits sort
 * the same way as bytes. B-tree indexes on such keys grow at their right edge: a random key lands
 * on a random leaf, and under load each insert dirtied a page of its own for the commit to write
 * (inserting 200,000 checkout sessions cost about twice as long with random keys as with ordered
 * ones). The time it reveals is the row's creation, which the holder of the link already knows.
 */
export function newOrderedToken(now = Date.now()): string {
  return (
    Math.trunc(now).toString(36).padStart(ORDERED_TIME_CHARS, '0') +
    randomText(ORDERED_RANDOM_BYTES, 'base64url').slice(0, TOKEN_CHARS - ORDERED_TIME_CHARS)
  );
}

/** What is stored in place of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
