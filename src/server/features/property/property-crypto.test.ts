import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PROPERTY_KEY_FILE,
  createPropertySealer,
  generatePropertyKeyEntry,
  loadPropertyKeys,
  parsePropertyKeys,
} from './property-crypto.ts';

describe('property profile sealing', () => {
  const old = generatePropertyKeyEntry('k2026');
  const next = generatePropertyKeyEntry('k2027');

  it('seals with AES-256-GCM under the current key id and opens it again', () => {
    const sealer = createPropertySealer(parsePropertyKeys(old));
    const sealed = sealer.seal('gate 4821, uses oxygen', 'profile:a');
    expect(sealed).toMatch(/^k2026\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain('4821');
    expect(sealer.open(sealed, 'profile:a')).toBe('gate 4821, uses oxygen');
    // A fresh IV each time: the same text never seals the same way twice.
    expect(sealer.seal('gate 4821, uses oxygen', 'profile:a')).not.toBe(sealed);
  });

  it("seals a site plan's bytes the same way and opens them unchanged", () => {
    const sealer = createPropertySealer(parsePropertyKeys(old));
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x80, 0x0a]);
    const sealed = sealer.sealBytes(bytes, 'plan:a');
    expect(sealed).toMatch(/^k2026\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealer.openBytes(sealed, 'plan:a').equals(bytes)).toBe(true);
    expect(() => sealer.openBytes(sealed, 'plan:b')).toThrow();
  });

  it('refuses a value moved to another profile or tampered with', () => {
    const sealer = createPropertySealer(parsePropertyKeys(old));
    const sealed = sealer.seal('gate 4821', 'profile:a');
    expect(() => sealer.open(sealed, 'profile:b')).toThrow();
    const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(() => sealer.open(flipped, 'profile:a')).toThrow();
  });

  it('opens old values after a rotation and seals new ones with the new key', () => {
    const before = createPropertySealer(parsePropertyKeys(old)).seal('gate 4821', 'p');
    const rotated = createPropertySealer(parsePropertyKeys(`${next},${old}`));
    expect(rotated.open(before, 'p')).toBe('gate 4821');
    expect(rotated.keyIdOf(rotated.seal('gate 4821', 'p'))).toBe('k2027');
    // Once the old key is dropped, an old value no longer opens: reseal first.
    expect(() => createPropertySealer(parsePropertyKeys(next)).open(before, 'p')).toThrow(/k2026/);
  });

  it('names what is wrong with PROPERTY_KEYS without showing a key', () => {
    expect(() => parsePropertyKeys('')).toThrow('give at least one key');
    expect(() => parsePropertyKeys('k1:c2hvcnQ=')).toThrow('is not 32 bytes');
    expect(() => parsePropertyKeys(`${old},${old}`)).toThrow('appears twice');
    expect(() => parsePropertyKeys('no-colon')).toThrow('"id:base64"');
  });

  it('makes a key file under DATA_DIR on first start and reuses it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'property-keys-'));
    try {
      const first = loadPropertyKeys({ DATA_DIR: dataDir });
      const file = path.join(dataDir, PROPERTY_KEY_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const second = loadPropertyKeys({ DATA_DIR: dataDir });
      expect(second.currentId).toBe(first.currentId);
      expect(second.keys.get(second.currentId)).toEqual(first.keys.get(first.currentId));
      // PROPERTY_KEYS wins over the file.
      expect(loadPropertyKeys({ DATA_DIR: dataDir, PROPERTY_KEYS: next }).currentId).toBe('k2027');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
