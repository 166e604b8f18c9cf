/**
 * CORS for functions called from the browser, as Supabase's guide for Edge Functions sets it up:
 * any origin, and the headers supabase-js sends. A function answers OPTIONS with these and adds them
 * to every response (`{ ...corsHeaders, 'Content-Type': 'application/json' }`).
 */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS, PUT, DELETE',
};

/** The answer to a browser's preflight request, or null when the request is not one. */
export function preflightResponse(req: Request): Response | null {
  return req.method === 'OPTIONS' ? new Response('ok', { headers: corsHeaders }) : null;
}
