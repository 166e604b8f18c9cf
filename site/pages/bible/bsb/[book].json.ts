/**
 * /bible/bsb/{Book}.json: the Berean Standard Bible, one file per book in the shape of lib/scripture/passage.ts's
 * BookText, written by each build from its BSB source (public domain, CC0). The console looks passages up here
 * (admin/src/scripture/useBsbPassage.ts), on the site's own origin, so production needs no Bible service for it.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { BIBLE_BOOKS, kjvFileName } from '@lib/scripture/books.ts';
import { bsbSourceFromEnv, createBsbSource } from '@lib/sources/node.ts';

export const getStaticPaths: GetStaticPaths = () =>
  BIBLE_BOOKS.map(({ name }) => ({ params: { book: kjvFileName(name).replace(/\.json$/, '') }, props: { name } }));

const bsb = createBsbSource(bsbSourceFromEnv(process.env, process.cwd()), process.cwd());

export const GET: APIRoute = async ({ props }) => {
  const book = await bsb.book(props.name as string);
  return new Response(JSON.stringify(book), { headers: { 'Content-Type': 'application/json' } });
};
