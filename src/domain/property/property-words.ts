import { PROPERTY_EN } from '#domain/i18n/messages/property.en.ts';
import { createEnglishTranslator } from '#domain/i18n/translate-english.ts';

/**
 * The property profile's messages in the reader's language (issue 37 item 6), as the burn pages
 * do it (burn-words.ts): the domain writes its field messages in English (property-profile.ts,
 * property-trust.ts); a Spanish page says them again from the catalogue, values read back out.
 */
const PROPERTY_TRANSLATOR = createEnglishTranslator(PROPERTY_EN, (id) =>
  id.startsWith('property.domain.'),
);

/** A message the property domain wrote in English, in the intl's language. */
export const translatePropertyText = PROPERTY_TRANSLATOR.translateText;

/** Every message of a field-message map in the intl's language (`translatePropertyText`). */
export const translatePropertyMessages = PROPERTY_TRANSLATOR.translateMessages;
