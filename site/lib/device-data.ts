/**
 * Which of this browser's local storage entries belong to an account, for when the account is deleted:
 * entries named after it (the dashboard's dismissed profile banner, lib/account/profile.ts) and the practice page's
 * (its voice and its shorter-start choice, site/islands/practice). The theme and text size stay: they are the
 * browser's way of showing the site, not anything about the reader, and a signed-out visitor has them too.
 */
const PRACTICE_PREFIX = 'rd-practice';

export function accountKeysOnDevice(keys: readonly string[], userId: string): string[] {
  return keys.filter((key) => key.includes(userId) || key.startsWith(PRACTICE_PREFIX));
}
