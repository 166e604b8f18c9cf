/**
 * The project's licence facts, for the console's notice and the build: the code is GPL-3.0-or-later, the build ships
 * its third-party notices at one address, and the source is offered at the repository a deployment names.
 */

export const PROJECT_LICENCE = 'GPL-3.0-or-later';
export const THIRD_PARTY_NOTICES_PATH = '/third-party-notices.txt';

/**
 * Where the source is offered when a deployment does not say (PUBLIC_SOURCE_URL): the project's public repository,
 * filled in here once it has one. A church that changes the code points PUBLIC_SOURCE_URL at its own copy: the GPL
 * asks that the people who run the console can get the source of what they run.
 */
export const DEFAULT_SOURCE_URL = '';

/** The repository address to link to: the configured one when it is an http(s) URL, else the default, else null. */
export function sourceRepositoryUrl(configured: string | undefined, fallback: string = DEFAULT_SOURCE_URL): string | null {
  for (const value of [configured?.trim(), fallback.trim()]) {
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // not a URL: try the next
    }
  }
  return null;
}
