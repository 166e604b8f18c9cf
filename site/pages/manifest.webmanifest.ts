/** /manifest.webmanifest: what a browser needs to install the site (lib/icons/web-manifest.ts). */
import type { APIRoute } from 'astro';
import { webManifest } from '@lib/icons/web-manifest.ts';

export const GET: APIRoute = () => new Response(JSON.stringify(webManifest()), { headers: { 'content-type': 'application/manifest+json' } });
