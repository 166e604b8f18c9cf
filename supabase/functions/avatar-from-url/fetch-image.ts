/**
 * Fetches a remote picture for a reader without letting the URL reach what only the server can reach: every hop
 * (the URL and each redirect, at most three) must be https to a host whose every address is public
 * (lib/account/remote-image-address.ts); the whole fetch has a time limit; the body is read only up to the avatar
 * size limit; and both the declared Content-Type and the bytes must be a raster type the avatars bucket allows.
 *
 * A name is resolved here and then again by fetch, so a DNS server that answers differently within those
 * milliseconds (rebinding) is not ruled out; README's security model lists it among the limits.
 */
import { AVATAR_MAX_BYTES } from '@lib/account/avatar.ts';
import { ipLiteral, isLoopbackAddress, mayFetchFrom, remoteImageUrl } from '@lib/account/remote-image-address.ts';
import { RASTER_IMAGE_TYPES, sniffRasterImage } from '@lib/media/image-signature.ts';

export const MAX_REDIRECTS = 3;
export const FETCH_TIMEOUT_MS = 10_000;

export const MESSAGES = {
  invalid: 'Please enter a valid image URL',
  notHttps: 'Please use an image URL that starts with https://',
  refused: 'This image URL cannot be used. Please use a picture from a public website.',
  unreachable: 'Could not load an image from that URL',
  notImage: 'Please upload an image file',
  tooLarge: 'Image size must be less than 5MB',
};

export class ImageFetchError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface FetchedImage {
  bytes: Uint8Array;
  type: string;
}

export interface FetchOptions {
  /** supabase/local's test-only allowance: loopback addresses (over http or https) may be fetched. */
  allowLoopback: boolean;
  resolve: (hostname: string) => Promise<string[]>;
}

/** A, AAAA records of a name through Deno's resolver; a name that has none of a kind contributes nothing. */
export async function resolveHost(hostname: string): Promise<string[]> {
  const lookup = async (type: 'A' | 'AAAA') => {
    try {
      return (await Deno.resolveDns(hostname, type)) as string[];
    } catch {
      return [];
    }
  };
  const [v4, v6] = await Promise.all([lookup('A'), lookup('AAAA')]);
  return [...v4, ...v6];
}

async function checkHop(url: URL, options: FetchOptions): Promise<void> {
  const literal = ipLiteral(url.hostname);
  const addresses = literal ? [literal] : await options.resolve(url.hostname);
  const loopbackOnly = addresses.length > 0 && addresses.every(isLoopbackAddress);
  if (url.protocol !== 'https:' && !(options.allowLoopback && url.protocol === 'http:' && loopbackOnly)) {
    throw new ImageFetchError(MESSAGES.notHttps, 400);
  }
  if (url.username || url.password) throw new ImageFetchError(MESSAGES.invalid, 400);
  if (!addresses.length) throw new ImageFetchError(MESSAGES.unreachable, 422);
  if (!mayFetchFrom(addresses, { allowLoopback: options.allowLoopback })) throw new ImageFetchError(MESSAGES.refused, 400);
}

/** Reads at most `limit` bytes of the body; more than that is refused without reading on. */
async function readCapped(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total >= limit) {
      await reader.cancel();
      throw new ImageFetchError(MESSAGES.tooLarge, 422);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * A request that fails before any answer (a connection reset, or a kept-alive connection the site had just closed)
 * is tried once more within the same time limit: a GET of a picture may be repeated, and the reader would otherwise
 * be told the URL cannot be loaded when a second try would have loaded it.
 */
async function fetchWithOneRetry(url: URL, signal: AbortSignal): Promise<Response> {
  const init: RequestInit = { redirect: 'manual', signal, headers: { accept: RASTER_IMAGE_TYPES.join(', ') } };
  try {
    return await fetch(url, init);
  } catch (error) {
    if (signal.aborted) throw error;
    return await fetch(url, init);
  }
}

export async function fetchRemoteImage(value: string, options: FetchOptions): Promise<FetchedImage> {
  const parsed = remoteImageUrl(value);
  if ('problem' in parsed && !(parsed.problem === 'not-https' && options.allowLoopback && /^http:/i.test(value.trim()))) {
    throw new ImageFetchError(parsed.problem === 'not-https' ? MESSAGES.notHttps : MESSAGES.invalid, 400);
  }
  let url = 'url' in parsed ? parsed.url : new URL(value.trim());
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  try {
    for (let hop = 0; ; hop++) {
      await checkHop(url, options);
      const response = await fetchWithOneRetry(url, signal);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (hop >= MAX_REDIRECTS) throw new ImageFetchError(MESSAGES.unreachable, 422);
        url = new URL(location, url);
        continue;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new ImageFetchError(MESSAGES.unreachable, 422);
      }
      const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
      if (!RASTER_IMAGE_TYPES.includes(type)) {
        await response.body.cancel();
        throw new ImageFetchError(MESSAGES.notImage, 422);
      }
      if (Number(response.headers.get('content-length')) >= AVATAR_MAX_BYTES) {
        await response.body.cancel();
        throw new ImageFetchError(MESSAGES.tooLarge, 422);
      }
      const bytes = await readCapped(response.body, AVATAR_MAX_BYTES);
      if (sniffRasterImage(bytes) !== type) throw new ImageFetchError(MESSAGES.notImage, 422);
      return { bytes, type };
    }
  } catch (error) {
    if (error instanceof ImageFetchError) throw error;
    // Time-out, refused connection, TLS failure, a malformed redirect: the reader can only try another URL.
    throw new ImageFetchError(MESSAGES.unreachable, 422);
  }
}
