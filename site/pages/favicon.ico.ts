/** /favicon.ico: 16, 32 and 48 px PNGs of the mark, for browsers and crawlers that ask for it by this name. */
import type { APIRoute } from 'astro';
import { binary, faviconIco } from '../lib/site-icons.ts';

export const GET: APIRoute = async () => binary(await faviconIco(), 'image/x-icon');
