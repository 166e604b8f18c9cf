/** /favicon-32.png: the 32 px icon for browsers that do not take the SVG. */
import type { APIRoute } from 'astro';
import { binary, markPng } from '../lib/site-icons.ts';

export const GET: APIRoute = async () => binary(await markPng(32, true), 'image/png');
