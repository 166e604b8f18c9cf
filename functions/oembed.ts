/**
 * Cloudflare Pages Function for "/oembed" only, the oEmbed provider endpoint (`/oembed?url=…`, docs/churches.md).
 * Pages routes a function by its file name, so this one answers /oembed (and /oembed/) and nothing under it: the
 * static oEmbed files in /oembed/… stay assets, and the _routes.json wrangler writes at deploy names only "/" and
 * "/oembed". Everything it decides is lib/embeds/oembed-endpoint.ts, which scripts/serve-static.ts shares; here it
 * only reads the built file through the site's assets. Pages applies no _headers rule to a function's answer, so
 * the answer carries its own headers.
 */
// Wrangler bundles this file on its own, without the project's path aliases: the relative path is the one it resolves.
// eslint-disable-next-line house/lib-through-alias
import { answerOembedRequest } from '../lib/embeds/oembed-endpoint.ts';

interface PagesContext {
  request: Request;
  env: { ASSETS: { fetch(input: URL | string): Promise<Response> } };
}

export async function onRequest({ request, env }: PagesContext): Promise<Response> {
  const url = new URL(request.url);
  const answer = await answerOembedRequest(request.method, url, async (path) => {
    const file = await env.ASSETS.fetch(new URL(path, url));
    return file.ok ? file.text() : null;
  });
  return new Response(request.method === 'HEAD' || answer.status === 204 ? null : answer.body, { status: answer.status, headers: answer.headers });
}
