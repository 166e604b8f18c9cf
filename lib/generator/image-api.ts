/**
 * Covers from a hosted image model: POST {IMAGE_BASE_URL}/images/generations with {model, prompt, n: 1, size}
 * and a bearer key (OpenAI's images API, which other services and self-hosted servers also speak). The answer's
 * data[0] holds the picture as b64_json, or as a url (fetched here, since such links expire and the console's CSP
 * would not load another host). Each picture is returned as a data: URL, so nothing is stored until the admin saves
 * the chosen one. Uses fetch only: runs in a Supabase function, Node or a test.
 */
import { COVER_STYLES, type CoverStyle } from '../covers/styles.ts';
import { imagePrompt, type GeneratedImage, type ImageRequest } from './media.ts';

export interface ImageApiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Requested size, e.g. 1536x1024 (landscape keeps the 1200×630 crop whole). */
  size: string;
}

const REQUIRED = ['IMAGE_BASE_URL', 'IMAGE_API_KEY', 'IMAGE_MODEL'] as const;
export const DEFAULT_IMAGE_SIZE = '1536x1024';

/** The hosted image settings, or null when IMAGE_BASE_URL is not set; some but not all of them is an error naming the missing ones. */
export function imageApiConfigFromEnv(env: Record<string, string | undefined>): ImageApiConfig | null {
  if (!env.IMAGE_BASE_URL) return null;
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length) throw new Error(`IMAGE_BASE_URL is set, so the hosted image API also needs ${missing.join(', ')}`);
  return { baseUrl: env.IMAGE_BASE_URL.replace(/\/+$/, ''), apiKey: env.IMAGE_API_KEY!, model: env.IMAGE_MODEL!, size: env.IMAGE_SIZE || DEFAULT_IMAGE_SIZE };
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** One picture for one style, as a data: URL. */
export async function generateStyledImage(config: ImageApiConfig, request: ImageRequest, style: CoverStyle, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(`${config.baseUrl}/images/generations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
    body: JSON.stringify({ model: config.model, prompt: imagePrompt(request, style), n: 1, size: config.size }),
  });
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`the image service answered ${response.status}${detail ? `: ${detail}` : ''}`);
  }
  const item = ((await response.json()) as { data?: Array<{ b64_json?: string; url?: string }> })?.data?.[0];
  if (item?.b64_json) return `data:image/png;base64,${item.b64_json}`;
  if (item?.url) {
    const picture = await fetchImpl(item.url);
    if (!picture.ok) throw new Error(`the image could not be downloaded (${picture.status})`);
    const type = (picture.headers.get('content-type') ?? 'image/png').split(';')[0];
    if (!type.startsWith('image/')) throw new Error(`the image service linked ${type}, not an image`);
    return `data:${type};base64,${base64(new Uint8Array(await picture.arrayBuffer()))}`;
  }
  throw new Error('the image service returned no image');
}

/** The four styles' pictures, in order; a style whose request fails is left out (the caller reports when none came). */
export async function generateStyledImages(
  config: ImageApiConfig,
  request: ImageRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<{ images: GeneratedImage[]; errors: string[] }> {
  const results = await Promise.allSettled(COVER_STYLES.map((s) => generateStyledImage(config, request, s.id, fetchImpl)));
  const images: GeneratedImage[] = [];
  const errors: string[] = [];
  results.forEach((r, index) => {
    if (r.status === 'fulfilled') images.push({ url: r.value, style: COVER_STYLES[index].id, index });
    else errors.push(`${COVER_STYLES[index].name}: ${(r.reason as Error).message}`);
  });
  return { images, errors };
}
