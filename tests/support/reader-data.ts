/**
 * A reader with every kind of data the site keeps about an account: profile and avatar file, audio
 * preferences and the Bible translation, a saved devotional, a bookmarked confession section, a note, a reading, a
 * goal, the achievements those earn, feedback, two family learners (one with a translation of her own) with
 * practice progress and days, reminders with one browser's push subscription, and a newsletter subscription of the
 * account's address. Written through the reader's
 * own session where the site writes it (RLS decides), and with the service role only where the site's own back
 * office does (the newsletter's confirmed row). Shared by the API tests and the browser tests, which bring their own
 * devotionals and confession section.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { syncPractice } from '../../site/data/practice/sync.ts';
import { addLearner } from '../../site/data/practice/learners.ts';
import { newProgress } from '@lib/practice/scheduler.ts';
import { review } from '@lib/practice/grading.ts';
import { STAND_IN_PNG } from './media-standins.ts';

export interface ContentToUse {
  /** Two released devotionals: one saved, noted and practised, one read. */
  devotionalIds: [string, string];
  /** A confession section to bookmark. */
  sectionId: string;
}

export interface GivenData {
  learnerIds: [string, string];
  avatarPath: string;
  feedbackId: string;
}

function check<T>(what: string, result: { data: T; error: { message: string } | null }): T {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  return result.data;
}

export async function giveEveryKindOfData(
  client: SupabaseClient,
  service: SupabaseClient,
  account: { id: string; email: string },
  { devotionalIds: [saved, read], sectionId }: ContentToUse,
): Promise<GivenData> {
  const user_id = account.id;
  const avatarPath = `${user_id}/${Date.now()}.png`;
  check('avatar upload', await client.storage.from('avatars').upload(avatarPath, STAND_IN_PNG, { contentType: 'image/png' }));
  const avatarUrl = client.storage.from('avatars').getPublicUrl(avatarPath).data.publicUrl;
  check('profile', await client.from('profiles').update({ avatar_url: avatarUrl }).eq('id', user_id));
  check('preferences', await client.from('user_preferences').upsert({ user_id, preferred_voice: 'female', preferred_speed: 1.25, bible_translation: 'bsb' }));
  check('saved devotional', await client.from('user_saved_devotionals').insert({ user_id, devotional_id: saved }));
  check('bookmark', await client.from('user_bookmarked_sections').insert({ user_id, section_id: sectionId }));
  check('note', await client.from('devotional_notes').insert({ user_id, devotional_id: saved, note_content: 'Goodness and mercy all my days.' }));
  check('reading', await client.from('user_reading_history').insert({ user_id, devotional_id: read, reading_time_seconds: 150 }));
  check('goal', await client.from('user_reading_goals').insert({ user_id, goal_type: 'weekly', target_count: 5 }));
  const feedback = check(
    'feedback',
    await client
      .from('user_feedback')
      .insert({ user_id, feedback_text: 'Our family reads it every morning.', country: 'Scotland', rating: 5 })
      .select('id')
      .single(),
  );

  const anna = await addLearner(client, 'Anna', '6-9', 'kjv');
  const ben = await addLearner(client, 'Ben', '10-13');
  const now = new Date();
  const reviewed = (itemKey: string, learnerId: string | null) => review(newProgress(itemKey, learnerId, now), 'good', now);
  await syncPractice(client, [
    reviewed(`verse:${saved}`, null),
    reviewed('confession:westminster-shorter-catechism:question-1', anna.id),
    reviewed(`verse:${saved}`, ben.id),
  ]);

  const group = check('reading group', await client.rpc('create_reading_group', { p_name: 'Tuesday Bible study', p_share: true }));
  check('group post', await client.from('reading_group_posts').insert({ group_id: group, kind: 'prayer', body: 'Pray for our week,\nand for one another.' }));

  check(
    'reminders',
    await client.rpc('set_my_reminders', {
      p_enabled: true,
      p_hour: 7,
      p_time_zone: 'Europe/Amsterdam',
      p_language: 'nl',
      p_by_push: true,
      p_by_email: false,
      p_streak_nudge: true,
    }),
  );
  // A browser's push subscription: an endpoint at its push service and its keys (base64url, as browsers give them).
  check(
    'push subscription',
    await client.rpc('save_my_push_subscription', {
      p_endpoint: `https://push.example.test/send/${user_id}`,
      p_p256dh: `B${'A'.repeat(86)}`,
      p_auth: 'A'.repeat(22),
    }),
  );
  check('newsletter', await service.from('newsletter_subscribers').insert({ email: account.email, confirmed_at: now.toISOString(), frequency: 'daily' }));
  return { learnerIds: [anna.id, ben.id], avatarPath, feedbackId: (feedback as { id: string }).id };
}
