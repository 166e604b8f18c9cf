/**
 * The sign-in page's rules: each mode checks its fields in order and the first failing rule's
 * message is what the reader sees (as an error toast). The messages are the spec's, word for word.
 */
import { NAME_LIMITS } from './name-limits.ts';

export type AuthMode = 'signIn' | 'signUp' | 'reset';

export interface AuthFormInput {
  email: string;
  password: string;
  fullName: string;
}

export const PASSWORD_MIN_LENGTH = 6;

// A practical address check: something@something.tld, no spaces. The server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/**
 * Each rule's message, in English, by the key the catalogues give it in every language ("auth.problem.{key}"): a
 * page in another edition shows the message of the problem these functions name under that key.
 */
export const AUTH_PROBLEMS = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name is too long',
  passwordsDiffer: 'Passwords do not match',
} as const;

export type AuthProblem = keyof typeof AUTH_PROBLEMS;

/** The first failing rule for the mode, or null when the form may be sent. */
export function firstAuthProblem(mode: AuthMode, input: AuthFormInput): AuthProblem | null {
  const email = input.email.trim();
  if (mode === 'reset') {
    if (!email) return 'emailRequired';
    if (!isValidEmail(email)) return 'emailInvalid';
    return null;
  }
  if (!isValidEmail(email)) return 'emailInvalid';
  if (mode === 'signIn') {
    if (!input.password) return 'passwordRequired';
    return null;
  }
  if (input.password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  const name = input.fullName.trim();
  if (name.length < NAME_LIMITS.min) return 'nameTooShort';
  if (name.length > NAME_LIMITS.max) return 'nameTooLong';
  return null;
}

/** A new password's rule (recovery or settings): the sign-up rule, and the two entries must match. */
export function newPasswordProblem(password: string, confirmation: string): AuthProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password !== confirmation) return 'passwordsDiffer';
  return null;
}

/**
 * An authentication error carried in the URL hash (GoTrue redirects with #error=…&error_description=…):
 * the message to show, or null when the hash holds no error.
 */
export function hashAuthError(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.has('error') && !params.has('error_description') && !params.has('error_code')) return null;
  return params.get('error_description') || params.get('error') || 'Authentication failed';
}

/**
 * A notice GoTrue carries in the URL hash without a session or error (#message=…&sb=…): the first of an e-mail
 * change's two confirmation links answers "Confirmation link accepted. Please proceed to confirm link sent to the
 * other email". Null when there is none.
 */
export function hashAuthMessage(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.has('error') || params.has('error_description') || params.has('access_token')) return null;
  return params.get('message') || null;
}
