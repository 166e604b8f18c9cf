/**
 * Response headers in Cloudflare Pages' `_headers` format ("a path pattern, then indented
 * `Name: value` lines", and `! Name` to detach a header an earlier rule set). The build writes dist/_headers
 * (security headers with a Content-Security-Policy made for this build, long-lived caching for hashed assets), the
 * host applies it, and scripts/serve-static.ts applies the very same file, so local runs send what production sends.
 */
import { DEFAULT_LOCALE, LOCALES } from '@lib/i18n/locales.ts';

export interface HeaderRule {
  /** Path pattern: literal, or ending in `*` (any rest of the path). */
  path: string;
  /** Headers an earlier matching rule set that this one removes (`! Name`), before it adds its own. */
  detach?: string[];
  headers: Record<string, string>;
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (!raw.trim() || raw.trim().startsWith('#')) return;
    if (!/^\s/.test(raw)) {
      const path = raw.trim();
      if (!path.startsWith('/')) throw new Error(`_headers line ${index + 1}: a rule starts with a path, got "${raw}"`);
      rules.push({ path, headers: {} });
      return;
    }
    const rule = rules.at(-1);
    const detach = /^\s+!\s*([A-Za-z0-9-]+)\s*$/.exec(raw);
    if (rule && detach) {
      (rule.detach ??= []).push(detach[1]);
      return;
    }
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(raw);
    if (!rule || !match) throw new Error(`_headers line ${index + 1} is not "  Name: value" or "  ! Name" under a path: ${raw}`);
    rule.headers[match[1]] = match[2].trim();
  });
  return rules;
}

export function formatHeaders(rules: HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [rule.path, ...(rule.detach ?? []).map((name) => `  ! ${name}`), ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Written by scripts/build-site.ts (scripts/static/headers.ts). Cloudflare Pages _headers format; also read by scripts/serve-static.ts.\n${blocks.join('\n')}\n`;
}

function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pathname === pattern || pathname === pattern.replace(/\/$/, '') || pathname === `${pattern}/`;
}

/**
 * Every header the rules give a path, lower-case names, as Cloudflare Pages applies them: matching rules in file
 * order, each first detaching its `! Name` headers, then setting its own; a header an earlier rule already set is
 * not replaced but joined to it with ", " (two Content-Security-Policy values would be two policies, both
 * enforced, which is why a rule that changes the policy detaches it first).
 */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  const set = new Set<string>();
  for (const rule of rules) {
    if (!matches(rule.path, pathname)) continue;
    for (const name of rule.detach ?? []) delete result[name.toLowerCase()];
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase();
      result[key] = set.has(key) && result[key] !== undefined ? `${result[key]}, ${value}` : value;
      set.add(key);
    }
  }
  return result;
}

export interface CspInput {
  /** The Supabase project (API, storage, auth) the browser talks to. */
  supabaseUrl?: string;
  /** Further origins that serve covers and audio (MEDIA_HOSTS). */
  mediaHosts?: string[];
  /** sha256 hashes (base64) of the inline <script> elements. */
  scriptHashes?: string[];
  /** sha256 hashes (base64) of inline event handler attributes (allowed with 'unsafe-hashes'). */
  handlerHashes?: string[];
}

/** An http(s) origin, or null for anything else (so a bad setting cannot widen the policy). */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The site's and the console's policy: scripts only from the site itself (inline ones by hash; WebAssembly for
 * the search index and the narration voices), data only from the site and the Supabase project, media also from
 * the configured hosts, no plugins. No other site may frame a page (the cards under /embed/ have their own policy,
 * embedContentSecurityPolicy); a page may frame only the site itself, which is how /churches/ previews the cards.
 */
export function contentSecurityPolicy(input: CspInput): string {
  const supabase = input.supabaseUrl ? originOf(input.supabaseUrl) : null;
  const media = [...new Set((input.mediaHosts ?? []).map(originOf).filter((o): o is string => Boolean(o)))];
  const hashes = [...new Set(input.scriptHashes ?? [])].sort().map((h) => `'sha256-${h}'`);
  const handlers = [...new Set(input.handlerHashes ?? [])].sort().map((h) => `'sha256-${h}'`);
  const api = supabase ? [supabase] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...(handlers.length ? ["'unsafe-hashes'", ...handlers] : []), ...hashes]],
    // React islands, the console's component library and Astro set style attributes at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...api, ...media]],
    ['media-src', ["'self'", 'data:', 'blob:', ...api, ...media]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...api, ...media]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * The cards a church frames (/embed/*): any site may frame them; they load nothing (their style, their picture and
 * their one script are inline, the script allowed by its hash), send nothing anywhere and submit no form.
 */
export function embedContentSecurityPolicy({ scriptHashes = [] }: { scriptHashes?: string[] }): string {
  const hashes = [...new Set(scriptHashes)].sort().map((h) => `'sha256-${h}'`);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', hashes.length ? hashes : ["'none'"]],
    ['style-src', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ['*']],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * The rules the build writes: security headers everywhere, immutable caching where file names carry a hash.
 * Under /embed/ the site's policy and X-Frame-Options are detached and the cards' own policy takes their place;
 * every other page keeps `frame-ancestors 'none'` and X-Frame-Options DENY.
 */
/** The editions' path prefixes: English at the root, then /nl and /es (each has its cards and its week list). */
const EDITION_PREFIXES = ['', ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => `/${locale}`)];

export function siteHeaderRules(csp: string, embedCsp: string): HeaderRule[] {
  const immutable = { 'Cache-Control': 'public, max-age=31536000, immutable' };
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': csp,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
        // HTTPS only for a year once a browser has seen the site over HTTPS (browsers ignore it over http, as on
        // `npm start`). Not includeSubDomains nor preload: those bind every other name under the site's domain,
        // which the domain's owner decides, not the site (docs/security.md).
        'Strict-Transport-Security': 'max-age=31536000',
      },
    },
    { path: '/_astro/*', headers: immutable },
    // The service worker: the browser must see each build's worker at once (docs/offline.md); scope / by its place.
    { path: '/sw.js', headers: { 'Cache-Control': 'no-cache' } },
    ...EDITION_PREFIXES.map((prefix) => ({ path: `${prefix}/offline/week.json`, headers: { 'Cache-Control': 'no-cache' } })),
    { path: '/admin/assets/*', headers: immutable },
    // Each edition's cards and oEmbed files (/embed/…, /nl/embed/…, /es/embed/…).
    ...EDITION_PREFIXES.map((prefix) => ({
      path: `${prefix}/embed/*`,
      detach: ['Content-Security-Policy', 'X-Frame-Options'],
      headers: { 'Content-Security-Policy': embedCsp },
    })),
    // Public data any page's script may read, as an oEmbed consumer in a browser does.
    ...EDITION_PREFIXES.map((prefix) => ({ path: `${prefix}/oembed/*`, headers: { 'Access-Control-Allow-Origin': '*' } })),
  ];
}
