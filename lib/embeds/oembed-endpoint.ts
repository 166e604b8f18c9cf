/**
 * The answer of the oEmbed provider endpoint, `GET /oembed?url=…&format=json&maxwidth=…&maxheight=…` (oembed.com,
 * section 2.2), for any host: Cloudflare's function (functions/oembed.ts) and the local server
 * (scripts/serve-static.ts) hand in how they read a built file and send what this returns. The response is the
 * static file of the card `url` names (./oembed-provider.ts), fitted to the limits (./oembed-fit.ts).
 *
 * Errors as the spec names them: 404 for a URL that is not on this site or has no card, 501 for a format other
 * than JSON (there is no XML), and 400 for a request without `url` or with a limit that is not a positive number.
 */
import { fitOembed, type FittableOembed, type OembedLimits } from './oembed-fit.ts';
import { oembedFileFor } from './oembed-provider.ts';

export interface OembedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The text of a built file at a site path, or null when there is none. */
export type ReadBuiltFile = (path: string) => Promise<string | null>;

/** Responses change at most once a day (today's card at the nightly release); an error may stop being one sooner. */
const CACHE_FOUND = 'public, max-age=3600';
const CACHE_ERROR = 'public, max-age=300';

function answer(status: number, body: unknown, extra: Record<string, string> = {}): OembedAnswer {
  return {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': status === 200 ? CACHE_FOUND : CACHE_ERROR,
      'X-Content-Type-Options': 'nosniff',
      ...extra,
    },
    body: JSON.stringify(body),
  };
}

const failure = (status: number, message: string, extra?: Record<string, string>) => answer(status, { error: message }, extra);

type Parsed = { ok: true; url: string; limits: OembedLimits } | { ok: false; answer: OembedAnswer };

function parseLimit(params: URLSearchParams, name: 'maxwidth' | 'maxheight'): number | undefined | null {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  return /^\d{1,5}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export function parseOembedRequest(params: URLSearchParams): Parsed {
  const url = params.get('url')?.trim();
  if (!url) return { ok: false, answer: failure(400, 'Add the address of a page or card of this site: /oembed?url=…') };
  const format = params.get('format') ?? 'json';
  if (format !== 'json') return { ok: false, answer: failure(501, `This provider answers in JSON only (format=json), not in "${format}".`) };
  const limits: OembedLimits = {};
  for (const name of ['maxwidth', 'maxheight'] as const) {
    const value = parseLimit(params, name);
    if (value === null) return { ok: false, answer: failure(400, `${name} must be a whole number of pixels greater than 0.`) };
    if (value !== undefined) limits[name] = value;
  }
  return { ok: true, url, limits };
}

export async function answerOembedRequest(method: string, requestUrl: URL, readBuiltFile: ReadBuiltFile): Promise<OembedAnswer> {
  if (method === 'OPTIONS')
    return {
      status: 204,
      headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD', 'Cache-Control': CACHE_FOUND },
      body: '',
    };
  if (method !== 'GET' && method !== 'HEAD') return failure(405, 'Use GET.', { Allow: 'GET, HEAD, OPTIONS' });
  const parsed = parseOembedRequest(requestUrl.searchParams);
  if (!parsed.ok) return parsed.answer;
  const file = oembedFileFor(parsed.url, requestUrl);
  const text = file && (await readBuiltFile(file));
  if (!text) return failure(404, 'No card for this address: it is not a page of this site, or that page has no card.');
  return answer(200, fitOembed(JSON.parse(text) as FittableOembed, parsed.limits));
}
