/**
 * Which licences the project's production dependencies may carry. The project is GPL-3.0-or-later (the narration
 * engine, espeak-ng, is GPL-3.0), so every dependency must be usable in a GPL-3.0 work: permissive licences, the
 * weak copylefts whose terms GPL-3.0 meets (LGPL-3.0, MPL-2.0 by its secondary-licence clause), GPL-3.0 itself, and
 * the font licence of the typeface the site ships (OFL-1.1, for the font files only, which stay separate works).
 * A dependency under anything else fails `npm test` (scripts/static/licences.test.ts) until someone decides.
 */

export const ALLOWED_LICENCES = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  'CC-BY-4.0',
  'GPL-3.0',
  'GPL-3.0-only',
  'GPL-3.0-or-later',
  'ISC',
  'LGPL-3.0',
  'LGPL-3.0-only',
  'LGPL-3.0-or-later',
  'MIT',
  'MIT-0',
  'MPL-2.0',
  'OFL-1.1',
  'Python-2.0',
  'Unlicense',
  'Zlib',
]);

/**
 * Whether an SPDX expression is allowed: with OR one allowed choice is enough, with AND every part must be allowed.
 * Parentheses are flattened, which is exact for the expressions npm packages use (one operator per level).
 */
export function isAllowedLicence(expression: string | undefined): boolean {
  if (!expression?.trim()) return false;
  const flat = expression.replace(/[()]/g, ' ').trim();
  if (/\sOR\s/.test(flat)) return flat.split(/\s+OR\s+/).some((part) => isAllowedLicence(part));
  if (/\sAND\s/.test(flat)) return flat.split(/\s+AND\s+/).every((part) => isAllowedLicence(part));
  return ALLOWED_LICENCES.has(flat.replace(/\+$/, '-or-later'));
}
