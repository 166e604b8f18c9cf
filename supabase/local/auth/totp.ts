/**
 * TOTP as GoTrue uses it (RFC 6238 with pquerna/otp's defaults): a 20-byte random secret in unpadded base32, SHA-1,
 * 6 digits, 30-second steps, and a code accepted one step either side of now, for clocks that drift.
 */
import * as OTPAuth from 'otpauth';

const PERIOD = 30;
const DIGITS = 6;
const SECRET_BYTES = 20;

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: SECRET_BYTES }).base32.replace(/=+$/, '');
}

function totpFor(secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: OTPAuth.Secret.fromBase32(secret) });
}

/**
 * The key URI an authenticator app scans, in pquerna/otp's form: otpauth://totp/{issuer}:{account}?algorithm=SHA1&
 * digits=6&issuer={issuer}&period=30&secret={secret} (query keys sorted, as Go's url.Values encodes them).
 */
export function totpKeyUri(secret: string, issuer: string, account: string): string {
  const label = `${issuer}:${account}`
    .split('')
    .map((c) => (/[A-Za-z0-9\-._~:@!$&'()*+,;=]/.test(c) ? c : encodeURIComponent(c)))
    .join('');
  const query = new URLSearchParams({ algorithm: 'SHA1', digits: String(DIGITS), issuer, period: String(PERIOD), secret });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}

/** The code an authenticator shows at `time` (ms since the epoch); tests and the local helpers use it. */
export function totpCode(secret: string, time = Date.now()): string {
  return totpFor(secret).generate({ timestamp: time });
}

/** True when `code` is the secret's code for now or the step just before or after. */
export function isValidTotpCode(secret: string, code: string, time = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpFor(secret).validate({ token: code, timestamp: time, window: 1 }) !== null;
}
