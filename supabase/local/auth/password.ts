/** Password hashing as GoTrue does it: bcrypt, cost 10, and GoTrue's default minimum length. */
import bcrypt from 'bcryptjs';
import { unprocessable, weakPassword } from './errors.ts';

const BCRYPT_COST = 10;
/** GoTrue's PASSWORD_MIN_LENGTH default (and Supabase's). */
export const PASSWORD_MIN_LENGTH = 6;
/** bcrypt ignores bytes past 72; GoTrue refuses longer passwords instead of silently truncating. */
const PASSWORD_MAX_BYTES = 72;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) return false;
  return bcrypt.compare(password, hash);
}

/** Throws GoTrue's weak_password error for a password it would refuse (minLength: config.toml minimum_password_length). */
export function checkPasswordStrength(password: unknown, minLength = PASSWORD_MIN_LENGTH): asserts password is string {
  if (typeof password !== 'string' || password.length < minLength) throw weakPassword(minLength);
  if (Buffer.byteLength(password) > PASSWORD_MAX_BYTES) {
    throw unprocessable('validation_failed', `Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`);
  }
}
