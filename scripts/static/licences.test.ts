/**
 * Licences: every production dependency's licence must be compatible with the project's GPL-3.0-or-later (the list is
 * printed, so a reviewer sees it), and the notices the build ships name every package that reaches dist/ with its text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isAllowedLicence } from './licence-policy.ts';
import { productionPackages, shippedPackages, thirdPartyNotices } from './third-party-notices.ts';
import { sourceRepositoryUrl } from '@lib/project-licence.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('licences', () => {
  it('the project is GPL-3.0-or-later, with the GPL text in LICENSE', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { license: string };
    expect(manifest.license).toBe('GPL-3.0-or-later');
    const licence = readFileSync(path.join(ROOT, 'LICENSE'), 'utf8');
    expect(licence).toContain('GNU GENERAL PUBLIC LICENSE');
    expect(licence).toContain('Version 3, 29 June 2007');
    expect(readFileSync(path.join(ROOT, 'content/README.md'), 'utf8')).toContain('CC BY-SA 4.0');
  });

  it('every production dependency has a licence compatible with GPL-3.0-or-later', () => {
    const packages = [...productionPackages(ROOT).values()];
    const byLicence = new Map<string, string[]>();
    for (const pkg of packages) byLicence.set(pkg.license ?? '(none)', [...(byLicence.get(pkg.license ?? '(none)') ?? []), pkg.name]);
    console.log(
      `Production dependencies by licence (${packages.length}):\n` +
        [...byLicence]
          .sort((a, b) => b[1].length - a[1].length)
          .map(([licence, names]) => `  ${licence}: ${names.length}${names.length <= 5 ? ` (${names.join(', ')})` : ''}`)
          .join('\n'),
    );
    const refused = packages.filter((pkg) => !isAllowedLicence(pkg.license)).map((pkg) => `${pkg.name}@${pkg.version}: ${pkg.license ?? 'no licence'}`);
    expect(refused).toEqual([]);
  });

  it('the allow-list reads SPDX expressions: OR needs one allowed choice, AND all', () => {
    expect(isAllowedLicence('MIT')).toBe(true);
    expect(isAllowedLicence('(MPL-2.0 OR Apache-2.0)')).toBe(true);
    expect(isAllowedLicence('Apache-2.0 AND LGPL-3.0-or-later')).toBe(true);
    expect(isAllowedLicence('SSPL-1.0')).toBe(false);
    expect(isAllowedLicence('MIT AND CC-BY-NC-4.0')).toBe(false);
    expect(isAllowedLicence('(CC-BY-NC-4.0 OR MIT)')).toBe(true);
    expect(isAllowedLicence(undefined)).toBe(false);
  });

  it('the notices name the copyleft packages the console and site ship, each with its licence text', () => {
    const names = shippedPackages(ROOT).map((pkg) => pkg.name);
    for (const name of [
      '@echogarden/espeak-ng-emscripten',
      '@breezystack/lamejs',
      '@resvg/resvg-wasm',
      '@fontsource/lora',
      'react',
      'react-admin',
      '@supabase/supabase-js',
      'astro',
      'preact',
    ]) {
      expect(names, name).toContain(name);
    }
    // Server-side and build-only packages do not reach dist/.
    for (const name of ['pg', '@electric-sql/pglite', 'bcryptjs', 'esbuild']) expect(names, name).not.toContain(name);
    const notices = thirdPartyNotices(ROOT);
    expect(notices).toContain('GPL-3.0-or-later');
    expect(notices).toMatch(/@echogarden\/espeak-ng-emscripten [\d.]+\nLicence: GPL-3\.0\n=+\n\n[\s\S]*GNU GENERAL PUBLIC LICENSE/);
    expect(notices).toMatch(/@fontsource\/lora [\d.]+\nLicence: OFL-1\.1\n=+\n\n[\s\S]*SIL OPEN FONT LICENSE/i);
  });

  it('the console offers the source at the configured repository, never at a non-web address', () => {
    expect(sourceRepositoryUrl('https://example.org/church/devotionals', '')).toBe('https://example.org/church/devotionals');
    expect(sourceRepositoryUrl('javascript:alert(1)', '')).toBeNull();
    expect(sourceRepositoryUrl(undefined, 'https://example.org/upstream')).toBe('https://example.org/upstream');
    expect(sourceRepositoryUrl('', '')).toBeNull();
  });
});
