/**
 * What an upload says it is, and whether its bytes agree.
 *
 * A declared Content-Type is parsed strictly as one RFC 9110 media type (`type/subtype` of token characters,
 * then `; name=value` parameters): a list such as `image/png,text/html` or a bare word is refused instead of
 * being matched loosely against a bucket's allowed types and then served back as given.
 *
 * A file declared as a raster image (PNG, JPEG, GIF, WebP) must start with that format's signature, so HTML or
 * script cannot be stored under an image type.
 */

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[^"\\\\]|\\\\.)*"';
const MEDIA_TYPE = new RegExp(`^(${TOKEN})/(${TOKEN})((?:[ \\t]*;[ \\t]*${TOKEN}=(?:${TOKEN}|${QUOTED}))*)[ \\t]*;?[ \\t]*$`);

export interface ContentType {
  /** type/subtype, lowercased: what bucket rules and sniffing compare. */
  essence: string;
  /** The header as declared, trimmed: what is stored and served back. */
  value: string;
}

/** The parsed media type, or null when the value is not exactly one media type. */
export function parseContentType(value: string): ContentType | null {
  const trimmed = value.trim();
  const match = MEDIA_TYPE.exec(trimmed);
  if (!match) return null;
  return { essence: `${match[1]}/${match[2]}`.toLowerCase(), value: trimmed };
}

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
