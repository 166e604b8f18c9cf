import { describe, expect, it } from 'vitest';
import { offlineRoute } from './cacheable.ts';

const SITE = 'https://devotionals.example.org';
const get = (path: string) => offlineRoute({ method: 'GET', url: path.startsWith('http') ? path : `${SITE}${path}` }, SITE);

describe('offlineRoute', () => {
  it('never keeps the console, sign-in, the reader’s own pages, e-mail links, the embeddable cards or the worker itself', () => {
    for (const path of [
      '/admin/',
      '/admin/index.html',
      '/admin/assets/app.1.js',
      '/ADMIN/',
      '/auth/',
      '/auth',
      '/dashboard/',
      '/settings/',
      '/preview/',
      '/newsletter/unsubscribe?token=abc',
      '/payment-success/',
      '/sw.js',
      '/%61dmin/',
      '/embed/today/',
      '/embed/devotional/abc/?theme=dark',
      '/embed/resize.js',
      '/oembed/today.json',
    ])
      expect(get(path), path).toBe('never');
  });

  it('never keeps the Supabase API, on its own origin or proxied through the site, nor any other origin', () => {
    expect(get('https://abc.supabase.co/rest/v1/bookmarks?select=*')).toBe('never');
    expect(get('https://abc.supabase.co/auth/v1/token?grant_type=password')).toBe('never');
    expect(get('https://abc.supabase.co/functions/v1/rebuild-site')).toBe('never');
    expect(get('/rest/v1/devotionals')).toBe('never');
    expect(get('/auth/v1/user')).toBe('never');
    expect(get('https://cdn.example.com/lib.js')).toBe('never');
  });

  it('never keeps a request that is not a GET', () => {
    expect(offlineRoute({ method: 'POST', url: `${SITE}/devotional/x/` }, SITE)).toBe('never');
  });

  it('sorts the rest: hashed build files, the search index, pages, public media', () => {
    expect(get('/_astro/global.abc123.css')).toBe('asset');
    expect(get('/pagefind/pagefind.js')).toBe('search');
    expect(get('/pagefind/fragment/en_abc.pf_fragment')).toBe('search');
    expect(get('/')).toBe('page');
    expect(get('/devotional/abc/')).toBe('page');
    expect(get('/offline/')).toBe('page');
    expect(get('/devotionals/2026.json')).toBe('page');
    expect(get('https://abc.supabase.co/storage/v1/object/public/media/cover.jpg')).toBe('media');
    expect(get('/audio/x.mp3')).toBe('media');
  });

  it('does not take a path that merely starts like a never-kept one', () => {
    expect(get('/administration-notes/')).toBe('page');
    expect(get('/authors/')).toBe('page');
  });
});

describe('offline routes in every edition', () => {
  const origin = 'https://example.org';
  it("never keeps another edition's newsletter or thank-you pages, and keeps its reading pages", () => {
    expect(offlineRoute({ method: 'GET', url: `${origin}/nl/newsletter/confirm/?token=x` }, origin)).toBe('never');
    expect(offlineRoute({ method: 'GET', url: `${origin}/es/payment-success/` }, origin)).toBe('never');
    expect(offlineRoute({ method: 'GET', url: `${origin}/nl/archive/` }, origin)).toBe('page');
  });
});
