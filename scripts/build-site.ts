/**
 * Builds what a static host serves, into dist/:
 *   1. the reader site (astro build, reading the API with the anon key),
 *   2. the search index (pagefind over the built pages),
 *   3. the admin console (admin/dist, built by `npm run build:admin`) copied to dist/admin/,
 *   4. dist/_redirects, the routing rules a host needs (see scripts/static/site-redirects.ts).
 *
 *   npm run build          (admin, then site)
 *   npm run build:site     (steps 1-4; the admin must already be built)
 *
 * Reads PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY from the environment (or .env).
 */
import { spawn } from 'node:child_process';
import { cp, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatRedirects } from './static/redirects.ts';
import { SITE_REDIRECTS } from './static/site-redirects.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_DIR = path.join(ROOT, 'dist');
export const ADMIN_DIST_DIR = path.join(ROOT, 'admin/dist');

export interface BuildEnv {
  /** API the build reads and the browser code talks to. */
  supabaseUrl?: string;
  /** The anon key: the only key that ever goes into the build. */
  anonKey?: string;
  /** Public address of the site (canonical URLs). */
  siteUrl?: string;
  /** The Bible text service the admin's passage lookup calls (PUBLIC_BIBLE_API_URL; default bible-api.com). */
  bibleApiUrl?: string;
  /** Output folder; default dist/. */
  outDir?: string;
  /** Keep the build tools' output unless they fail; default prints it. */
  quiet?: boolean;
}

/** Runs a package's command-line entry with this Node, so the pinned Node 22 builds everything. */
function runPackageBin(pkg: string, bin: string, args: string[], env: BuildEnv): Promise<void> {
  // Read the manifest from disk: some packages (pagefind) do not export ./package.json.
  const packageDir = path.join(ROOT, 'node_modules', pkg);
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { bin: string | Record<string, string> };
  const relative = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[bin];
  const entry = path.join(packageDir, relative);
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  if (env.supabaseUrl) childEnv.PUBLIC_SUPABASE_URL = env.supabaseUrl;
  if (env.anonKey) childEnv.PUBLIC_SUPABASE_ANON_KEY = env.anonKey;
  if (env.siteUrl) childEnv.SITE_URL = env.siteUrl;
  if (env.bibleApiUrl) childEnv.PUBLIC_BIBLE_API_URL = env.bibleApiUrl;
  if (env.outDir) childEnv.SITE_OUT_DIR = path.resolve(env.outDir);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], {
      cwd: ROOT,
      env: childEnv,
      stdio: env.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${bin} ${args.join(' ')} failed (${signal ?? `exit ${code}`})${env.quiet ? `:\n${output}` : ''}`));
    });
  });
}

/** The admin console into `outDir` (default admin/dist). */
export async function buildAdmin(env: BuildEnv = {}, outDir = ADMIN_DIST_DIR): Promise<void> {
  const args = ['build', '--config', 'admin/vite.config.ts', '--outDir', path.resolve(outDir), '--emptyOutDir', '--logLevel', 'warn'];
  await runPackageBin('vite', 'vite', args, { ...env, outDir: undefined });
}

async function buildReaderSite(env: BuildEnv, outDir: string): Promise<void> {
  await runPackageBin('astro', 'astro', ['build', '--silent'], { ...env, outDir });
  await runPackageBin('pagefind', 'pagefind', ['--site', outDir, '--quiet'], env);
}

async function writeRewrites(outDir: string): Promise<void> {
  await writeFile(path.join(outDir, '_redirects'), formatRedirects(SITE_REDIRECTS));
}

/** The site plus an already built admin console (admin/dist), as `npm run build:site` does. */
export async function buildSite(env: BuildEnv = {}): Promise<void> {
  const outDir = path.resolve(env.outDir ?? DIST_DIR);
  const adminIndex = await stat(path.join(ADMIN_DIST_DIR, 'index.html')).catch(() => null);
  if (!adminIndex) throw new Error('admin/dist is missing: run `npm run build:admin` first (or `npm run build`).');
  await buildReaderSite(env, outDir);
  await rm(path.join(outDir, 'admin'), { recursive: true, force: true });
  await cp(ADMIN_DIST_DIR, path.join(outDir, 'admin'), { recursive: true });
  await writeRewrites(outDir);
}

/** The whole static output in one go: site, search index, admin at /admin/, rewrites. */
export async function buildAll(env: BuildEnv = {}): Promise<void> {
  const outDir = path.resolve(env.outDir ?? DIST_DIR);
  await buildReaderSite(env, outDir);
  await buildAdmin(env, path.join(outDir, 'admin'));
  await writeRewrites(outDir);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  // .env fills in what the environment does not set, for every build step (see .env.example).
  if (existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
  const all = process.argv.includes('--all');
  try {
    await (all ? buildAll() : buildSite());
    console.log(`Built ${path.relative(process.cwd(), DIST_DIR) || 'dist'}/`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
