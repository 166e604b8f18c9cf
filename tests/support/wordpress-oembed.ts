/**
 * WordPress as an oEmbed consumer, for the embed tests: what it does with a link to a page that is not one of its
 * known providers, written from its documented behaviour (not its code):
 *   1. discovery: it fetches the page and reads, before </head>, the first <link> whose type is
 *      application/json+oembed, taking its href (absolute, entities decoded);
 *   2. it fetches that address with its own query (maxwidth, maxheight, url, dnt, format=json) and takes the
 *      response's `html` for a "rich" type;
 *   3. for a discovered provider it keeps only a <blockquote> of links followed by an <iframe> (src, width,
 *      height, title, frameborder…), adds a random secret to the frame's address (`#?secret=…`) and as
 *      data-secret, sandboxes the frame (`allow-scripts` only: no pop-ups, no top navigation) and, when there is
 *      a quote, hides the frame behind it;
 *   4. its page script (wp-embed) then listens for the frame's messages carrying that secret: any message shows
 *      the frame and hides the quote, `height` sets the frame's height (between 200 and 1000), `link` opens a URL
 *      of the frame's own host in the top window when the frame has focus; and it says `ready` to each frame once
 *      the page has loaded.
 */

const LINK_TYPES = ['application/json+oembed'];

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) found[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4];
  return found;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Step 1: the oEmbed JSON address a page announces, or null. */
export function discoverOembedUrl(html: string): string | null {
  const headEnd = html.toLowerCase().indexOf('</head>');
  const head = headEnd >= 0 ? html.slice(0, headEnd) : html;
  for (const m of head.matchAll(/<link([^<>]+)\/?>/gi)) {
    const atts = attributes(m[1]);
    if (atts.type && LINK_TYPES.includes(atts.type) && atts.href) return decodeEntities(atts.href);
  }
  return null;
}

/** Step 2's request: the discovered address with WordPress's own query. */
export function wordpressOembedRequest(discovered: string, pastedUrl: string): string {
  const url = new URL(discovered);
  url.searchParams.set('maxwidth', '600');
  url.searchParams.set('maxheight', '960');
  url.searchParams.set('url', pastedUrl);
  url.searchParams.set('dnt', '1');
  url.searchParams.set('format', 'json');
  return url.href;
}

const FRAME_ATTRIBUTES = ['src', 'width', 'height', 'frameborder', 'marginwidth', 'marginheight', 'scrolling', 'title'];

/** Step 3: the markup WordPress puts in the post for a discovered provider's `html`; null when it keeps nothing. */
export function wordpressEmbedHtml(html: string, secret: string): string | null {
  const match = /(<blockquote[^>]*>[\s\S]*?<\/blockquote>)?[\s\S]*?(<iframe[^>]*>)[\s\S]*?<\/iframe>/i.exec(html);
  if (!match) return null;
  const frame = attributes(match[2]);
  const kept = FRAME_ATTRIBUTES.filter((name) => frame[name] !== undefined).map((name) =>
    name === 'src' ? `src="${frame.src}#?secret=${secret}"` : `${name}="${frame[name]}"`,
  );
  const links = match[1] ? [...match[1].matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi)].map((a) => `<a href="${a[1]}">${a[2]}</a>`) : [];
  const quote = match[1] ? `<blockquote class="wp-embedded-content" data-secret="${secret}">${links.join('')}</blockquote>` : '';
  const hidden = quote ? ' style="position: absolute; clip: rect(1px, 1px, 1px, 1px);"' : '';
  return `${quote}<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted"${hidden} ${kept.join(' ')} data-secret="${secret}"></iframe>`;
}

/** Step 4: the host page's script. */
export const WORDPRESS_HOST_SCRIPT = `<script>
(function () {
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || !data.secret || /[^a-zA-Z0-9]/.test(data.secret)) return;
    document.querySelectorAll('blockquote[data-secret="' + data.secret + '"]').forEach(function (quote) { quote.style.display = 'none'; });
    document.querySelectorAll('iframe[data-secret="' + data.secret + '"]').forEach(function (frame) {
      if (event.source !== frame.contentWindow) return;
      frame.removeAttribute('style');
      if (data.message === 'height') frame.height = Math.max(200, Math.min(1000, parseInt(data.value, 10) || 0));
      if (data.message === 'link') {
        var target = new URL(data.value, location.href);
        var own = new URL(frame.getAttribute('src'), location.href);
        if (/^https?:$/.test(target.protocol) && target.host === own.host && document.activeElement === frame) window.top.location.href = target.href;
      }
    });
  });
  window.addEventListener('load', function () {
    document.querySelectorAll('iframe[data-secret]').forEach(function (frame) {
      frame.contentWindow.postMessage({ message: 'ready', secret: frame.getAttribute('data-secret') }, '*');
    });
  });
})();
</script>`;
