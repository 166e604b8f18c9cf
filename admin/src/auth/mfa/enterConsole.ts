import { returnRoute } from './returnRoute.ts';

/**
 * Into the console from the top, so every check (admin rights, the second factor) runs again with the session as it
 * now is: at the console route given (see returnRoute), else at the panel (`#/`).
 */
export function enterConsole(next?: unknown) {
  window.location.replace(new URL(`${import.meta.env.BASE_URL || '/admin/'}#${returnRoute(next)}`, window.location.origin).href);
}
