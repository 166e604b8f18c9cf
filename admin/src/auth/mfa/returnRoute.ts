/**
 * Where the console opens once the code is in: the console route the admin was going to when SecondFactorGate sent
 * them to the code screen (an "Edit in Admin" link from the site, say), else the panel. Only a path of the console's
 * own hash router is taken, never the code screen itself.
 */
import { SECOND_FACTOR_ROUTE } from '../../providers/secondFactor.ts';

export function returnRoute(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  if (next === SECOND_FACTOR_ROUTE || next.startsWith(`${SECOND_FACTOR_ROUTE}/`) || next.startsWith(`${SECOND_FACTOR_ROUTE}?`)) return '/';
  return next;
}
