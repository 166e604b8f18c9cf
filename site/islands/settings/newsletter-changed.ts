/**
 * The event the e-mail and Reminders sections of /settings send when they change the account's e-mail (the
 * Reminders' e-mail channel is the daily e-mail), so the other reloads what it shows.
 */
export const NEWSLETTER_CHANGED = 'rd:newsletter-changed';
