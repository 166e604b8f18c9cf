/**
 * What an upload says it is, and whether its bytes agree.
 *
 * A declared Content-Type is parsed strictly as one RFC 9110 media type (`type/subtype` of token characters,
 * then `; name=value` parameters): a list such as `image/png,text/html` or a bare word is refused instead of
 * being matched loosely against a bucket's allowed types and then served back as given.
 *
 * A file declared as a raster image (PNG, JPEG, GIF, WebP) must start with that format's signature, so HTML or
 * script cannot be stored under an image type (lib/media/image-signature.ts, shared with the functions).
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

export { contentMatchesType } from '@lib/media/image-signature.ts';
