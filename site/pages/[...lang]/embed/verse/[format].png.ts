/**
 * /embed/verse/square.png and /embed/verse/story.png (and /nl/…, /es/…): today's verse (the memory verse of the day
 * /embed/verse/ shows) in the edition's own Bible, as a picture to download or post, 1080×1080 and 1080×1920. The
 * same address each day; each build draws the day's.
 */
import type { APIRoute } from 'astro';
import { verseImagePaths, type VerseImage } from '../../../../lib/verse-images.ts';
import { verseImageResponse } from '../../../../lib/verse-card-png.ts';

export const getStaticPaths = () => verseImagePaths(true);

export const GET: APIRoute<{ image: VerseImage }> = ({ props: { image } }) => verseImageResponse(image);
