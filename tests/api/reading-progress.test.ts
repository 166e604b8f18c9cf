/**
 * Reading history, goals, streaks and achievements: what the database decides, through the API the dashboard
 * uses. Days are the site time zone's (site_settings.timezone, set to UTC here so the test can name them).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from './harness.ts';
import { PSALM_23 } from '../support/devotional-fixture.ts';

let t: TestBackend;
let service: SupabaseClient;

function isoDay(offset: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

async function devotional(): Promise<string> {
  const slug = `devotional-${randomUUID().slice(0, 8)}`;
  const { data, error } = await service
    .from('devotionals')
    .insert({
      title: `Devotional ${slug}`,
      slug,
      date: '2020-01-01',
      status: 'published',
      ...PSALM_23,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

/** A reading recorded by the service role on a given day (readers cannot choose the day). */
async function readOn(userId: string, dayOffset: number, devotionalId?: string): Promise<void> {
  const { error } = await service.from('user_reading_history').insert({
    user_id: userId,
    devotional_id: devotionalId ?? (await devotional()),
    completed_at: `${isoDay(dayOffset)}T12:00:00Z`,
    reading_time_seconds: 120,
  });
  if (error) throw new Error(error.message);
}

async function achievementNames(client: SupabaseClient): Promise<string[]> {
  const { data, error } = await client.from('user_achievements').select('achievement_name').order('achievement_name');
  if (error) throw new Error(error.message);
  return data.map((r) => r.achievement_name as string);
}

beforeAll(async () => {
  t = await startTestBackend();
  service = t.service();
  const { error } = await service.from('site_settings').update({ timezone: 'UTC' }).eq('id', true);
  if (error) throw new Error(error.message);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('reading history', () => {
  it('records one row per reader, devotional and day, stamped with the server clock', async () => {
    const reader = await t.newUser('historian');
    const id = await devotional();
    const first = await reader.client
      .from('user_reading_history')
      .insert({ user_id: reader.id, devotional_id: id, reading_time_seconds: 200, completed_at: '2020-01-01T00:00:00Z' });
    expect(first.error).toBeNull();
    const again = await reader.client.from('user_reading_history').insert({ user_id: reader.id, devotional_id: id, reading_time_seconds: 90 });
    expect(again.error).toBeNull();
    const { data } = await reader.client.from('user_reading_history').select('read_on, completed_at, reading_time_seconds');
    expect(data).toHaveLength(1);
    // The backdated completed_at was replaced by now: today in the site time zone.
    expect(data![0].read_on).toBe(isoDay(0));
    expect(data![0].reading_time_seconds).toBe(200);
  });

  it("another reader cannot read or write the first reader's history, notes or bookmarks", async () => {
    const alice = await t.newUser('alice');
    const bob = await t.newUser('bob');
    const id = await devotional();
    await alice.client.from('user_reading_history').insert({ user_id: alice.id, devotional_id: id, reading_time_seconds: 60 });
    await alice.client.from('devotional_notes').insert({ user_id: alice.id, devotional_id: id, note_content: 'Private thoughts' });
    await alice.client.from('user_saved_devotionals').insert({ user_id: alice.id, devotional_id: id });
    for (const table of ['user_reading_history', 'devotional_notes', 'user_saved_devotionals']) {
      const { data, error } = await bob.client.from(table).select('*').eq('user_id', alice.id);
      expect(error).toBeNull();
      expect(data, table).toEqual([]);
    }
    const forged = await bob.client.from('user_reading_history').insert({ user_id: alice.id, devotional_id: id });
    expect(forged.error?.code).toBe('42501');
  });
});

describe('streak and statistics', () => {
  it('counts consecutive days back from today, or from yesterday when nothing is read yet today', async () => {
    const reader = await t.newUser('streaker');
    for (const day of [-1, -2, -3, -5]) await readOn(reader.id, day);
    const { data, error } = await reader.client.rpc('my_reading_stats').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ devotionals_read: 4, reading_seconds: 480, current_streak: 3, longest_streak: 3 });

    await readOn(reader.id, 0);
    const after = await reader.client.rpc('my_reading_stats').single();
    expect(after.data).toMatchObject({ devotionals_read: 5, current_streak: 4 });
  });

  it('is zero when the latest reading is older than yesterday', async () => {
    const reader = await t.newUser('lapsed');
    await readOn(reader.id, -2);
    await readOn(reader.id, -3);
    const { data } = await reader.client.rpc('my_reading_stats').single();
    expect(data).toMatchObject({ current_streak: 0, longest_streak: 2 });
  });

  it('ignores a day after today (a stored day can lie ahead when the site time zone moves west)', async () => {
    const reader = await t.newUser('ahead');
    for (const day of [1, -1, -2]) await readOn(reader.id, day);
    const { data } = await reader.client.rpc('my_reading_stats').single();
    expect(data).toMatchObject({ current_streak: 2 });
  });

  it('anon cannot ask for statistics', async () => {
    const { error } = await t.anon().rpc('my_reading_stats');
    expect(error?.code).toBe('42501');
  });
});

