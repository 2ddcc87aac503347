import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldsOf } from './zod-fields.ts';

const Schema = z
  .object({
    name: z.string().min(1, 'Enter a name.'),
    contacts: z.array(z.object({ phone: z.string().min(1, 'Enter a phone.') })),
  })
  .refine((value) => value.name !== 'x', 'Not allowed.');

const errorOf = (value: unknown) => {
  const parsed = Schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failure');
  return parsed.error;
};

describe('fieldsOf', () => {
  it('names each message by its path, the first message per field', () => {
    expect(fieldsOf(errorOf({ name: '', contacts: [{ phone: '' }] }))).toEqual({
      name: 'Enter a name.',
      'contacts.0.phone': 'Enter a phone.',
    });
  });

  it('puts a message about the whole value under the root key', () => {
    expect(fieldsOf(errorOf({ name: 'x', contacts: [] }))).toEqual({ form: 'Not allowed.' });
    expect(fieldsOf(errorOf({ name: 'x', contacts: [] }), { rootKey: '_' })).toEqual({
      _: 'Not allowed.',
    });
  });

  it('names messages by the top-level field with depth 1', () => {
    expect(fieldsOf(errorOf({ name: 'a', contacts: [{ phone: '' }] }), { depth: 1 })).toEqual({
      contacts: 'Enter a phone.',
    });
  });
});
