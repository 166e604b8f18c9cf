/**
 * The link-preview image (og:image, twitter:image) of a devotional page. Link previews need a raster image of
 * known size: a cover stored under the media naming rule as kind "cover" with a raster extension is the 1200×630
 * picture (the seed and the generator store it so); anything else — no cover, an SVG, a foreign URL — falls back
 * to the site's default 1200×630 PNG.
 */
import { parseMediaObjectName } from '../media/object-name.ts';
import { COVER_SIZES } from './styles.ts';

export interface PreviewImage {
  url: string;
  width: number;
  height: number;
  type: string;
}

export const DEFAULT_PREVIEW_IMAGE_PATH = '/images/default-devotional.png';
const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

/** The cover as a preview image, or null when it is not a wide raster cover. */
export function coverPreviewImage(imageUrl: string | null | undefined): PreviewImage | null {
  if (!imageUrl) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(imageUrl).pathname);
  } catch {
    return null;
  }
  const marker = '/storage/v1/object/public/devotional-images/';
  const at = pathname.indexOf(marker);
  if (at < 0) return null;
  const parsed = parseMediaObjectName(pathname.slice(at + marker.length));
  const type = parsed && TYPES[parsed.extension];
  if (!parsed || parsed.kind !== 'cover' || !type) return null;
  return { url: imageUrl, ...COVER_SIZES.wide, type };
}

/** The preview image of a page: its cover when it is a wide raster, else the default (absolute against `site`). */
export function previewImage(imageUrl: string | null | undefined, site: URL | string): PreviewImage {
  return coverPreviewImage(imageUrl) ?? { url: new URL(DEFAULT_PREVIEW_IMAGE_PATH, site).href, ...COVER_SIZES.wide, type: 'image/png' };
}
