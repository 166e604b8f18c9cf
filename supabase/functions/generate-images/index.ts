/**
 * generate-images (Image): body {devotionalText, devotionalId} (+ title, biblicalPassage,
 * keyDoctrine) → {images: [{url, style, index}]}, one picture per named style (lib/covers/styles.ts). Admins only.
 *
 * Uses a hosted image model when configured: an OpenAI-compatible images endpoint (IMAGE_BASE_URL, IMAGE_API_KEY,
 * IMAGE_MODEL, optional IMAGE_SIZE; lib/generator/image-api.ts), so the key stays on the server. The pictures come
 * back inline (data: URLs) and nothing is stored: the console stores only the chosen one, cut to 1200×630 and
 * square, when the draft is saved. Without IMAGE_* it answers 503 not_configured and the console draws the four
 * covers itself (resvg in the browser; admin/src/generator/generateCovers.ts).
 */
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { requireAdmin } from '../_shared/admin.ts';
import { checkImageRequest, IMAGE_FAILED, NO_IMAGES, NOT_CONFIGURED_CODE } from '@lib/generator/media.ts';
import { generateStyledImages, imageApiConfigFromEnv } from '@lib/generator/image-api.ts';

const DEFAULT_TIMEOUT_MS = 180_000;
export const NOT_CONFIGURED = 'No hosted image API is configured (IMAGE_BASE_URL, IMAGE_API_KEY, IMAGE_MODEL): the console draws the covers in the browser.';

const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json' } });

export async function handler(req: Request): Promise<Response> {
  const preflight = preflightResponse(req);
  if (preflight) return preflight;
  if (req.method !== 'POST') return reply({ error: 'Use POST with {devotionalText, devotionalId}.' }, 405);

  const admin = await requireAdmin(req);
  if (!admin.ok) return reply({ error: admin.message }, admin.status);

  let config;
  try {
    config = imageApiConfigFromEnv(Deno.env.toObject());
  } catch (error) {
    return reply({ error: `${IMAGE_FAILED}: ${(error as Error).message}.` }, 503);
  }
  if (!config) return reply({ error: NOT_CONFIGURED, code: NOT_CONFIGURED_CODE }, 503);

  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return reply({ error: 'The body must be JSON: {devotionalText, devotionalId}.' }, 400);
  }
  const checked = checkImageRequest(body);
  if (!checked.ok) return reply({ error: checked.message }, 400);

  const timeoutMs = Number(Deno.env.get('IMAGE_TIMEOUT_MS')) || DEFAULT_TIMEOUT_MS;
  const timedFetch: typeof fetch = (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const { images, errors } = await generateStyledImages(config, checked.value, timedFetch);
  if (errors.length) console.error('[generate-images]', errors.join('; '));
  if (!images.length) return reply({ error: errors.length ? `${IMAGE_FAILED}: ${errors[0]}.` : NO_IMAGES }, 502);
  return reply({ images });
}

Deno.serve(handler);
