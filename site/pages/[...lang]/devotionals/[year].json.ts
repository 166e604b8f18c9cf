/**
 * /devotionals/{year}.json (and /nl/…, /es/…): one year of an edition's compact manifest of released devotionals,
 * newest first. A filter loads these newest first and stops when it has what it shows.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { LOCALES } from '@lib/i18n/locales.ts';
import type { ArchivePartFile } from '../../../lib/search/manifest.ts';
import { archiveParts } from '../../../data/build/manifest.ts';
import { langParam } from '../../../lib/i18n/editions.ts';
import { pageCacheKey } from '../../../lib/incremental/cache-key.ts';

const body = (part: ArchivePartFile) => JSON.stringify(part);

export const getStaticPaths = (async () =>
  (
    await Promise.all(
      LOCALES.map(async (locale) =>
        Promise.all(
          (await archiveParts(locale)).map(async (part) => ({
            params: { lang: langParam(locale), year: part.year },
            props: { part },
            // The file is the year's part as written: a past year's is rewritten only when one of its days changed.
            cacheKey: await pageCacheKey({ locale, body: body(part) }),
          })),
        ),
      ),
    )
  ).flat()) satisfies GetStaticPaths;

export const GET: APIRoute<{ part: ArchivePartFile }> = ({ props }) =>
  new Response(body(props.part), { headers: { 'content-type': 'application/json; charset=utf-8' } });
