import { randomBytes, randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 defaults every authenticator app understands. */
const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** One step either side, for a phone clock that is a little off. */
const TOTP_WINDOW = 1;
const TOTP_ISSUER = 'Fire District';

export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be mistaken for one another when read aloud or copied. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_GROUPS = 3;
const RECOVERY_GROUP_LENGTH = 4;

function buildTotp(secret: string, username: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export function createTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export async function describeTotpSecret(
  secret: string,
  username: string,
): Promise<{ otpauthUrl: string; qrCodeDataUrl: string }> {
  const otpauthUrl = buildTotp(secret, username).toString();
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 2, width: 240 });
  return { otpauthUrl, qrCodeDataUrl };
}

export function isTotpCodeShape(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** The time step a valid code belongs to, or null when it is not valid now. */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  if (!isTotpCodeShape(code)) return null;
  const delta = buildTotp(secret, 'check').validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** `abcd-efgh-jkmn`: about 59 bits, far more than a throttled guesser can try. */
export function createRecoveryCode(): string {
  const bytes = randomBytes(RECOVERY_GROUPS * RECOVERY_GROUP_LENGTH);
  const characters = [...bytes].map(
    (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length] ?? 'a',
  );
  const groups: string[] = [];
  for (let index = 0; index < characters.length; index += RECOVERY_GROUP_LENGTH) {
    groups.push(characters.slice(index, index + RECOVERY_GROUP_LENGTH).join(''));
  }
  return groups.join('-');
}

/** Reads what a person typed as a recovery code (any case, spaces or hyphens), or null. */
export function normalizeRecoveryCode(input: string): { code: string; lookup: string } | null {
  const compact = input.toLowerCase().replace(/[\s-]/g, '');
  const length = RECOVERY_GROUPS * RECOVERY_GROUP_LENGTH;
  if (compact.length !== length || [...compact].some((c) => !RECOVERY_ALPHABET.includes(c))) {
    return null;
  }
  const groups = compact.match(new RegExp(`.{${RECOVERY_GROUP_LENGTH}}`, 'g')) ?? [];
  return { code: groups.join('-'), lookup: groups[0] ?? '' };
}

export function newRecoveryCodeId(): string {
  return randomUUID();
}
