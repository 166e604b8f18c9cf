/**
 * Redirect and rewrite rules in Cloudflare Pages' `_redirects` format ("from to [status]", one rule per line).
 * The build writes them into dist/, Cloudflare Pages applies them, and our own static server parses and applies the
 * very same file the way Cloudflare does, so local runs and production route identically:
 * - rules are followed whether or not a file exists at the path (a rule can hide a page, so none may cover one);
 * - the first rule whose pattern matches the whole path wins; the path matches exactly (a trailing slash counts);
 * - `*` matches any rest of the path (`:splat` in the target), `:name` one segment;
 * - 200 serves the target's file under the requested URL; 301, 302, 303, 307, 308 redirect (302 when unset).
 * Cloudflare has no 404 rule: a path with neither a rule nor a file gets the nearest 404.html (serve-static.ts).
 */

export interface RedirectRule {
  /** Path pattern: literal segments, `:name` placeholders, `*` splats. */
  from: string;
  /** Target path or URL; `:name` and `:splat` are substituted. */
  to: string;
  /** 200 rewrites (the URL stays); 301, 302, 303, 307 and 308 redirect. */
  status: number;
}

export interface RedirectMatch {
  rule: RedirectRule;
  /** `rule.to` with placeholders filled in. */
  target: string;
}

/** The statuses Cloudflare Pages accepts in `_redirects`; it ignores a rule with any other. */
export const REDIRECT_STATUSES = [200, 301, 302, 303, 307, 308] as const;

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const [from, to, statusField = '302', ...rest] = line.split(/\s+/);
    const status = Number(statusField);
    if (!from?.startsWith('/') || !to || rest.length > 0 || !(REDIRECT_STATUSES as readonly number[]).includes(status)) {
      throw new Error(`_redirects line ${index + 1} is not "from to [${REDIRECT_STATUSES.join('|')}]": ${raw}`);
    }
    rules.push({ from, to, status });
  });
  return rules;
}

export function formatRedirects(rules: RedirectRule[]): string {
  // Each column as wide as its longest entry plus two spaces, so a long target never runs into its status.
  const fromWidth = Math.max(...rules.map((r) => r.from.length)) + 2;
  const toWidth = Math.max(...rules.map((r) => r.to.length)) + 2;
  const lines = rules.map((r) => `${r.from.padEnd(fromWidth)}${r.to.padEnd(toWidth)}${r.status}`);
  return `# Written by scripts/build-site.ts (scripts/static/site-redirects.ts). Cloudflare Pages _redirects format; also read by scripts/serve-static.ts.\n${lines.join('\n')}\n`;
}

/** Whether a rule has a splat or a placeholder (Cloudflare counts these "dynamic" rules separately). */
export function isDynamic(rule: RedirectRule): boolean {
  return /\*|\/:[A-Za-z]/.test(rule.from);
}

function patternRegExp(pattern: string): RegExp {
  const escape = (text: string) => text.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&');
  const source = pattern
    .split('*')
    .map((part) => escape(part).replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)'))
    .join('(?<splat>.*)');
  return new RegExp(`^${source}$`);
}

/** Placeholder values when `pathname` matches `pattern` as a whole, else null. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const match = patternRegExp(pattern).exec(pathname);
  return match ? { ...match.groups } : null;
}

export function findRedirect(rules: RedirectRule[], pathname: string): RedirectMatch | null {
  for (const rule of rules) {
    const params = matchPattern(rule.from, pathname);
    if (!params) continue;
    const target = rule.to.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => params[name] ?? whole);
    return { rule, target };
  }
  return null;
}
