/**
 * Which console addresses the light sign-in form (lightSignIn.ts) answers: any, for a visitor with no stored session,
 * except the screens that work without one (forgot password, setting a new password from the e-mailed link, the
 * sign-in page showing a link's error), which are the full console's.
 */
const FULL_CONSOLE_ROUTES = ['/forgot-password', '/set-password'];
/** Routes that only make sense as a step of the console's own flow: after signing in, the panel instead. */
const FLOW_ROUTES = ['/login', '/not-an-admin', '/account-blocked', '/two-factor', ...FULL_CONSOLE_ROUTES];

const routeOf = (hash: string) => hash.replace(/^#/, '').split('?')[0] || '/';

export function lightSignInAnswers(hash: string): boolean {
  if (/^#\/login\?/.test(hash)) return false;
  return !FULL_CONSOLE_ROUTES.some((route) => routeOf(hash) === route || routeOf(hash).startsWith(`${route}/`));
}

/** Where the console opens once the light form has signed in: the screen asked for, else the panel. */
export function routeAfterSignIn(hash: string): string {
  const route = routeOf(hash);
  return FLOW_ROUTES.includes(route) ? '#/' : `#${hash.replace(/^#/, '') || '/'}`;
}
