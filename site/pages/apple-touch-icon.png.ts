/** /apple-touch-icon.png: 180 px on an opaque tile, as iOS shows it on a home screen. */
import type { APIRoute } from 'astro';
import { binary, markPng } from '../lib/site-icons.ts';

export const GET: APIRoute = async () => binary(await markPng(180, true), 'image/png');
