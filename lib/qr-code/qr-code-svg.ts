/**
 * A QR code as an SVG document, the form GoTrue answers an MFA enrolment with (auth-js prefixes it with
 * `data:image/svg+xml;utf-8,` unencoded, so the markup avoids `#` and `%`). Dark modules are one path, with the
 * standard's four-module quiet zone around the symbol.
 */
import { qrMatrix } from './qr-matrix.ts';

const QUIET_ZONE = 4;

export function qrCodeSvg(text: string): string {
  const matrix = qrMatrix(text);
  const extent = matrix.length + QUIET_ZONE * 2;
  const path: string[] = [];
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) path.push(`M${c + QUIET_ZONE} ${r + QUIET_ZONE}h1v1h-1z`);
    }),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}" width="${extent * 4}" height="${extent * 4}" ` +
    `shape-rendering="crispEdges"><rect width="${extent}" height="${extent}" fill="white"/>` +
    `<path fill="black" d="${path.join('')}"/></svg>`
  );
}
