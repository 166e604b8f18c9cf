/** /favicon.svg: the mark itself, for browsers that take an SVG icon. */
import type { APIRoute } from 'astro';
import { siteMarkSvg } from '@lib/icons/site-mark.ts';

export const GET: APIRoute = () => new Response(siteMarkSvg(), { headers: { 'content-type': 'image/svg+xml' } });
