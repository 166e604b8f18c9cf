/**
 * The raster image formats a stored picture may be, known by the signature its bytes start with. Storage
 * (supabase/local) refuses an upload declared as one of them whose bytes are not that format, and the
 * avatar-from-url function refuses a remote file the same way, so HTML or script never lands under an image type.
 */
const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/gif': (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'),
  'image/webp': (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
};

/** The raster image types whose content is checked (and the only ones the avatars bucket allows). */
export const RASTER_IMAGE_TYPES = Object.keys(SIGNATURES);

/** The raster format the bytes start with, or null. */
export function sniffRasterImage(bytes: Uint8Array): string | null {
  return RASTER_IMAGE_TYPES.find((type) => SIGNATURES[type](bytes)) ?? null;
}

/** False when the declared type is a raster image type and the bytes are not that format. */
export function contentMatchesType(essence: string, bytes: Uint8Array): boolean {
  const check = SIGNATURES[essence];
  return !check || check(bytes);
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, offset: number, text: string): boolean {
  return bytes.length >= offset + text.length && [...text].every((ch, i) => bytes[offset + i] === ch.charCodeAt(0));
}
