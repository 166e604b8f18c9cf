/**
 * The devotionals' custom data provider methods: the site's time zone, read counts, the edit form's load and
 * save (public.save_devotional), a devotional's translations, the reference picker's sections, and media files in storage. Failures keep supabase-js's sentence; a refused
 * query or RPC is a RequestError carrying PostgreSQL's code and the HTTP status.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import type { SaveDevotionalArgs } from '@lib/devotionals/edit-form.ts';
import { recordingLength } from '@lib/narration/recording-length.ts';
import { requestError } from './requestError.ts';

const DEVOTIONAL_FOR_EDIT =
  '*, devotional_tags(tag_id), devotional_confession_references(section_id, reference_type, context_snippet, created_at, confession_sections(confession_id))';

export function devotionalMethods(client: SupabaseClient<Database>) {
  const devotionalForEditQuery = (id: string) => client.from('devotionals').select(DEVOTIONAL_FOR_EDIT).eq('id', id).maybeSingle();
  return {
    /** site_settings.timezone (readable by everyone), or null when the settings row is missing. */
    async siteTimeZone(): Promise<string | null> {
      const { data, error } = await client.from('site_settings').select('timezone').maybeSingle();
      if (error) throw requestError(error);
      return data?.timezone ?? null;
    },

    /** Readings per devotional (public.devotional_read_counts, admins only): counts, never readers. */
    async devotionalReadCounts(ids: string[]): Promise<Map<string, number>> {
      const { data, error } = await client.rpc('devotional_read_counts', { devotional_ids: ids });
      if (error) throw requestError(error);
      return new Map(data.map((r) => [r.devotional_id, Number(r.reads)]));
    },

    /** A devotional with its tag ids and confession references (each with its section's confession), or null. */
    async devotionalForEdit(id: string) {
      const { data, error } = await devotionalForEditQuery(id);
      if (error) throw requestError(error);
      return data;
    },

    /** The devotionals of a translation group, one per language, in no particular order. */
    async devotionalTranslations(translationGroup: string) {
      const { data, error } = await client
        .from('devotionals')
        .select('id, language, title, status, slug, date')
        .eq('translation_group', translationGroup)
        .order('language');
      if (error) throw requestError(error);
      return data ?? [];
    },

    /** public.save_devotional: the devotional, its tags and references in one transaction, under the edit lock. */
    async saveDevotional(args: SaveDevotionalArgs) {
      const { data, error, status } = await client.rpc('save_devotional', args);
      if (error) throw requestError(error, status);
      return data;
    },

    /** A confession's sections for the reference picker, in the confession's order. */
    async confessionSectionsForPicker(confessionId: string) {
      const { data, error } = await client
        .from('confession_sections')
        .select('id, section_number, title, url_slug, section_type')
        .eq('confession_id', confessionId)
        .order('section_number')
        .order('url_slug');
      if (error) throw requestError(error);
      return data ?? [];
    },

    /**
     * Stores a new object (never over another) and answers its public URL. A narration's length and size are
     * recorded with it (record_recording_length), so the site's build states them without downloading the file; a
     * file whose length cannot be read (neither MP3 nor WAV) is stored without, and the player reads it itself.
     */
    async uploadMedia(bucket: string, name: string, file: Blob): Promise<string> {
      const { error } = await client.storage.from(bucket).upload(name, file, { contentType: file.type, upsert: false });
      if (error) throw new Error(error.message);
      const url = client.storage.from(bucket).getPublicUrl(name).data.publicUrl;
      if (bucket === 'devotional-audio') {
        const length = recordingLength(new Uint8Array(await file.arrayBuffer()));
        const recorded = length && (await client.rpc('record_recording_length', { p_url: url, p_seconds: length.seconds, p_bytes: length.bytes }));
        if (recorded && recorded.error) {
          // Not kept without its length: the upload is undone and the admin can try again.
          await client.storage.from(bucket).remove([name]);
          throw new Error(`The narration's length could not be recorded: ${recorded.error.message}`);
        }
      }
      return url;
    },

    /** The public URL of an object already stored (asynchronous like every provider method). */
    async mediaUrl(bucket: string, name: string): Promise<string> {
      return client.storage.from(bucket).getPublicUrl(name).data.publicUrl;
    },

    async removeMedia(bucket: string, names: string[]): Promise<void> {
      const { error } = await client.storage.from(bucket).remove(names);
      if (error) throw new Error(error.message);
    },
  };
}

export type DevotionalMethods = ReturnType<typeof devotionalMethods>;
