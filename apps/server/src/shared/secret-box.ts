import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * Credentials at rest (Shopify tokens, WooCommerce keys, Reportana secrets): AES-256-GCM with a
 * random 96-bit nonce per value. A sealed value is `v1.<key id>.<nonce>.<ciphertext+tag>` (base64url),
 * so each row names the key that sealed it: after a rotation the previous keys keep opening old
 * values while new ones are sealed with the current key.
 */
export class SecretBox {
  readonly #current: { id: string; key: Buffer };
  readonly #keys: Map<string, Buffer>;

  constructor(current: { id: string; key: Buffer }, previous: { id: string; key: Buffer }[] = []) {
    for (const { id, key } of [current, ...previous]) {
      if (key.length !== 32) throw new Error(`A chave ${id} precisa ter 32 bytes.`);
      if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) throw new Error(`Identificador de chave inválido: ${id}`);
    }
    this.#current = current;
    this.#keys = new Map([...previous, current].map(({ id, key }) => [id, key]));
  }

  /** The id of the key new values are sealed with. */
  get keyId(): string {
    return this.#current.id;
  }

  seal(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#current.key, nonce);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return ['v1', this.#current.id, nonce.toString('base64url'), body.toString('base64url')].join('.');
  }

  open(sealed: string): string {
    const [version, id, nonce, body] = sealed.split('.');
    if (version !== 'v1' || !id || !nonce || !body) throw new Error('Segredo em formato desconhecido.');
    const key = this.#keys.get(id);
    if (!key) throw new Error(`Chave ${id} não configurada: adicione-a a SECRETS_PREVIOUS_KEYS.`);
    const data = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  }

  /** Whether a sealed value was sealed with an older key (re-seal it on the next save). */
  isStale(sealed: string): boolean {
    return sealed.split('.')[1] !== this.#current.id;
  }
}

function parseKey(text: string, name: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error(`${name}: a chave precisa ter 32 bytes (base64 ou hex).`);
  return key;
}

/**
 * The box from configuration. Without SECRETS_KEY, outside production, a key is generated once in
 * DATA_DIR/secrets.key (so `npm start` works on a fresh clone and keeps its data readable); in
 * production a missing key stops the server.
 */
export function secretBoxFromConfig(config: Config): SecretBox {
  const previous = (config.secretsPreviousKeys ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(':');
      if (at <= 0) throw new Error('SECRETS_PREVIOUS_KEYS: use id:chave separados por vírgula.');
      return { id: entry.slice(0, at), key: parseKey(entry.slice(at + 1), 'SECRETS_PREVIOUS_KEYS') };
    });
  if (config.secretsKey) {
    return new SecretBox(
      { id: config.secretsKeyId, key: parseKey(config.secretsKey, 'SECRETS_KEY') },
      previous,
    );
  }
  if (config.nodeEnv === 'production') throw new Error('SECRETS_KEY é obrigatória em produção.');
  const file = path.join(config.dataDir, 'secrets.key');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return new SecretBox({ id: 'local', key: parseKey(readFileSync(file, 'utf8'), file) }, previous);
}
