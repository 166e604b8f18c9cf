/** CORS as Supabase's gateway answers it: any origin, the headers supabase-js sends. */
export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, range, range-unit, accept, x-upsert, cache-control, x-supabase-api-version, x-region',
  // GoTrue exposes X-Supabase-Api-Version: supabase-js reads an error's code (e.g. user_banned) from the
  // 2024-01-01 body shape only when it can see that header, so a browser on another origin needs it.
  'access-control-expose-headers': 'content-range, content-location, location, x-total-count, preference-applied, range-unit, x-supabase-api-version',
  'access-control-max-age': '86400',
};

export function withCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [k, v] of Object.entries(CORS_HEADERS)) if (!headers.has(k)) headers.set(k, v);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function preflight(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}
