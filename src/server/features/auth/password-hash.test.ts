import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('salts every hash and keeps the parameters in it', async () => {
    const first = await hashPassword('same password here');
    const second = await hashPassword('same password here');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]{86}$/);
  });

  it('verifies a hash made with other parameters', async () => {
    const hash = await hashPassword('correct horse battery');
    const [, , r, p, salt] = hash.split('$');
    const key = scryptSync('another password!', Buffer.from(salt!, 'base64url'), 64, {
      N: 1024,
      r: Number(r),
      p: Number(p),
    });
    expect(
      await verifyPassword(
        'another password!',
        `scrypt$1024$${r}$${p}$${salt}$${key.toString('base64url')}`,
      ),
    ).toBe(true);
  });

  it.each([
    '',
    'plain-text',
    'scrypt$x$8$1$abc$def',
    'bcrypt$10$abc',
    'scrypt$32768$8$1$c2FsdA$c2hvcnQ',
  ])('answers false for a malformed stored hash %j', async (stored) => {
    expect(await verifyPassword('anything at all', stored)).toBe(false);
  });
});
