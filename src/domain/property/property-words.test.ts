import { describe, expect, it } from 'vitest';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import { LETTER_CODE_MESSAGES } from './property-trust.ts';
import { PropertyFormSchema, SITE_PLAN_MESSAGES } from './property-profile.ts';
import { translatePropertyText } from './property-words.ts';

const es = createSiteIntl('es');
const en = createSiteIntl('en');

describe('the property messages in Spanish', () => {
  it('translates every message the form schema gives an empty or bad form', () => {
    const bad = PropertyFormSchema.safeParse({
      street: '',
      town: 'Paris',
      email: 'nope',
      latitude: '91',
      gateCode: '<b>',
      animals: 'x'.repeat(501),
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((issue) => issue.message);
    expect(messages.length).toBeGreaterThan(4);
    for (const message of messages) {
      const spanish = translatePropertyText(message, es);
      expect(spanish, message).not.toBe(message);
    }
  });

  it('translates the letter code and site plan messages, values kept', () => {
    for (const message of [
      ...Object.values(LETTER_CODE_MESSAGES),
      ...Object.values(SITE_PLAN_MESSAGES),
    ]) {
      expect(translatePropertyText(message, es), message).not.toBe(message);
    }
    expect(translatePropertyText(SITE_PLAN_MESSAGES.tooLarge, es)).toBe(
      'El archivo pesa más de 20 MB.',
    );
  });

  it('leaves English as the domain wrote it', () => {
    expect(translatePropertyText(SITE_PLAN_MESSAGES.tooLarge, en)).toBe(
      SITE_PLAN_MESSAGES.tooLarge,
    );
  });
});
