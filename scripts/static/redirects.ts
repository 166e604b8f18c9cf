/**
 * Redirect and rewrite rules in Netlify's `_redirects` format ("from to [status][!]", one rule per line).
 * The build writes them into dist/, a static host applies them, and our own static server parses
 * and applies the very same file, so local runs and production route identically.
 */

export interface RedirectRule {
  /** Path pattern: literal segments, `:name` placeholders, and a trailing `*` splat. */
  from: string;
  /** Target path or URL; `:name` and `:splat` are substituted. */
  to: string;
  /** 200 rewrites (the URL stays), 301/302 redirect, 404 serves `to` with a not-found status. */
  status: number;
  /** Apply even when a file exists at `from` (Netlify's `!`); otherwise existing files win. */
  force?: boolean;
}

export interface RedirectMatch {
  rule: RedirectRule;
  /** `rule.to` with placeholders filled in. */
  target: string;
}

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const [from, to, statusField = '301'] = line.split(/\s+/);
    const status = Number.parseInt(statusField, 10);
    if (!from?.startsWith('/') || !to || Number.isNaN(status)) {
      throw new Error(`_redirects line ${index + 1} is not "from to [status]": ${raw}`);
    }
    rules.push({ from, to, status, force: statusField.endsWith('!') });
  });
  return rules;
}

export function formatRedirects(rules: RedirectRule[]): string {
  // Each column as wide as its longest entry plus two spaces, so a long target never runs into its status.
  const fromWidth = Math.max(...rules.map((r) => r.from.length)) + 2;
  const toWidth = Math.max(...rules.map((r) => r.to.length)) + 2;
  const lines = rules.map((r) => `${r.from.padEnd(fromWidth)}${r.to.padEnd(toWidth)}${r.status}${r.force ? '!' : ''}`);
  return `# Written by scripts/build-site.ts. Netlify _redirects format; also read by scripts/serve-static.ts.\n${lines.join('\n')}\n`;
}

/** Placeholder values when `pathname` matches `pattern`, else null. A trailing slash is not significant. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const patternParts = trim(pattern).split('/');
  const pathParts = trim(pathname).split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const part = patternParts[i];
    if (part === '*' && i === patternParts.length - 1) {
      params.splat = pathParts.slice(i).join('/');
      return params;
    }
    const value = pathParts[i];
    if (value === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return pathParts.length === patternParts.length ? params : null;
}

export function findRedirect(rules: RedirectRule[], pathname: string, fileExists: boolean): RedirectMatch | null {
  for (const rule of rules) {
    if (fileExists && !rule.force) continue;
    const params = matchPattern(rule.from, pathname);
    if (!params) continue;
    const target = rule.to.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => params[name] ?? whole);
    return { rule, target };
  }
  return null;
}
