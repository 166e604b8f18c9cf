/**
 * avatar-from-url: a reader's "Or use an image URL" ("avatar is uploaded or set by URL"). The site's
 * Content-Security-Policy shows images from the project's own storage only, so the picture is copied into the
 * avatars bucket, under the reader's own folder, and its bucket URL is what the profile stores (docs/security.md).
 *
 *   POST /functions/v1/avatar-from-url  { "url": "https://..." }  (the reader's JWT; verify_jwt is on)
 *        → 200 { path, publicUrl }, or 4xx { error } in the settings page's words
 *
 * The copy is checked as an upload is (image types the bucket allows, under 5 MB) and fetched behind an SSRF guard
 * (fetch-image.ts). It is stored with the reader's own JWT, so Storage's policies decide (own folder, not blocked).
 *
 * Test-only: SUPABASE_LOCAL_ALLOW_LOOPBACK_IMAGES=allow lets it fetch from this machine (a test's image server).
 * Hosted Supabase refuses secrets whose names start with SUPABASE_, and the allowance is honoured only while
 * SUPABASE_URL itself is a loopback address, so a deployed function can never turn it on.
 */
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { AVATAR_BUCKET, avatarPath } from '@lib/account/avatar.ts';
import { ipLiteral, isLoopbackAddress } from '@lib/account/remote-image-address.ts';
import { publicKeyFor } from '../_shared/caller.ts';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { fetchRemoteImage, ImageFetchError, MESSAGES, resolveHost } from './fetch-image.ts';

function json(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json' } });
}

function loopbackAllowed(supabaseUrl: string): boolean {
  if (Deno.env.get('SUPABASE_LOCAL_ALLOW_LOOPBACK_IMAGES') !== 'allow') return false;
  try {
    const host = new URL(supabaseUrl).hostname;
    return host === 'localhost' || isLoopbackAddress(ipLiteral(host) ?? '');
  } catch {
    return false;
  }
}

async function urlOf(req: Request): Promise<string | null> {
  try {
    const value = ((await req.json()) as { url?: unknown }).url;
    return typeof value === 'string' && value.length <= 2048 ? value : null;
  } catch {
    return null;
  }
}

Deno.serve(async (req: Request) => {
  const preflight = preflightResponse(req);
  if (preflight) return preflight;
  if (req.method !== 'POST') return json(405, { error: 'Use POST.' });
  const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
  const authorization = req.headers.get('authorization') ?? '';
  const reader = createClient<Database>(
    supabaseUrl,
    publicKeyFor((name) => Deno.env.get(name)),
    {
      global: { headers: { Authorization: authorization } },
      auth: { persistSession: false, autoRefreshToken: false },
    },
  );
  const { data: userData, error: userError } = await reader.auth.getUser(authorization.replace(/^bearer\s+/i, ''));
  if (userError || !userData?.user) return json(401, { error: 'Please sign in to change your profile picture.' });

  const url = await urlOf(req);
  if (!url) return json(400, { error: MESSAGES.invalid });
  let image;
  try {
    image = await fetchRemoteImage(url, { allowLoopback: loopbackAllowed(supabaseUrl), resolve: resolveHost });
  } catch (error) {
    if (error instanceof ImageFetchError) return json(error.status, { error: error.message });
    throw error;
  }

  const path = avatarPath(userData.user.id, { name: '', type: image.type });
  const { error: uploadError } = await reader.storage.from(AVATAR_BUCKET).upload(path, image.bytes, { contentType: image.type, upsert: true });
  if (uploadError) {
    console.error('avatar-from-url: the upload was refused:', uploadError.message);
    return json(403, { error: 'Failed to upload image' });
  }
  const { data } = reader.storage.from(AVATAR_BUCKET).getPublicUrl(path);
  return json(200, { path, publicUrl: data.publicUrl });
});
