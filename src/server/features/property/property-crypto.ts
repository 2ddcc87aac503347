import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Sealing of property profiles' private details at rest (issue 30, decision 311): AES-256-GCM
 * through Node's crypto, a fresh 12-byte IV per value, the key's id in front of each ciphertext so
 * a rotated key still opens old rows. The profile's id is the additional data, so a sealed value
 * copied onto another profile does not open.
 */

export const PROPERTY_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID = /^[\w-]{1,32}$/;
/** The key file a fresh clone makes under DATA_DIR when PROPERTY_KEYS is unset. */
export const PROPERTY_KEY_FILE = 'property-keys';

export interface PropertyKeyRing {
  /** The key that seals new values. */
  currentId: string;
  keys: ReadonlyMap<string, Buffer>;
}

/**
 * Reads "id1:base64,id2:base64" (the first seals, every one opens). Throws with what is wrong,
 * never with a key's value.
 */
export function parsePropertyKeys(text: string): PropertyKeyRing {
  const keys = new Map<string, Buffer>();
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const colon = entry.indexOf(':');
    const id = entry.slice(0, colon);
    if (colon < 1 || !KEY_ID.test(id)) {
      throw new Error('PROPERTY_KEYS: each key is "id:base64", the id of letters, digits, - or _');
    }
    const key = Buffer.from(entry.slice(colon + 1), 'base64');
    if (key.length !== PROPERTY_KEY_BYTES) {
      throw new Error(`PROPERTY_KEYS: key "${id}" is not ${PROPERTY_KEY_BYTES} bytes in base64`);
    }
    if (keys.has(id)) throw new Error(`PROPERTY_KEYS: key id "${id}" appears twice`);
    keys.set(id, key);
  }
  const currentId = keys.keys().next().value;
  if (currentId === undefined) throw new Error('PROPERTY_KEYS: give at least one key');
  return { currentId, keys };
}

/** A new key entry "id:base64" for PROPERTY_KEYS or the key file. */
export function generatePropertyKeyEntry(id: string): string {
  return `${id}:${randomBytes(PROPERTY_KEY_BYTES).toString('base64')}`;
}

/**
 * The key ring from PROPERTY_KEYS, or else from DATA_DIR/property-keys, made on first start with
 * one random key (mode 0600; DATA_DIR is never committed). Losing the file loses the profiles.
 */
export function loadPropertyKeys(env: { PROPERTY_KEYS?: string | undefined; DATA_DIR: string }) {
  if (env.PROPERTY_KEYS) return parsePropertyKeys(env.PROPERTY_KEYS);
  const file = path.resolve(env.DATA_DIR, PROPERTY_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const entry = generatePropertyKeyEntry(
      `k${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`,
    );
    // "wx": two servers starting at once do not overwrite each other's key.
    try {
      fs.writeFileSync(file, `${entry}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return parsePropertyKeys(fs.readFileSync(file, 'utf8'));
}

export interface PropertySealer {
  seal: (plain: string, context: string) => string;
  open: (sealed: string, context: string) => string;
  /** The same sealing for a file's bytes (a site plan). */
  sealBytes: (plain: Buffer, context: string) => string;
  openBytes: (sealed: string, context: string) => Buffer;
  /** The id of the key a sealed value names. */
  keyIdOf: (sealed: string) => string;
  currentKeyId: string;
}

export function createPropertySealer(ring: PropertyKeyRing): PropertySealer {
  const currentKey = ring.keys.get(ring.currentId)!;
  const sealBytes = (plain: Buffer, context: string) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', currentKey, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return [ring.currentId, iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  };
  const openBytes = (sealed: string, context: string) => {
    const [id = '', iv = '', tag = '', body = ''] = sealed.split('.');
    const key = ring.keys.get(id);
    if (!key) throw new Error(`Property key "${id}" is not in PROPERTY_KEYS`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  };
  return {
    currentKeyId: ring.currentId,
    seal: (plain, context) => sealBytes(Buffer.from(plain, 'utf8'), context),
    open: (sealed, context) => openBytes(sealed, context).toString('utf8'),
    sealBytes,
    openBytes,
    keyIdOf: (sealed) => sealed.split('.', 1)[0] ?? '',
  };
}
