/** Shortest and longest primary account numbers the card networks issue. */
export const MIN_CARD_DIGITS = 13;
export const MAX_CARD_DIGITS = 19;

// Runs of digits with optional single spaces or dashes between them, long enough to be a card.
const DIGIT_RUN = /\d(?:[ -]?\d){12,}/g;

/** True when the digits pass the Luhn checksum every payment card number carries. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  let isDoubled = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48;
    if (isDoubled) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    isDoubled = !isDoubled;
  }
  return sum % 10 === 0;
}

/**
 * True when the text holds something that looks like a payment card number: 13 to 19 digits,
 * optionally grouped with spaces or dashes, passing the Luhn check. Card numbers must never reach
 * our server or database (PCI DSS), so free-text fields refuse them.
 */
export function containsCardNumber(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (digits.length >= MIN_CARD_DIGITS && digits.length <= MAX_CARD_DIGITS && isLuhnValid(digits))
      return true;
  }
  return false;
}
