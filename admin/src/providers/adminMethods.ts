/**
 * The console's smaller screens as data provider methods: tags, users (roles, blocking, two-factor reset), the inbox
 * (contact messages, the subscriber export), site settings and feedback moderation. Each is one write to the table
 * or function the database guards; a write that RLS silently matched to no row counts as a failure.
 */
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import type { SubscriberRow } from '@lib/newsletter/subscribers-csv.ts';
import type { SiteSettingsRow } from '@lib/site-settings/schema.ts';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@lib/editions/registry.ts';
import type { SeriesEditionTexts } from '@lib/series/series-form.ts';
import { ACCOUNT_ACTION_SUCCESS, failureFallback, type AccountAction, type AccountActionResult } from './accountActions.ts';
import { FunctionError, functionError } from './functionError.ts';
import { RequestError, requestError } from './requestError.ts';
import { SITE_SETTINGS_COLUMNS, type FeedbackStatus, type StoredSiteSettings } from './types.ts';

export interface TagFields {
  name: string;
  slug: string;
  /**
   * The tag's name in each translated edition given: a name is written to tag_names, null removes the edition's
   * name (its pages then show the English one). An edition left out is not touched.
   */
  names?: Partial<Record<TranslatedLocale, string | null>>;
}

/** A tag's names in the translated editions that have one (public.tag_names). */
export type TagEditionNames = Partial<Record<TranslatedLocale, string>>;

export interface AdminMethodsDataProvider {
  /** Adds a tag, or renames the tag `id`; throws a RequestError with PostgreSQL's code when refused (23505 a taken name or slug). */
  saveTag(id: string | undefined, fields: TagFields): Promise<void>;
  /** The tag's names in the translated editions (none for an edition that shows the English name). */
  tagNames(id: string): Promise<TagEditionNames>;
  /** The series' title and description in each translated edition, '' where the edition shows the English ones. */
  seriesEditionTexts(seriesId: string): Promise<Required<SeriesEditionTexts>>;
  /**
   * Writes the series' title and description in each edition given to series_titles; an empty title removes the
   * edition's row (its pages then show the English ones). An edition left out is not touched.
   */
  saveSeriesEditionTexts(seriesId: string, texts: SeriesEditionTexts): Promise<void>;
  /** Throws a RequestError (code 23503 while the tag is in use). */
  deleteTag(id: string): Promise<void>;
  /** Promote, demote, block or unblock the account `userId`; the server's message whenever there is one. */
  runAccountAction(action: AccountAction, userId: string): Promise<AccountActionResult>;
  /** Removes another account's authenticator through the reset-two-factor function. */
  resetTwoFactor(userId: string): Promise<{ ok: boolean; message: string }>;
  /** Marks a contact message read or unread; false when nothing was changed. */
  setMessageRead(id: string, read: boolean): Promise<boolean>;
  deleteMessage(id: string): Promise<boolean>;
  /** Every newsletter subscriber (e-mail, sign-up time and language only), read in pages the API returns in full. */
  allSubscribers(): Promise<SubscriberRow[]>;
  /** The site's name, or undefined when the settings cannot be read. */
  siteName(): Promise<string | undefined>;
  getSiteSettings(): Promise<StoredSiteSettings>;
  /** Saves the settings and answers what is now stored; throws with the server's message (possibly empty). */
  updateSiteSettings(row: SiteSettingsRow): Promise<StoredSiteSettings>;
  setFeedbackStatus(id: string, status: Exclude<FeedbackStatus, 'pending'>): Promise<boolean>;
  deleteFeedback(id: string): Promise<boolean>;
}

// Hosted PostgREST caps a response at max_rows (1000 by default); smaller pages always come back whole.
const SUBSCRIBER_PAGE = 1000;

const changedSome = ({ data, error }: { data: unknown[] | null; error: PostgrestError | null }) => !error && (data?.length ?? 0) > 0;

