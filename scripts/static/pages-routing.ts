/**
 * How Cloudflare Pages answers a path, as a pure function over the build's file list, so scripts/serve-static.ts
 * (and with it `npm start`, `npm run preview` and the browser tests) routes exactly as production does:
 *   1. `_redirects` first, whether or not a file exists at the path (redirects.ts);
 *   2. the file, with Pages' "auto trailing slash" HTML handling: /about/ serves about/index.html and /about
 *      redirects there (308); /contact serves contact.html and /contact.html, /about/index.html redirect to the
 *      extension-less form;
 *   3. otherwise the nearest 404.html, walking up from the path (/devotional/x/ → devotional/404.html → 404.html),
 *      with status 404.
 */
import { findRedirect, type RedirectRule } from './redirects.ts';

export type Answer = { kind: 'file'; file: string; status: 200 | 404 } | { kind: 'redirect'; location: string; status: number } | { kind: 'missing' };

/** Whether the build has a file at this path ('/about/index.html'). */
export type FileExists = (file: string) => boolean | Promise<boolean>;

/** Files a host keeps for itself: its configuration and dotfiles. */
const PRIVATE_FILE = /(^|\/)(_redirects|_headers|_routes\.json|\.[^/]*)(\/|$)/;

function withSearch(location: string, search: string): string {
  return location.includes('?') || !search ? location : location + search;
}

/** The file a path serves, a redirect to its canonical form, or null. */
export async function resolveAsset(pathname: string, exists: FileExists): Promise<Answer | null> {
  const has = async (file: string) => !PRIVATE_FILE.test(file) && !file.includes('\0') && (await exists(file));
  const index = /^(.*\/)index(\.html)?$/.exec(pathname);
  if (index && (await has(`${index[1]}index.html`))) return { kind: 'redirect', location: index[1], status: 308 };
  if (pathname.endsWith('.html') && (await has(pathname))) return { kind: 'redirect', location: pathname.slice(0, -5), status: 308 };
  if (pathname.endsWith('/')) {
    if (await has(`${pathname}index.html`)) return { kind: 'file', file: `${pathname}index.html`, status: 200 };
    const bare = pathname.slice(0, -1);
    if (bare && (await has(`${bare}.html`))) return { kind: 'redirect', location: bare, status: 308 };
    return null;
  }
  if (await has(pathname)) return { kind: 'file', file: pathname, status: 200 };
  if (await has(`${pathname}.html`)) return { kind: 'file', file: `${pathname}.html`, status: 200 };
  if (await has(`${pathname}/index.html`)) return { kind: 'redirect', location: `${pathname}/`, status: 308 };
  return null;
}

/** The 404.html nearest to a path, from its own folder up to the root. */
export async function nearestNotFound(pathname: string, exists: FileExists): Promise<string | null> {
  const segments = pathname.split('/').filter(Boolean);
  if (!pathname.endsWith('/')) segments.pop();
  for (let depth = segments.length; depth >= 0; depth--) {
    const candidate = `/${segments
      .slice(0, depth)
      .map((s) => `${s}/`)
      .join('')}404.html`;
    if (!PRIVATE_FILE.test(candidate) && (await exists(candidate))) return candidate;
  }
  return null;
}

export async function answerFor(pathname: string, search: string, rules: RedirectRule[], exists: FileExists): Promise<Answer> {
  const rule = findRedirect(rules, pathname);
  if (rule && rule.rule.status !== 200) return { kind: 'redirect', location: withSearch(rule.target, search), status: rule.rule.status };
  if (rule) {
    const target = await resolveAsset(new URL(rule.target, 'http://host').pathname, exists);
    if (target?.kind === 'file') return target;
  } else {
    const asset = await resolveAsset(pathname, exists);
    if (asset?.kind === 'redirect') return { ...asset, location: withSearch(asset.location, search) };
    if (asset) return asset;
  }
  const notFound = await nearestNotFound(pathname, exists);
  return notFound ? { kind: 'file', file: notFound, status: 404 } : { kind: 'missing' };
}
