import { describe, expect, it } from 'vitest';
import { RESIZE_SCRIPT } from './resize-script.ts';

const SITE = 'https://devotionals.example.org';

/**
 * Runs /embed/resize.js on a stand-in church page holding our frames (English, Dutch and Spanish cards, and one still
 * on its empty first document), one of another site, and one of ours that is not a card.
 */
function runResizeScript(readyState = 'complete') {
  const frame = (src: string, blank = false) => {
    const received: unknown[] = [];
    const contentWindow = {
      postMessage: (data: unknown) => received.push(data),
      // A loaded card is another origin's document, whose address the church page may not read.
      get location() {
        if (blank) return { href: 'about:blank' };
        throw new Error('SecurityError: Blocked a frame from accessing a cross-origin frame.');
      },
    };
    return { src, style: {} as Record<string, string>, received, contentWindow };
  };
  const frames = [
    frame(`${SITE}/embed/today/`),
    frame(`${SITE}/embed/catechism/?size=compact`),
    frame('https://video.example.com/embed/1'),
    frame(`${SITE}/nl/embed/today/`),
    frame(`${SITE}/es/embed/devotional/1/?translation=bsb`),
    frame(`${SITE}/nl/embed/catechism/`, true),
    frame(`${SITE}/devotional/1/`),
  ];
  let onMessage: ((event: { origin: string; source: unknown; data: unknown }) => void) | undefined;
  const documentListeners: Record<string, () => void> = {};
  const document = {
    readyState,
    currentScript: { src: `${SITE}/embed/resize.js` },
    getElementsByTagName: (name: string) => (name === 'iframe' ? frames : []),
    addEventListener: (type: string, listener: () => void) => (documentListeners[type] = listener),
  };
  const window = { addEventListener: (type: string, listener: typeof onMessage) => type === 'message' && (onMessage = listener) };
  new Function('window', 'document', 'URL', RESIZE_SCRIPT)(window, document, URL);
  return { frames, message: (event: { origin: string; source: unknown; data: unknown }) => onMessage!(event), documentListeners };
}

describe('/embed/resize.js', () => {
  it('is at most 1 KB', () => {
    expect(Buffer.byteLength(RESIZE_SCRIPT)).toBeLessThanOrEqual(1024);
  });

  it("sets the height of the frame whose card sent it, and only for this site's cards", () => {
    const page = runResizeScript();
    const [today, catechism, other] = page.frames;
    page.message({ origin: SITE, source: catechism.contentWindow, data: { message: 'height', value: 287 } });
    expect(catechism.style.height).toBe('287px');
    expect(today.style.height).toBeUndefined();
    // Another origin, another kind of message, or a nonsense height change nothing.
    page.message({ origin: 'https://video.example.com', source: other.contentWindow, data: { message: 'height', value: 900 } });
    page.message({ origin: SITE, source: today.contentWindow, data: { message: 'link', value: 900 } });
    page.message({ origin: SITE, source: today.contentWindow, data: { message: 'height', value: 'tall' } });
    expect(today.style.height).toBeUndefined();
    expect(other.style.height).toBeUndefined();
    // A runaway height is capped.
    page.message({ origin: SITE, source: today.contentWindow, data: { message: 'height', value: 99999 } });
    expect(today.style.height).toBe('3000px');
  });

  it("fits every edition's cards, and no other frame of the site", () => {
    const page = runResizeScript();
    const [, , , dutch, spanish, , page404] = page.frames;
    page.message({ origin: SITE, source: dutch.contentWindow, data: { message: 'height', value: 512 } });
    page.message({ origin: SITE, source: spanish.contentWindow, data: { message: 'height', value: 498 } });
    page.message({ origin: SITE, source: page404.contentWindow, data: { message: 'height', value: 400 } });
    expect([dutch.style.height, spanish.style.height, page404.style.height]).toEqual(['512px', '498px', undefined]);
  });

  it("asks this site's cards for their height when it starts, since they may have loaded first", () => {
    const loaded = runResizeScript();
    // Not the other site's frame, not a frame still empty (the browser would report the wrong origin), not a page.
    expect(loaded.frames.map((f) => f.received)).toEqual([
      [{ message: 'ready' }],
      [{ message: 'ready' }],
      [],
      [{ message: 'ready' }],
      [{ message: 'ready' }],
      [],
      [],
    ]);
    const loading = runResizeScript('loading');
    expect(loading.frames[0].received).toEqual([]);
    loading.documentListeners.DOMContentLoaded();
    expect(loading.frames[0].received).toEqual([{ message: 'ready' }]);
  });
});
