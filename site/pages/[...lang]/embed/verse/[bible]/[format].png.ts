/**
 * /embed/verse/bsb/square.png and /embed/verse/bsb/story.png: today's verse in another of the edition's Bibles a
 * church is offered (lib/embeds/verse-of-the-day.ts), when the build could quote it.
 */
import type { APIRoute } from 'astro';
import { verseImagePaths, type VerseImage } from '../../../../../lib/verse-images.ts';
import { verseImageResponse } from '../../../../../lib/verse-card-png.ts';

export const getStaticPaths = () => verseImagePaths(false);

export const GET: APIRoute<{ image: VerseImage }> = ({ props: { image } }) => verseImageResponse(image);
