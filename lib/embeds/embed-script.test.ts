import { describe, expect, it } from 'vitest';
import { EMBED_SCRIPT } from './embed-script.ts';

type Listener = (event: Record<string, unknown>) => void;

/** Runs the card's script against a stand-in page: its address, its frame's parent, and what it posts. */
function runCardScript({
  search = '',
  hash = '',
  framed = true,
  storage = {},
  lang = 'en',
  carries = ['kjv', 'bsb'],
}: { search?: string; hash?: string; framed?: boolean; storage?: Record<string, string> | 'refused'; lang?: string; carries?: string[] } = {}) {
  const attributes = new Map<string, string>();
  const html = {
    lang,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
    getBoundingClientRect: () => ({ height: 312.4 }),
  };
  const posted: Array<{ data: Record<string, unknown>; target: string }> = [];
  const parent = { postMessage: (data: Record<string, unknown>, target: string) => posted.push({ data, target }) };
  const windowListeners: Record<string, Listener> = {};
  const documentListeners: Record<string, Listener> = {};
  const win: Record<string, unknown> = {
    addEventListener: (type: string, listener: Listener) => (windowListeners[type] = listener),
    ResizeObserver: class {
      constructor(private onResize: () => void) {}
      observe() {
        this.onResize();
      }
    },
  };
  win.parent = framed ? parent : win;
  const document = {
    documentElement: html,
    // Every listener of a type runs, in order, as a browser's would.
    addEventListener: (type: string, listener: Listener) => {
      const before = documentListeners[type];
      documentListeners[type] = (event) => {
        before?.(event);
        listener(event);
      };
    },
    // The card's memory verse in each Bible it carries: [data-translation-text="…"].
    querySelector: (selector: string) => (carries.some((bible) => selector === `[data-translation-text="${bible}"]`) ? {} : null),
  };
  const localStorage = {
    getItem(key: string) {
      if (storage === 'refused') throw new Error('SecurityError: the sandbox refuses storage');
      return storage[key] ?? null;
    },
  };
  new Function('window', 'document', 'location', 'URLSearchParams', 'localStorage', EMBED_SCRIPT)(
    win,
    document,
    { search, hash },
    URLSearchParams,
    localStorage,
  );
  return { attributes, posted, parent, windowListeners, documentListeners };
}

describe('the card script', () => {
  it('turns ?theme=light|dark and ?size=compact into attributes, and ignores other values', () => {
    expect(Object.fromEntries(runCardScript({ search: '?theme=dark&size=compact' }).attributes)).toEqual({ 'data-theme': 'dark', 'data-size': 'compact' });
    expect(Object.fromEntries(runCardScript({ search: '?theme=light' }).attributes)).toEqual({ 'data-theme': 'light' });
    expect(runCardScript({ search: '?theme=auto&size=full' }).attributes.size).toBe(0);
    expect(runCardScript({ search: '?theme=%22%3E&size=huge' }).attributes.size).toBe(0);
  });

  it("chooses the memory verse's translation from ?translation=, else from the reader's choice on the site itself", () => {
    expect(runCardScript({ search: '?translation=bsb' }).attributes.get('data-translation')).toBe('bsb');
    expect(runCardScript({ search: '?translation=kjv', storage: { translation: 'bsb' } }).attributes.get('data-translation')).toBe('kjv');
    expect(runCardScript({ storage: { translation: 'bsb' } }).attributes.get('data-translation')).toBe('bsb');
    expect(runCardScript({ search: '?translation=esv' }).attributes.has('data-translation')).toBe(false);
    expect(runCardScript({ storage: 'refused' }).attributes.size).toBe(0);
  });

  it("reads an edition's card's choice from that edition's key, and drops a Bible the card does not carry", () => {
    expect(runCardScript({ lang: 'nl', storage: { translation: 'bsb' } }).attributes.has('data-translation')).toBe(false);
    expect(runCardScript({ lang: 'nl', storage: { 'translation-nl': 'kjv' } }).attributes.get('data-translation')).toBe('kjv');
    const withoutBsb = runCardScript({ framed: false, search: '?translation=bsb', carries: ['sv', 'kjv'] });
    expect(withoutBsb.attributes.get('data-translation')).toBe('bsb');
    withoutBsb.documentListeners.DOMContentLoaded({});
    expect(withoutBsb.attributes.has('data-translation')).toBe(false);
    const withBsb = runCardScript({ framed: false, search: '?translation=bsb', carries: ['sv', 'kjv', 'bsb'] });
    withBsb.documentListeners.DOMContentLoaded({});
    expect(withBsb.attributes.get('data-translation')).toBe('bsb');
  });

  it('does nothing more when the card is opened on its own', () => {
    const card = runCardScript({ framed: false });
    expect(Object.keys(card.documentListeners)).toEqual([]);
    expect(Object.keys(card.windowListeners)).toEqual([]);
  });

  it('in a frame, tells the page its height once loaded, on every resize and when the page says it is ready', () => {
    const card = runCardScript();
    card.documentListeners.DOMContentLoaded({});
    expect(card.posted).toEqual([{ data: { message: 'height', value: 313 }, target: '*' }]);
    card.windowListeners.message({ source: card.parent, data: { message: 'ready' } });
    expect(card.posted).toHaveLength(2);
    // Only the page that framed it asks.
    card.windowListeners.message({ source: {}, data: { message: 'ready' } });
    expect(card.posted).toHaveLength(2);
    // Without WordPress's secret, links open in a new tab by themselves.
    expect(card.documentListeners.click).toBeUndefined();
  });

  it("inside WordPress, sends WordPress's secret with each message and hands link clicks to the page", () => {
    const card = runCardScript({ hash: '#?secret=Ab12cd34Ef' });
    card.documentListeners.DOMContentLoaded({});
    expect(card.posted[0].data).toEqual({ message: 'height', value: 313, secret: 'Ab12cd34Ef' });
    card.windowListeners.message({ source: card.parent, data: { message: 'ready', secret: 'another' } });
    expect(card.posted).toHaveLength(1);
    card.windowListeners.message({ source: card.parent, data: { message: 'ready', secret: 'Ab12cd34Ef' } });
    expect(card.posted).toHaveLength(2);

    let prevented = false;
    const link = { href: 'https://devotionals.example.org/devotional/abc/' };
    card.documentListeners.click({
      target: { closest: (selector: string) => (selector === 'a[href]' ? link : null) },
      preventDefault: () => (prevented = true),
    });
    expect(prevented).toBe(true);
    expect(card.posted.at(-1)!.data).toEqual({ message: 'link', value: link.href, secret: 'Ab12cd34Ef' });
  });
});
