/** /icon-512.png: the web manifest's 512 px icon (splash screens, install dialogs), on the opaque tile. */
import type { APIRoute } from 'astro';
import { binary, markPng } from '../lib/site-icons.ts';

export const GET: APIRoute = async () => binary(await markPng(512, true), 'image/png');
