/** /icon-maskable-512.png: the manifest's maskable icon, background to the edges, mark in the safe zone. */
import type { APIRoute } from 'astro';
import { binary, maskablePng } from '../lib/site-icons.ts';

export const GET: APIRoute = async () => binary(await maskablePng(512), 'image/png');
