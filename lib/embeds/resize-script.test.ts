import { describe, expect, it } from 'vitest';
import { RESIZE_SCRIPT } from './resize-script.ts';

const SITE = 'https://devotionals.example.org';

/** Runs /embed/resize.js on a stand-in church page holding two of our frames and one of another site. */
function runResizeScript(readyState = 'complete') {
  const frame = (src: string) => {
    const received: unknown[] = [];
    return { src, style: {} as Record<string, string>, received, contentWindow: { postMessage: (data: unknown) => received.push(data) } };
  };
  const frames = [frame(`${SITE}/embed/today/`), frame(`${SITE}/embed/catechism/?size=compact`), frame('https://video.example.com/embed/1')];
  let onMessage: ((event: { origin: string; source: unknown; data: unknown }) => void) | undefined;
  const documentListeners: Record<string, () => void> = {};
  const document = {
    readyState,
    currentScript: { src: `${SITE}/embed/resize.js` },
    querySelectorAll: (selector: string) => {
      const prefix = /\^="([^"]+)"/.exec(selector)![1];
      return frames.filter((f) => f.src.startsWith(prefix));
    },
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

  it("asks this site's cards for their height when it starts, since they may have loaded first", () => {
    const loaded = runResizeScript();
    expect(loaded.frames.map((f) => f.received)).toEqual([[{ message: 'ready' }], [{ message: 'ready' }], []]);
    const loading = runResizeScript('loading');
    expect(loading.frames[0].received).toEqual([]);
    loading.documentListeners.DOMContentLoaded();
    expect(loading.frames[0].received).toEqual([{ message: 'ready' }]);
  });
});
