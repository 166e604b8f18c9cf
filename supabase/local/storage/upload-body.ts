/**
 * The two ways storage-js sends a file: multipart form-data (a Blob or File, in the field '' — or 'file'
 * from other clients — with `cacheControl` and `metadata` fields) and a raw body (a Buffer or ArrayBuffer,
 * with content-type, cache-control and base64 JSON x-metadata headers).
 */
import { ERRORS } from './errors.ts';

export interface UploadBody {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

export async function readUploadBody(req: Request): Promise<UploadBody> {
  const contentType = req.headers.get('content-type') ?? '';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const form = await req.formData();
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
    bytes: new Uint8Array(await req.arrayBuffer()),
    contentType: contentType || DEFAULT_CONTENT_TYPE,
    cacheControl: req.headers.get('cache-control') ?? 'no-cache',
    userMetadata: xMetadata ? parseMetadata(Buffer.from(xMetadata, 'base64').toString('utf8')) : null,
  };
}

function parseMetadata(text: string): Record<string, unknown> {
  try {
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
