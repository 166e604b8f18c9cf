/**
 * `maxwidth` and `maxheight` of an oEmbed request applied to a "rich" response (oembed.com, 2.3.4): the frame's
 * width and height, and the same attributes of the <iframe> in `html`, are brought down to the limits, never up.
 * Each side is limited on its own rather than scaled together: a card is HTML that reflows into a narrower frame
 * (and the card's script, or WordPress, fits the frame's height to it), not a picture that keeps its shape.
 * The thumbnail is 1200×630 and there is no smaller one, so the spec's rule that a thumbnail respects the limits
 * leaves it out of a response whose limits it does not fit.
 */
export interface OembedLimits {
  maxwidth?: number;
  maxheight?: number;
}

export interface FittableOembed {
  html: string;
  width: number;
  height: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
  [field: string]: unknown;
}

const limit = (value: number, max: number | undefined) => (max === undefined ? value : Math.min(value, max));

function setFrameAttribute(html: string, name: 'width' | 'height', value: number): string {
  return html.replace(/<iframe\b[^>]*>/, (tag) => tag.replace(new RegExp(`(\\s${name}=")\\d+(")`), `$1${value}$2`));
}

export function fitOembed<T extends FittableOembed>(response: T, { maxwidth, maxheight }: OembedLimits): T {
  const width = limit(response.width, maxwidth);
  const height = limit(response.height, maxheight);
  const fitted: T = { ...response, width, height };
  if (width !== response.width) fitted.html = setFrameAttribute(fitted.html, 'width', width);
  if (height !== response.height) fitted.html = setFrameAttribute(fitted.html, 'height', height);
  const thumbnailFits =
    (maxwidth === undefined || (response.thumbnail_width ?? 0) <= maxwidth) && (maxheight === undefined || (response.thumbnail_height ?? 0) <= maxheight);
  if (!thumbnailFits) {
    delete fitted.thumbnail_url;
    delete fitted.thumbnail_width;
    delete fitted.thumbnail_height;
  }
  return fitted;
}
