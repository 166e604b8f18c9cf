/**
 * /devotionals/{year}.json: one year of the compact manifest of released devotionals, newest first.
 * A filter loads these newest first and stops when it has what it shows.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { ArchivePartFile } from '../../lib/search/manifest.ts';
import { archiveParts } from '../../lib/manifest.ts';

export const getStaticPaths = (async () => (await archiveParts()).map((part) => ({ params: { year: part.year }, props: { part } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ part: ArchivePartFile }> = ({ props }) =>
  new Response(JSON.stringify(props.part), { headers: { 'content-type': 'application/json; charset=utf-8' } });
