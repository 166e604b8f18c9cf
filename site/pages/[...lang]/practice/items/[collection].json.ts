/**
 * /practice/items/{collection}.json (and /nl/…, /es/…): one collection's items in the edition (lib/practice/types.ts
 * PracticeItem): `verses` holds only the edition's released devotionals' memory verses, since the build reads with
 * the anon key.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { LOCALES } from '@lib/i18n/locales.ts';
import type { PracticeCollection } from '@lib/practice/items.ts';
import { loadPracticeCollections } from '../../../../lib/practice/items.ts';
import { langParam } from '../../../../lib/i18n/editions.ts';

export const getStaticPaths = (async () =>
  (
    await Promise.all(
      LOCALES.map(async (locale) =>
        (await loadPracticeCollections(locale)).map((collection) => ({
          params: { lang: langParam(locale), collection: collection.collection },
          props: { collection },
        })),
      ),
    )
  ).flat()) satisfies GetStaticPaths;

export const GET: APIRoute<{ collection: PracticeCollection }> = ({ props }) =>
  new Response(JSON.stringify(props.collection), { headers: { 'content-type': 'application/json; charset=utf-8' } });
