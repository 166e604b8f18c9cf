/**
 * Cloudflare Pages Function for "/" only (Pages routes a function by its file: functions/index.ts is the root, so
 * every other address stays a static asset and costs no function call). It sends a reader whose browser asks for
 * Dutch or Spanish to /nl/ or /es/ once, and follows the `lang` cookie the language switcher sets
 * (lib/editions/root-language.ts). The English home page is served as it is, with Vary added.
 */
// Wrangler bundles this file on its own, without the project's path aliases: the relative path is the one it resolves.
// eslint-disable-next-line house/lib-through-alias
import { rootLanguageAnswer, ROOT_VARY } from '../lib/editions/root-language.ts';

interface PagesContext {
  request: Request;
  next(): Promise<Response>;
}

export async function onRequest(context: PagesContext): Promise<Response> {
  const { request } = context;
  if (request.method !== 'GET' && request.method !== 'HEAD') return context.next();
  const answer = rootLanguageAnswer(request.headers.get('Cookie'), request.headers.get('Accept-Language'));
  if (answer.kind === 'serve') {
    const page = await context.next();
    const response = new Response(page.body, page);
    response.headers.set('Vary', ROOT_VARY);
    return response;
  }
  const headers = new Headers({ Location: answer.location, Vary: ROOT_VARY, 'Cache-Control': 'private, no-store' });
  if (answer.setCookie) headers.set('Set-Cookie', answer.setCookie);
  return new Response(null, { status: 302, headers });
}
