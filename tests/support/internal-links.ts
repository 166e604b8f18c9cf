/**
 * The site's links to itself in what the build ships, and whether each names a page at its canonical address. The
 * site is served with trailing slashes (Cloudflare Pages answers /auth with a 308 to /auth/), so a link to /auth
 * costs a reader one more round trip before the page starts to load. A page's address ends in a slash; a file's
 * (/rss.xml, /devotional/{id}/verse-card.png, /oembed/today.json) keeps its name. The query and the fragment follow
 * the slash: /auth/?next=…, /confessions/{slug}/#question-1.
 */

export interface InternalLink {
  /** As written in the file, entities decoded. */
  href: string;
  pathname: string;
  search: string;
}

/** An href attribute, quoted either way or not at all. */
const HREF_ATTRIBUTE = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
/** An href prop in a shipped script (an island's JSX, compiled: `href:"/settings/"`), a literal without expressions. */
const HREF_PROP = /\bhref\s*:\s*(?:"(\/[^"\\]*)"|'(\/[^'\\]*)'|`(\/[^`\\$]*)`)/g;

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'", '#x2F': '/', '#47': '/' };

function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|apos|lt|gt|#39|#x27|#x2F|#47);/gi, (entity, name: string) => ENTITIES[name] ?? ENTITIES[name.toLowerCase()] ?? entity);
}

/**
 * The link as a path on the site, or null when it leads elsewhere: another host, `mailto:`, a fragment or query of
 * the same page, or a relative address (the site writes none to pages).
 */
export function internalLink(href: string, origin: string): InternalLink | null {
  const value = href.trim();
  const site = new URL(origin).origin;
  const onSite = (value.startsWith('/') && !value.startsWith('//')) || value === site || value.startsWith(`${site}/`);
  if (!onSite) return null;
  const url = new URL(value, site);
  return { href: value, pathname: url.pathname, search: url.search };
}

/** Every link to the site in a page's HTML: the href of every element (a, link, area), including inline templates. */
export function htmlLinks(html: string, origin: string): InternalLink[] {
  const links: InternalLink[] = [];
  for (const m of html.matchAll(HREF_ATTRIBUTE)) {
    const link = internalLink(decodeEntities(m[1] ?? m[2] ?? m[3] ?? ''), origin);
    if (link) links.push(link);
  }
  return links;
}

/** The literal href props in a built script: the links an island renders once it runs. */
export function scriptLinks(script: string, origin: string): InternalLink[] {
  const links: InternalLink[] = [];
  for (const m of script.matchAll(HREF_PROP)) {
    const link = internalLink(m[1] ?? m[2] ?? m[3] ?? '', origin);
    if (link) links.push(link);
  }
  return links;
}

/** Whether the path names a page without its trailing slash: its last segment has no file extension. */
export function lacksTrailingSlash(pathname: string): boolean {
  if (pathname.endsWith('/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}