export function adminMethods(client: SupabaseClient<Database>): AdminMethodsDataProvider {
  return {
    async saveTag(id, { name, slug, names = {} }) {
      const { data, error } = id
        ? await client.from('tags').update({ name, slug }).eq('id', id).select('id').single()
        : await client.from('tags').insert({ name, slug }).select('id').single();
      if (error) throw requestError(error);
      const entries = Object.entries(names) as [TranslatedLocale, string | null][];
      const named = entries.flatMap(([language, edition]) => (edition ? [{ tag_id: data.id, language, name: edition }] : []));
      const unnamed = entries.flatMap(([language, edition]) => (edition ? [] : [language]));
      if (named.length) {
        const saved = await client.from('tag_names').upsert(named, { onConflict: 'tag_id,language' }).select('language');
        if (saved.error) throw requestError(saved.error);
        if (saved.data.length !== named.length) throw new RequestError("The tag's names in the editions were not saved");
      }
      if (unnamed.length) {
        const removed = await client.from('tag_names').delete().eq('tag_id', data.id).in('language', unnamed);
        if (removed.error) throw requestError(removed.error);
      }
    },

    async tagNames(id) {
      const { data, error } = await client.from('tag_names').select('language, name').eq('tag_id', id);
      if (error) throw requestError(error);
      return Object.fromEntries(data.map((row) => [row.language, row.name]));
    },

    async seriesEditionTexts(seriesId) {
      const { data, error } = await client.from('series_titles').select('language, title, description').eq('series_id', seriesId);
      if (error) throw requestError(error);
      return Object.fromEntries(
        TRANSLATED_LOCALES.map((locale) => {
          const row = data.find((r) => r.language === locale);
          return [locale, { title: row?.title ?? '', description: row?.description ?? '' }];
        }),
      ) as Required<SeriesEditionTexts>;
    },

    async saveSeriesEditionTexts(seriesId, texts) {
      const entries = Object.entries(texts) as [TranslatedLocale, { title: string; description: string }][];
      const titled = entries.flatMap(([language, text]) =>
        text.title ? [{ series_id: seriesId, language, title: text.title, description: text.description }] : [],
      );
      const untitled = entries.flatMap(([language, text]) => (text.title ? [] : [language]));
      if (titled.length) {
        const saved = await client.from('series_titles').upsert(titled, { onConflict: 'series_id,language' }).select('language');
        if (saved.error) throw requestError(saved.error);
        if (saved.data.length !== titled.length) throw new RequestError("The series' titles in the editions were not saved");
      }
      if (untitled.length) {
        const removed = await client.from('series_titles').delete().eq('series_id', seriesId).in('language', untitled);
        if (removed.error) throw requestError(removed.error);
      }
    },

    async deleteTag(id) {
      const { data, error } = await client.from('tags').delete().eq('id', id).select('id');
      if (error) throw requestError(error);
      if (!data?.length) throw new RequestError('The tag was not found or may not be deleted');
    },

    async runAccountAction(action, userId) {
      let result: { error: PostgrestError | null; data: unknown[] | null };
      switch (action) {
        case 'promote':
          result = await client.from('user_roles').insert({ user_id: userId, role: 'admin' }).select('user_id');
          break;
        case 'demote':
          result = await client.from('user_roles').delete().match({ user_id: userId, role: 'admin' }).select('user_id');
          break;
        case 'block':
        case 'unblock':
          result = await client
            .from('profiles')
            .update({ is_blocked: action === 'block' })
            .eq('id', userId)
            .select('id');
          break;
      }
      if (result.error) return { ok: false, message: result.error.message || failureFallback(action) };
      if (!result.data || result.data.length === 0) return { ok: false, message: failureFallback(action) };
      return { ok: true, message: ACCOUNT_ACTION_SUCCESS[action] };
    },

    async resetTwoFactor(userId) {
      const { data, error } = await client.functions.invoke<{ removed: number }>('reset-two-factor', { body: { userId } });
      if (error) {
        const failure = await functionError(error);
        const reason = failure instanceof FunctionError ? failure.reason : null;
        return { ok: false, message: reason ?? 'Could not reset two-factor authentication. Try again.' };
      }
      return data && data.removed > 0
        ? { ok: true, message: 'Two-factor reset: they will set up a new authenticator at their next sign-in.' }
        : { ok: true, message: 'This account has no two-factor authenticator to reset.' };
    },

    async setMessageRead(id, read) {
      return changedSome(
        await client
          .from('contact_messages')
          .update({ read_at: read ? new Date().toISOString() : null })
          .eq('id', id)
          .select('id'),
      );
    },

    async deleteMessage(id) {
      return changedSome(await client.from('contact_messages').delete().eq('id', id).select('id'));
    },

    async allSubscribers() {
      const rows: SubscriberRow[] = [];
      for (let from = 0; ; from += SUBSCRIBER_PAGE) {
        const { data, error } = await client
          .from('newsletter_subscribers')
          .select('email, created_at, language')
          .order('created_at', { ascending: true })
          .order('email', { ascending: true })
          .range(from, from + SUBSCRIBER_PAGE - 1);
        if (error) throw new Error(error.message);
        rows.push(...data);
        if (data.length < SUBSCRIBER_PAGE) return rows;
      }
    },

    async siteName() {
      const { data } = await client.from('site_settings').select('site_name').eq('id', true).maybeSingle();
      return data?.site_name ?? undefined;
    },

    async getSiteSettings() {
      const { data, error } = await client.from('site_settings').select(SITE_SETTINGS_COLUMNS).eq('id', true).single();
      if (error || !data) throw new Error(error?.message ?? 'The site settings were not found');
      return data;
    },

    async updateSiteSettings(row) {
      const { data, error } = await client.from('site_settings').update(row).eq('id', true).select(SITE_SETTINGS_COLUMNS).single();
      if (error || !data) throw new Error(error?.message ?? '');
      return data;
    },

    async setFeedbackStatus(id, status) {
      return changedSome(await client.from('user_feedback').update({ status }).eq('id', id).select('id'));
    },

    async deleteFeedback(id) {
      return changedSome(await client.from('user_feedback').delete().eq('id', id).select('id'));
    },
  };
}
