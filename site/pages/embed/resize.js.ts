/** /embed/resize.js: the optional script that fits each card's frame to the card (lib/embeds/resize-script.ts). */
import type { APIRoute } from 'astro';
import { RESIZE_SCRIPT } from '@lib/embeds/resize-script.ts';

export const GET: APIRoute = () => new Response(RESIZE_SCRIPT, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
