/**
 * The third-party notices the build ships at /third-party-notices.txt: every production dependency whose code can
 * reach dist/, with its licence and the licence text from its package. Which ones reach dist/ is read from the
 * sources: the packages the site, the console and lib/ import (tests left out), with everything they depend on
 * (package-lock.json), plus what the build configuration puts into the output: the build tools' own runtimes (Astro's
 * island loader, Pagefind's search, Tailwind's base styles) and Preact, which astro.config.mjs puts in React's place
 * in the islands. Listing a package the bundler then shook out costs a few lines; missing
 * one would not be honest.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface LockedPackage {
  name: string;
  version: string;
  license?: string;
  /** Folder relative to the project root (node_modules/…). */
  location: string;
  dependencies: string[];
}

/** Packages whose own code lands in dist/ through the build configuration (their dependencies do not). */
const RUNTIME_WRITING_TOOLS = ['astro', 'pagefind', 'tailwindcss', 'preact'];
/** Packages only the site's build-time code imports, whose code never lands in dist/ (esbuild minifies the head's inline script: site/components/head-scripts/head-script.ts). */
const BUILD_TIME_TOOLS = ['esbuild'];
/** Where the shipped code lives. */
const SOURCE_DIRS = ['site', 'admin/src', 'lib'];
const IMPORT = /(?:from\s+|import\s*\(?\s*)['"]((?:@[\w.-]+\/)?[\w.-]+)(?:\/[^'"]*)?['"]/g;

interface PackageLock {
  packages: Record<
    string,
    {
      name?: string;
      version?: string;
      license?: string;
      dev?: boolean;
      devOptional?: boolean;
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    }
  >;
}

/** The production (non-dev) packages of package-lock.json, keyed by their folder. */
export function productionPackages(root: string): Map<string, LockedPackage> {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as PackageLock;
  const result = new Map<string, LockedPackage>();
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (!location || entry.dev || entry.devOptional) continue;
    const name = entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    result.set(location, {
      name,
      version: entry.version ?? '',
      license: entry.license,
      location,
      // Peer dependencies are left out: the shipped code imports them itself (react, react-dom), and build tools declare theirs.
      dependencies: Object.keys({ ...entry.dependencies, ...entry.optionalDependencies }),
    });
  }
  return result;
}

/** Node's lookup: the nearest node_modules/<name> from a package's folder up to the root. */
function resolveFrom(packages: Map<string, LockedPackage>, from: string, name: string): LockedPackage | undefined {
  let base = from;
  for (;;) {
    const hit = packages.get(`${base ? `${base}/` : ''}node_modules/${name}`);
    if (hit) return hit;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/** Package names imported by the shipped sources. */
export function importedPackages(root: string): Set<string> {
  const names = new Set<string>();
  for (const dir of SOURCE_DIRS) {
    const full = path.join(root, dir);
    if (!existsSync(full)) continue;
    for (const file of readdirSync(full, { recursive: true, encoding: 'utf8' })) {
      if (!/\.(ts|tsx|astro|mjs|js|css)$/.test(file) || /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('node_modules')) continue;
      // Type-only imports vanish in the build.
      const code = readFileSync(path.join(full, file), 'utf8').replace(/import\s+type\s[^;]+;/g, '');
      for (const match of code.matchAll(IMPORT)) names.add(match[1]);
    }
  }
  return names;
}

/** The production packages whose code can reach dist/, sorted by name. */
export function shippedPackages(root: string): LockedPackage[] {
  const packages = productionPackages(root);
  const shipped = new Map<string, LockedPackage>();
  const visit = (pkg: LockedPackage, withDependencies: boolean) => {
    if (shipped.has(pkg.location) && withDependencies) return;
    shipped.set(pkg.location, pkg);
    if (!withDependencies) return;
    for (const name of pkg.dependencies) {
      const dependency = resolveFrom(packages, pkg.location, name);
      if (dependency) visit(dependency, true);
    }
  };
  for (const name of importedPackages(root)) {
    const pkg = packages.get(`node_modules/${name}`);
    if (pkg && !RUNTIME_WRITING_TOOLS.includes(name) && !BUILD_TIME_TOOLS.includes(name)) visit(pkg, true);
  }
  for (const name of RUNTIME_WRITING_TOOLS) {
    const pkg = packages.get(`node_modules/${name}`);
    if (pkg) visit(pkg, false);
  }
  return [...shipped.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

const LICENCE_FILE = /^(licen[cs]e|copying|notice)(\.[\w-]+)?$/i;

/** The licence texts a package ships (LICENSE, COPYING, NOTICE …). */
export function licenceTexts(root: string, pkg: LockedPackage): string[] {
  const dir = path.join(root, pkg.location);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && LICENCE_FILE.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8').trim());
}

export function thirdPartyNotices(root: string, packages = shippedPackages(root)): string {
  const rule = '='.repeat(78);
  const header = [
    'Reformed Devotionals: third-party notices',
    '',
    'This site and its admin console are free software under the GNU General Public License, version 3 or later',
    '(GPL-3.0-or-later); the sample content is licensed CC BY-SA 4.0. They include the following packages, each',
    'under its own licence, given below with the licence text the package ships.',
    '',
    ...packages.map((pkg) => `  ${pkg.name} ${pkg.version}: ${pkg.license ?? 'see its licence text'}`),
  ].join('\n');
  const sections = packages.map((pkg) => {
    const texts = licenceTexts(root, pkg);
    const body = texts.length ? texts.join('\n\n') : `(The package ships no licence file; its package.json declares ${pkg.license ?? 'no licence'}.)`;
    return `${rule}\n${pkg.name} ${pkg.version}\nLicence: ${pkg.license ?? 'unknown'}\n${rule}\n\n${body}\n`;
  });
  return `${header}\n\n${sections.join('\n')}`;
}
