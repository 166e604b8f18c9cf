/**
 * The two ways storage-js sends a file: multipart form-data (a Blob or File, in the field '' — or 'file'
 * from other clients — with `cacheControl` and `metadata` fields) and a raw body (a Buffer or ArrayBuffer,
 * with content-type, cache-control and base64 JSON x-metadata headers).
 */
import { ERRORS } from './errors.ts';
import { jsonDepth, MAX_JSON_DEPTH } from '../json-depth.ts';

export interface UploadBody {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Multipart framing around the file: boundaries, part headers and the small text fields. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Reads at most `limit` bytes of the body; EntityTooLarge (413) as soon as it passes them. */
async function readBytes(req: Request, limit: number): Promise<Uint8Array> {
  if (!req.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw ERRORS.entityTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads the upload, refusing one whose file is larger than `limit` bytes while it streams in. */
export async function readUploadBody(req: Request, limit: number): Promise<UploadBody> {
  const contentType = req.headers.get('content-type') ?? '';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const bytes = await readBytes(req, limit + MULTIPART_OVERHEAD);
    let form: FormData;
    try {
      form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw ERRORS.invalidRequest('Malformed multipart/form-data body');
    }
    const file = [form.get(''), form.get('file'), ...form.values()].find((v): v is File => typeof v === 'object' && v !== null);
    if (!file) throw ERRORS.noContent();
    const cacheControlField = form.get('cacheControl');
    const metadataField = form.get('metadata');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      contentType: file.type || DEFAULT_CONTENT_TYPE,
      cacheControl: typeof cacheControlField === 'string' && cacheControlField ? `max-age=${cacheControlField}` : 'no-cache',
      userMetadata: typeof metadataField === 'string' ? parseMetadata(metadataField) : null,
    };
  }
  const xMetadata = req.headers.get('x-metadata');
  return {
    bytes: await readBytes(req, limit),
    contentType: contentType || DEFAULT_CONTENT_TYPE,
    cacheControl: req.headers.get('cache-control') ?? 'no-cache',
    userMetadata: xMetadata ? parseMetadata(Buffer.from(xMetadata, 'base64').toString('utf8')) : null,
  };
}

function parseMetadata(text: string): Record<string, unknown> {
  try {
    if (jsonDepth(text) > MAX_JSON_DEPTH) throw new Error('too deep');
    const value = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch {
    // fall through
  }
  throw ERRORS.invalidRequest('Invalid metadata');
}

/** A bucket's allowed_mime_types, where `image/*` allows every image type. */
export function isMimeTypeAllowed(contentType: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return allowed.some((pattern) => {
    const p = pattern.trim().toLowerCase();
    return p.endsWith('/*') ? type.startsWith(p.slice(0, -1)) : type === p;
  });
}
