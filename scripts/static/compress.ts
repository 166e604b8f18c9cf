/**
 * Compression as a CDN does it: text responses in brotli or gzip, chosen by the request's Accept-Encoding.
 * Built files never change (each build is a new folder), so each file is compressed once and kept.
 */
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|rss\+xml|manifest\+json|wasm)|image\/svg\+xml)/;
/** Smaller bodies gain nothing from it. */
const MIN_BYTES = 1024;
const MAX_BYTES = 8 * 1024 * 1024;
const MAX_CACHED = 2000;

export type Encoding = 'br' | 'gzip';

/** The encoding to use for a response, or null to send it as it is. */
export function chooseEncoding(acceptEncoding: string | undefined, contentType: string, size: number): Encoding | null {
  if (size < MIN_BYTES || size > MAX_BYTES || !COMPRESSIBLE.test(contentType)) return null;
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

const cache = new Map<string, Buffer>();

export async function compressedFile(file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${mtimeMs}:${file}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const raw = await readFile(file);
  const body =
    encoding === 'br'
      ? await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : await gzip(raw, { level: 9 });
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, body);
  return body;
}
