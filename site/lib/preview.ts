/**
 * The link preview of a page that has no picture of its own: the site's default 1200×630 PNG, at the page's
 * canonical address. Cloudflare Pages serves every page at its trailing-slash form and redirects the other, so
 * that form is the one canonical URL.
 */
import { previewImage } from '@lib/covers/preview-image.ts';

export interface PagePreview {
  type: 'article' | 'website';
  url: string;
  image: string;
  imageAlt: string;
  imageWidth: number;
  imageHeight: number;
  imageType: string;
}

/** `/about-us` and `/about-us/` both give `https://site/about-us/`; `/` stays `/`. */
export function canonicalUrl(pathname: string, site: URL | string): string {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return new URL(path, site).href;
}

export function defaultPreview(pathname: string, site: URL | string): PagePreview {
  const image = previewImage(null, site);
  return {
    type: 'website',
    url: canonicalUrl(pathname, site),
    image: image.url,
    imageAlt: 'Reformed Devotionals: Rooted in Grace. Growing Daily.',
    imageWidth: image.width,
    imageHeight: image.height,
    imageType: image.type,
  };
}
