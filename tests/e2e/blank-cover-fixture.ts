/**
 * A released day whose stored square cover is blank, made before the site is built (global-setup.ts): the English
 * devotional dated BLANK_COVER_DAY days ago gets the blank picture that once went out (warm paper, a thin frame,
 * one short line) as its card_image_url, stored as the console stored covers. covers.spec.ts checks that the site
 * shows the day's art from the style rules instead. Other fixtures use days 0 to -9; the offline test's days are
 * -10 and -12.
 */
import { createClient } from '@supabase/supabase-js';
import { addDays } from '@lib/dates.ts';
import { nodeCoverRasterizer } from '@lib/covers/node.ts';
import { MEDIA_BUCKET, mediaObjectName } from '@lib/media/object-name.ts';

export const BLANK_COVER_DAY = 13;

export const BLANK_COVER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080"><rect width="1080" height="1080" fill="#f6efdf"/><rect x="48" y="48" width="984" height="984" fill="none" stroke="#2e4a3a" stroke-width="3"/><line x1="480" y1="206" x2="600" y2="206" stroke="#c7a96b" stroke-width="2"/></svg>';

export async function attachBlankCoverFixture(apiUrl: string, serviceRoleKey: string): Promise<void> {
  const service = createClient(apiUrl, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const { data: today, error: todayError } = await service.rpc('site_today');
  if (todayError) throw new Error(`blank cover fixture: reading site_today() failed: ${todayError.message}`);
  const date = addDays(today as string, -BLANK_COVER_DAY);
  const { data: devotional, error } = await service.from('devotionals').select('id').eq('language', 'en').eq('date', date).single();
  if (error || !devotional) throw new Error(`blank cover fixture: no English devotional on ${date}: ${error?.message}`);
  const bucket = MEDIA_BUCKET['cover-card'];
  const name = mediaObjectName(devotional.id, 'cover-card', 'png');
  const blank = (await nodeCoverRasterizer()).renderSvg(BLANK_COVER_SVG);
  const upload = await service.storage.from(bucket).upload(name, blank, { contentType: 'image/png', upsert: true });
  if (upload.error) throw new Error(`blank cover fixture: uploading ${name} failed: ${upload.error.message}`);
  const url = service.storage.from(bucket).getPublicUrl(name).data.publicUrl;
  const update = await service.from('devotionals').update({ card_image_url: url }).eq('id', devotional.id);
  if (update.error) throw new Error(`blank cover fixture: linking the cover failed: ${update.error.message}`);
}
