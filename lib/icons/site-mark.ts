/**
 * The site's mark (seven petals around a cross, as in the header's logo) as a standalone SVG, the one source of
 * the favicon set: the SVG favicon itself and the PNG/ICO sizes the build rasterises from it.
 */
const PETAL_ANGLES = [0, 1, 2, 3, 4, 5, 6].map((i) => ((i * 360) / 7).toFixed(2));

export const THEME_COLOR = '#5b21b6';

/**
 * `tile`: an opaque rounded square behind the mark, for the apple-touch-icon (iOS shows transparency as black)
 * and small favicons, where the petals alone are too faint.
 * `maskable`: a square background to every edge with the mark inside the central safe zone (a circle of 80% of the
 * width), for the web manifest's maskable icon, which launchers cut to their own shape.
 */
export function siteMarkSvg({ size = 40, tile = false, maskable = false }: { size?: number; tile?: boolean; maskable?: boolean } = {}): string {
  const petals = PETAL_ANGLES.map((a) => `<ellipse cx="20" cy="9" rx="4.2" ry="8" transform="rotate(${a} 20 20)"/>`).join('');
  const background = tile ? '<rect width="40" height="40" rx="8" fill="#f5f3ff"/>' : '';
  // A tile leaves a margin round the mark so it survives the rounded corners a launcher cuts.
  const mark = `<g fill="#6d28d9" fill-opacity="0.85">${petals}</g><circle cx="20" cy="20" r="7.5" fill="#fff"/><path d="M20 14.5v11M16 18h8" stroke="#c9a227" stroke-width="2.2" stroke-linecap="round"/>`;
  if (maskable)
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="${size}" height="${size}"><rect width="40" height="40" fill="#f5f3ff"/><g transform="translate(8 8) scale(0.6)">${mark}</g></svg>`;
  const body = tile ? `${background}<g transform="translate(4 4) scale(0.8)">${mark}</g>` : mark;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="${size}" height="${size}">${body}</svg>`;
}
