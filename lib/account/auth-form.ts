/**
 * The sign-in page's rules: each mode checks its fields in order and the first failing rule's
 * message is what the reader sees (as an error toast). The messages are the spec's, word for word.
 */
export type AuthMode = 'signIn' | 'signUp' | 'reset';

export interface AuthFormInput {
  email: string;
  password: string;
  fullName: string;
}

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_LIMITS = { min: 2, max: 100 } as const;

// A practical address check: something@something.tld, no spaces. The server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** The first failing rule's message for the mode, or null when the form may be sent. */
export function firstAuthError(mode: AuthMode, input: AuthFormInput): string | null {
  const email = input.email.trim();
  if (mode === 'reset') {
    if (!email) return 'Please enter your email address';
    if (!isValidEmail(email)) return 'Please enter a valid email address';
    return null;
  }
  if (!isValidEmail(email)) return 'Please enter a valid email address';
  if (mode === 'signIn') {
    if (!input.password) return 'Password is required';
    return null;
  }
  if (input.password.length < PASSWORD_MIN_LENGTH) return 'Password must be at least 6 characters';
  const name = input.fullName.trim();
  if (name.length < NAME_LIMITS.min) return 'Name must be at least 2 characters';
  if (name.length > NAME_LIMITS.max) return 'Name is too long';
  return null;
}

/** A new password (recovery or settings): the sign-up rule, and the two entries must match. */
export function newPasswordError(password: string, confirmation: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'Password must be at least 6 characters';
  if (password !== confirmation) return 'Passwords do not match';
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

/** What the settings page says after asking for an e-mail change that waits for confirmation. */
export const EMAIL_CHANGE_SENT = 'Confirmation links were sent to your current and new email addresses. Follow them to confirm the change.';
