/** The blocked-account rule's words and timing, shared by the site and the console. */

/** What a blocked reader or admin is told, verbatim from the spec. */
export const BLOCKED_MESSAGE = 'Your account has been blocked. Please contact support.';

/** A block reaches an open tab within a minute: the check runs on load, on every auth change and this often. */
export const BLOCK_CHECK_INTERVAL_MS = 30_000;
