/** react-admin's data layer over the same REST API the site uses (PostgREST grammar via ra-supabase). */
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseDataProvider } from 'ra-supabase';
import type { DataProvider, GetListParams, Identifier, SortPayload } from 'react-admin';
import type { Database } from '@lib/database.types.ts';
import { isReleaseState, releaseFilter } from '@lib/devotionals/release-filter.ts';
import type { SeriesEditionTexts } from '@lib/series/series-form.ts';
import { confessionMethods, type ConfessionDataProvider } from './confessionMethods.ts';
import { adminMethods, type AdminMethodsDataProvider } from './adminMethods.ts';
import { devotionalMethods, type DevotionalMethods } from './devotionalMethods.ts';
import { generatorMethods, type GeneratorMethods } from './generatorMethods.ts';
import { publishingMethods, type PublishingMethods } from './publishingMethods.ts';

/**
 * Free-text search ("q") per resource: the columns searched, case-insensitively, any of them matching.
 * Characters that are part of PostgREST's filter grammar are dropped from the search text.
 */
const SEARCH_COLUMNS: Record<string, readonly string[]> = {
  devotionals: ['title', 'biblical_passage', 'slug'],
};

export function searchFilter(resource: string, params: GetListParams): GetListParams {
  const columns = SEARCH_COLUMNS[resource];
  const { q, ...rest } = (params.filter ?? {}) as Record<string, unknown>;
  if (!columns || typeof q !== 'string') return params;
  // Words must appear in order: they are joined by the wildcard, because the provider would otherwise split the
  // text on spaces and match rows holding any one of the words.
  const text = q
    .replace(/[,()*%\\:"'.]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .join('*');
  if (!text) return { ...params, filter: rest };
  return { ...params, filter: { ...rest, '@or': Object.fromEntries(columns.map((c) => [`${c}@ilike`, text])) } };
}

/**
 * Adds `id` as the last sort key. Pages are read by offset, and rows that tie on the sorted column (drafts on one date,
 * tags with the same count) come back in any order from one request to the next, so a row could show on two pages
 * and another on none. The provider writes the order as `{field}.{direction}`, so the field carries the first key.
 */
export function withTiebreak<P extends { sort?: SortPayload }>(params: P): P {
  const sort = params.sort;
  if (!sort?.field || sort.field === 'id') return params;
  const direction = sort.order === 'ASC' ? 'asc' : 'desc';
  return { ...params, sort: { field: `${sort.field}.${direction},id`, order: sort.order } };
}

/**
 * The devotionals table's status filter ("release": draft, published, scheduled) as column filters. Released and
 * scheduled turn on the site's day, which only the database knows (site_settings.timezone), so it is asked then.
 */
async function withReleaseFilter(client: SupabaseClient<Database>, resource: string, params: GetListParams): Promise<GetListParams> {
  const { release, ...rest } = (params.filter ?? {}) as Record<string, unknown>;
  if (resource !== 'devotionals' || release === undefined) return params;
  if (!isReleaseState(release)) return { ...params, filter: rest };
  let today = '';
  if (release !== 'draft') {
    const { data, error } = await client.rpc('site_today');
    if (error) throw new Error(error.message);
    today = data;
  }
  return { ...params, filter: { ...rest, ...releaseFilter(release, today) } };
}

/** react-admin's methods and the console's own, for `useDataProvider<AdminDataProvider>()`. */
export type AdminDataProvider = DataProvider & DevotionalMethods & GeneratorMethods & PublishingMethods & ConfessionDataProvider & AdminMethodsDataProvider;

export function adminDataProvider(client: SupabaseClient<Database>, url: string, anonKey: string): AdminDataProvider {
  const base = supabaseDataProvider({ instanceUrl: url, apiKey: anonKey, supabaseClient: client });
  const admin = adminMethods(client);
  // A series is edited with its title and description in each translated edition (public.series_titles): read
  // beside the series row, and written after it, so a new series has its id first.
  const editionTexts = (id: Identifier) => admin.seriesEditionTexts(String(id));
  return {
    ...base,
    getOne: async (resource, params) => {
      const result = await base.getOne(resource, params);
      return resource === 'series' ? { ...result, data: { ...result.data, editions: await editionTexts(result.data.id) } } : result;
    },
    create: async (resource, params) => {
      if (resource !== 'series') return base.create(resource, params);
      const { editions, ...data } = params.data as { editions?: SeriesEditionTexts };
      const result = await base.create(resource, { ...params, data });
      if (editions) await admin.saveSeriesEditionTexts(String(result.data.id), editions);
      return { ...result, data: { ...result.data, editions: await editionTexts(result.data.id) } };
    },
    update: async (resource, params) => {
      if (resource !== 'series') return base.update(resource, params);
      const { editions, ...data } = params.data as { editions?: SeriesEditionTexts };
      const result = await base.update(resource, { ...params, data });
      if (editions) await admin.saveSeriesEditionTexts(String(result.data.id), editions);
      return { ...result, data: { ...result.data, editions: await editionTexts(result.data.id) } };
    },
    getList: async (resource, params) => base.getList(resource, withTiebreak(searchFilter(resource, await withReleaseFilter(client, resource, params)))),
    getManyReference: (resource, params) => base.getManyReference(resource, withTiebreak(params)),
    ...devotionalMethods(client),
    ...generatorMethods(client),
    ...publishingMethods(client),
    ...confessionMethods(client),
    ...admin,
  };
}
