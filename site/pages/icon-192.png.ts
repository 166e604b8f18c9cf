/** /icon-192.png: the web manifest's 192 px icon, on the opaque tile. */
import type { APIRoute } from 'astro';
import { binary, markPng } from '../lib/site-icons.ts';

export const GET: APIRoute = async () => binary(await markPng(192, true), 'image/png');