describe('achievements', () => {
  it('are awarded by the database when the qualifying row is written', async () => {
    const reader = await t.newUser('achiever');
    expect(await achievementNames(reader.client)).toEqual([]);
    const id = await devotional();
    await reader.client.from('user_reading_history').insert({ user_id: reader.id, devotional_id: id, reading_time_seconds: 60 });
    expect(await achievementNames(reader.client)).toEqual(['First Steps']);
    await reader.client.from('devotional_notes').insert({ user_id: reader.id, devotional_id: id, note_content: 'Grace.' });
    expect(await achievementNames(reader.client)).toEqual(['First Steps', 'Reflective Heart']);
    const { data } = await reader.client.from('user_achievements').select('icon_name').eq('achievement_name', 'First Steps').single();
    expect(data?.icon_name).toBe('book');
  });

  it('a 7-day streak and 10 devotionals earn Week of Devotion and Faithful Reader', async () => {
    const reader = await t.newUser('faithful');
    for (let day = -9; day <= 0; day++) await readOn(reader.id, day);
    const names = await achievementNames(reader.client);
    expect(names).toEqual(expect.arrayContaining(['First Steps', 'Week of Devotion', 'Faithful Reader']));
    expect(names).not.toContain('Month of Devotion');
    expect(names).not.toContain('Devoted Reader');
  });

  it('a reader cannot insert, change or delete achievements', async () => {
    const reader = await t.newUser('claimer');
    const insert = await reader.client.from('user_achievements').insert({ user_id: reader.id, achievement_name: 'Devoted Reader', icon_name: 'trophy' });
    expect(insert.error?.code).toBe('42501');
    await readOn(reader.id, 0);
    const update = await reader.client.from('user_achievements').update({ achievement_name: 'Devoted Reader' }).eq('user_id', reader.id).select();
    expect(update.data ?? []).toEqual([]);
    const del = await reader.client.from('user_achievements').delete().eq('user_id', reader.id).select();
    expect(del.data ?? []).toEqual([]);
    expect(await achievementNames(reader.client)).toEqual(['First Steps']);
  });
});

describe('reading goals', () => {
  it('the database sets the window from the type: 1 day, 7 days, 1 month from today', async () => {
    const reader = await t.newUser('goalsetter');
    const rows = [];
    for (const goal_type of ['daily', 'weekly', 'monthly'] as const) {
      const { data, error } = await reader.client
        .from('user_reading_goals')
        .insert({ user_id: reader.id, goal_type, target_count: 2, start_date: '2020-01-01', end_date: '2020-01-02' })
        .select()
        .single();
      expect(error).toBeNull();
      rows.push(data);
    }
    const today = isoDay(0);
    const month = new Date(`${today}T00:00:00Z`);
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect(rows.map((r) => [r.goal_type, r.start_date, r.end_date, r.is_active])).toEqual([
      ['daily', today, isoDay(1), true],
      ['weekly', today, isoDay(7), true],
      ['monthly', today, month.toISOString().slice(0, 10), true],
    ]);
  });

  it('a new goal of a type retires the older active one of that type only', async () => {
    const reader = await t.newUser('changer');
    await reader.client.from('user_reading_goals').insert({ user_id: reader.id, goal_type: 'weekly', target_count: 7 });
    await reader.client.from('user_reading_goals').insert({ user_id: reader.id, goal_type: 'daily', target_count: 1 });
    await reader.client.from('user_reading_goals').insert({ user_id: reader.id, goal_type: 'weekly', target_count: 3 });
    const { data } = await reader.client.from('user_reading_goals').select('goal_type, target_count, is_active').order('created_at');
    expect(data).toEqual([
      { goal_type: 'weekly', target_count: 7, is_active: false },
      { goal_type: 'daily', target_count: 1, is_active: true },
      { goal_type: 'weekly', target_count: 3, is_active: true },
    ]);
  });

  it('progress counts readings inside the window only; reaching the target completes it and earns Goal Achieved', async () => {
    const reader = await t.newUser('progress');
    await readOn(reader.id, -1); // before the window
    const { data: goal } = await reader.client
      .from('user_reading_goals')
      .insert({ user_id: reader.id, goal_type: 'daily', target_count: 2 })
      .select('id')
      .single();
    const progress = async () => (await reader.client.from('reading_goal_progress').select('progress_count, completed').eq('id', goal!.id).single()).data;
    expect(await progress()).toEqual({ progress_count: 0, completed: false });
    await readOn(reader.id, 0);
    expect(await progress()).toEqual({ progress_count: 1, completed: false });
    expect(await achievementNames(reader.client)).not.toContain('Goal Achieved');
    await readOn(reader.id, 0);
    expect(await progress()).toEqual({ progress_count: 2, completed: true });
    expect(await achievementNames(reader.client)).toContain('Goal Achieved');
  });

  it('a target below 1 is refused', async () => {
    const reader = await t.newUser('zero');
    const { error } = await reader.client.from('user_reading_goals').insert({ user_id: reader.id, goal_type: 'weekly', target_count: 0 });
    expect(error?.code).toBe('23514');
  });
});
