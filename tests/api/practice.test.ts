/**
 * Memory practice in the database: learners, progress synced through sync_practice, the dashboard's
 * summary and the achievements mastery earns, through the API the site uses. Days are the site time zone's
 * (site_settings.timezone, set to UTC here so the test can name them).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { syncPractice, toRow } from '../../site/data/practice/sync.ts';
import { LearnerGoneError, removeLearner, renameLearner } from '../../site/data/practice/learners.ts';
import { newProgress } from '@lib/practice/scheduler.ts';
import { review } from '@lib/practice/grading.ts';
import type { Grade, ProgressRecord } from '@lib/practice/types.ts';
import { startTestBackend, type TestAccount, type TestBackend } from './harness.ts';

let t: TestBackend;

const DAY = 86_400_000;

function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString();
}

/** A progress record as the client sends it (a snake_case ProgressRecord). */
function record(itemKey: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    learner_id: null,
    item_key: itemKey,
    added_at: daysFromNow(-10),
    due_at: daysFromNow(1),
    interval_days: 1,
    box: 1,
    reps: 1,
    lapses: 0,
    last_grade: 'good',
    last_reviewed_at: daysFromNow(-1),
    mastered_at: null,
    ...overrides,
  };
}

/** A record mastered today (interval over 21 days): Good out of box 4, which takes at least 17 days from adding. */
function mastered(itemKey: string, learnerId: string | null = null): Record<string, unknown> {
  // One instant for both: two clock reads can differ by a millisecond, and mastered_at may not pass last_reviewed_at.
  const now = new Date().toISOString();
  return record(itemKey, {
    learner_id: learnerId,
    added_at: daysFromNow(-40),
    interval_days: 30,
    box: 5,
    reps: 6,
    due_at: daysFromNow(30),
    last_reviewed_at: now,
    mastered_at: now,
  });
}

const verse = () => `verse:${randomUUID()}`;
const shorter = (n: number) => `confession:westminster-shorter-catechism:question-${n}`;
const heidelberg = (n: number) => `confession:heidelberg-catechism:question-${n}`;

async function sync(client: SupabaseClient, records: unknown) {
  return client.rpc('sync_practice', { p_records: records });
}

async function rows(client: SupabaseClient) {
  const { data, error } = await client.from('practice_progress').select('*').order('item_key');
  if (error) throw new Error(error.message);
  return data;
}

async function addLearner(account: TestAccount, name: string, ageBand = '6-9'): Promise<string> {
  const { data, error } = await account.client.from('practice_learners').insert({ name, age_band: ageBand }).select('id').single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

async function achievementNames(client: SupabaseClient): Promise<string[]> {
  const { data, error } = await client.from('user_achievements').select('achievement_name').order('achievement_name');
  if (error) throw new Error(error.message);
  return data.map((r) => r.achievement_name as string);
}

beforeAll(async () => {
  t = await startTestBackend();
  const { error } = await t.service().from('site_settings').update({ timezone: 'UTC' }).eq('id', true);
  if (error) throw new Error(error.message);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('privacy', () => {
  it("keeps a reader's learners, progress and days from other readers and from anon", async () => {
    const owner = await t.newUser('practiser');
    const other = await t.newUser('neighbour');
    const child = await addLearner(owner, 'Anna');
    const synced = await sync(owner.client, [record(verse()), record(shorter(1), { learner_id: child })]);
    expect(synced.error).toBeNull();
    expect(synced.data).toHaveLength(2);

    for (const table of ['practice_learners', 'practice_progress', 'practice_days']) {
      const mine = await owner.client.from(table).select('*');
      expect(mine.data!.length, table).toBeGreaterThan(0);
      const theirs = await other.client.from(table).select('*');
      expect(theirs.error, table).toBeNull();
      expect(theirs.data, table).toEqual([]);
      const anon = await t.anon().from(table).select('*');
      expect(anon.error?.code, table).toBe('42501');
    }
    expect((await t.anon().rpc('sync_practice', { p_records: [] })).error).not.toBeNull();
    expect((await t.anon().rpc('my_practice_summary')).error).not.toBeNull();

    // Another reader cannot file progress under this reader's learner, by sync or by a direct insert.
    const stolen = await sync(other.client, [record(shorter(2), { learner_id: child })]);
    expect(stolen.error?.message).toMatch(/not one of your learners/);
    const direct = await other.client.from('practice_progress').insert({ ...record(shorter(2)), learner_id: child });
    expect(direct.error).not.toBeNull();
    expect(await rows(other.client)).toEqual([]);
    // Nor rename or remove it.
    await other.client.from('practice_learners').update({ name: 'Mallory' }).eq('id', child);
    await other.client.from('practice_learners').delete().eq('id', child);
    const { data: still } = await owner.client.from('practice_learners').select('name').eq('id', child).single();
    expect(still!.name).toBe('Anna');
  });
});

describe('learners', () => {
  it('allows six learners and refuses a seventh with a clear error', async () => {
    const parent = await t.newUser('parent');
    for (let i = 1; i <= 6; i++) await addLearner(parent, `Child ${i}`);
    const seventh = await parent.client.from('practice_learners').insert({ name: 'Child 7', age_band: 'teen' });
    expect(seventh.error?.message).toBe('A reader can have at most six learners: remove one before adding another.');
    const { data } = await parent.client.from('practice_learners').select('id');
    expect(data).toHaveLength(6);
  });

  it('checks the name and age band', async () => {
    const parent = await t.newUser('checker');
    expect((await parent.client.from('practice_learners').insert({ name: ' ', age_band: 'teen' })).error).not.toBeNull();
    expect((await parent.client.from('practice_learners').insert({ name: 'x'.repeat(41), age_band: 'teen' })).error).not.toBeNull();
    expect((await parent.client.from('practice_learners').insert({ name: 'Ben', age_band: 'toddler' })).error).not.toBeNull();
    expect((await parent.client.from('practice_learners').select('id')).data).toEqual([]);
  });
});

describe("the site's rename and removal of a learner", () => {
  it('says a learner no longer on the account is gone, for another reader and after a removal, and changes nothing', async () => {
    const owner = await t.newUser('family-owner');
    const other = await t.newUser('family-other');
    const anna = await addLearner(owner, 'Anna');
    const ben = await addLearner(owner, 'Ben');
    const progress = await sync(owner.client, [record(shorter(1), { learner_id: anna })]);
    expect(progress.error).toBeNull();
    const learners = async () => (await owner.client.from('practice_learners').select('id, name, age_band').order('name')).data;
    const before = await learners();

    // Row-level security hides Anna from another reader: their change and removal match nothing and say so.
    await expect(renameLearner(other.client, anna, 'Mallory', 'teen')).rejects.toThrow(
      'The learner could not be changed: they are no longer on this account, perhaps removed on another device.',
    );
    await expect(removeLearner(other.client, anna)).rejects.toThrow(
      'The learner could not be removed: they are no longer on this account, perhaps removed on another device.',
    );
    expect(await learners()).toEqual(before);
    expect(await rows(owner.client)).toHaveLength(1);

    // Ben is removed on one device; the other device's change or second removal finds him gone.
    await expect(removeLearner(owner.client, ben)).resolves.toBeUndefined();
    await expect(renameLearner(owner.client, ben, 'Benjamin', 'teen')).rejects.toBeInstanceOf(LearnerGoneError);
    await expect(removeLearner(owner.client, ben)).rejects.toBeInstanceOf(LearnerGoneError);
    expect(await learners()).toEqual(before!.filter((learner) => learner.id !== ben));

    // A learner who is there is changed as before.
    await expect(renameLearner(owner.client, anna, ' Hannah ', '10-13')).resolves.toBeUndefined();
    expect(await learners()).toEqual([{ id: anna, name: 'Hannah', age_band: '10-13' }]);
    expect(await rows(owner.client)).toHaveLength(1);
  });
});

describe('sync_practice', () => {
  it('keeps the newer review on either side', async () => {
    const reader = await t.newUser('syncer');
    const a = verse();
    const b = verse();
    await sync(reader.client, [
      record(a, { last_reviewed_at: daysFromNow(-1), interval_days: 3, box: 2 }),
      record(b, { last_reviewed_at: daysFromNow(-1), interval_days: 3, box: 2 }),
    ]);
    // A device with an older review of a and a newer review of b, plus a new item.
    const c = shorter(3);
    const { data, error } = await sync(reader.client, [
      record(a, { last_reviewed_at: daysFromNow(-3), interval_days: 1, box: 1 }),
      record(b, { last_reviewed_at: new Date().toISOString(), interval_days: 7, box: 3, reps: 2, last_grade: 'easy' }),
      record(c, { last_reviewed_at: null, last_grade: null, interval_days: 0, box: 0, reps: 0 }),
    ]);
    expect(error).toBeNull();
    const byKey = new Map((data as Array<Record<string, unknown>>).map((r) => [r.item_key, r]));
    expect(byKey.size).toBe(3);
    expect(Number(byKey.get(a)!.interval_days)).toBe(3);
    expect(Number(byKey.get(b)!.interval_days)).toBe(7);
    expect(byKey.get(b)!.last_grade).toBe('easy');
    expect(byKey.get(c)!.last_reviewed_at).toBeNull();
    // An unreviewed copy (the item added again on another device) never replaces a reviewed row.
    await sync(reader.client, [record(a, { last_reviewed_at: null, last_grade: null, interval_days: 0, box: 0, reps: 0 })]);
    const again = (await rows(reader.client)).find((r) => r.item_key === a)!;
    expect(Number(again.interval_days)).toBe(3);
  });

  it('refuses invalid records and changes nothing', async () => {
    const reader = await t.newUser('careful');
    const good = verse();
    await sync(reader.client, [record(good, { interval_days: 3, box: 2 })]);
    const before = await rows(reader.client);

    const invalid: Array<[Record<string, unknown>, RegExp]> = [
      [record('verse:not-a-uuid'), /item_key/],
      [record('confession:Heidelberg:Q1'), /item_key/],
      [record(verse(), { interval_days: -1 }), /interval_days/],
      [record(verse(), { interval_days: 40000 }), /interval_days/],
      [record(verse(), { interval_days: '3' }), /interval_days/],
      [record(verse(), { box: 1.5 }), /box/],
      [record(verse(), { reps: -2 }), /reps/],
      [record(verse(), { lapses: 2_000_000 }), /lapses/],
      [record(verse(), { last_grade: 'perfect' }), /last_grade/],
      [record(verse(), { due_at: 'tomorrow' }), /due_at/],
      [record(verse(), { added_at: null }), /added_at/],
      [record(verse(), { learner_id: 'nobody' }), /learner_id/],
      [record(verse(), { learner_id: randomUUID() }), /not one of your learners/],
    ];
    for (const [bad, message] of invalid) {
      // The bad record comes second: the good change before it must not survive either.
      const newer = record(good, { interval_days: 7, box: 3, reps: 2, last_reviewed_at: new Date().toISOString() });
      const { error } = await sync(reader.client, [newer, bad]);
      expect(error?.message, JSON.stringify(bad)).toMatch(message);
      expect(error?.message).toMatch(/^Practice record 2: /);
    }
    expect((await sync(reader.client, { not: 'an array' })).error?.message).toMatch(/array/);
    expect((await sync(reader.client, ['text'])).error?.message).toMatch(/object/);
    expect(await rows(reader.client)).toEqual(before);
  });
});

describe('my_practice_summary', () => {
  it('counts due, mastered and items for the reader and each learner, with the streak of days practised', async () => {
    const reader = await t.newUser('summary');
    const child = await addLearner(reader, 'Ben', 'under-6');
    const teen = await addLearner(reader, 'Cara', 'teen');
    const synced = await sync(reader.client, [
      record(verse(), { due_at: daysFromNow(-1), last_reviewed_at: daysFromNow(-2) }),
      record(verse(), { due_at: daysFromNow(2), last_reviewed_at: daysFromNow(-1) }),
      // A device clock running a few minutes ahead (within the allowed skew).
      { ...mastered(shorter(1)), last_reviewed_at: new Date(Date.now() + 4 * 60_000).toISOString() },
      record(shorter(2), { learner_id: child, due_at: daysFromNow(-0.5), last_reviewed_at: null, last_grade: null, interval_days: 0, box: 0, reps: 0 }),
      mastered(shorter(3), child),
    ]);
    expect(synced.error).toBeNull();
    const { data, error } = await reader.client.rpc('my_practice_summary');
    expect(error).toBeNull();
    expect(data).toEqual([
      { learner_id: null, name: null, age_band: null, due_count: 1, mastered_count: 1, item_count: 3, streak: 2 },
      { learner_id: child, name: 'Ben', age_band: 'under-6', due_count: 1, mastered_count: 1, item_count: 2, streak: 1 },
      { learner_id: teen, name: 'Cara', age_band: 'teen', due_count: 0, mastered_count: 0, item_count: 0, streak: 0 },
    ]);
    // The review of two days ago is kept but earns no day (only today and yesterday do), and a device clock that runs
    // ahead does not practise tomorrow: the day is today at the latest.
    const { data: days } = await reader.client.from('practice_days').select('practised_on').is('learner_id', null).order('practised_on');
    expect(days!.map((d) => d.practised_on)).toEqual([-1, 0].map((n) => daysFromNow(n).slice(0, 10)));
  });

  it('counts the streak back from yesterday until the first missed day, ignoring a day after today', async () => {
    const reader = await t.newUser('yesterday');
    const child = await addLearner(reader, 'Eve');
    const synced = await sync(reader.client, [record(verse(), { last_reviewed_at: daysFromNow(-1) })]);
    expect(synced.error).toBeNull();
    // Days recorded earlier (a sync earns only today and yesterday), and one that lies ahead of the site's today, as a
    // stored day can after the site time zone moves west.
    const recorded = await t
      .service()
      .from('practice_days')
      .insert([
        { user_id: reader.id, practised_on: daysFromNow(-2).slice(0, 10) },
        { user_id: reader.id, practised_on: daysFromNow(-4).slice(0, 10) },
        { user_id: reader.id, learner_id: child, practised_on: daysFromNow(-2).slice(0, 10) },
        { user_id: reader.id, practised_on: daysFromNow(1).slice(0, 10) },
      ]);
    expect(recorded.error).toBeNull();
    const { data } = await reader.client.rpc('my_practice_summary');
    expect(data).toMatchObject([
      { learner_id: null, streak: 2 },
      { learner_id: child, name: 'Eve', streak: 0 },
    ]);
  });

  it('gives a new reader one row of zeros', async () => {
    const reader = await t.newUser('newcomer');
    const { data } = await reader.client.rpc('my_practice_summary');
    expect(data).toEqual([{ learner_id: null, name: null, age_band: null, due_count: 0, mastered_count: 0, item_count: 0, streak: 0 }]);
  });
});

describe('achievements', () => {
  it('awards each practice achievement once, only when earned, and only for the reader themself', async () => {
    const reader = await t.newUser('memoriser');
    const child = await addLearner(reader, 'Dan');
    // A learner's mastery and the reader's unmastered items earn nothing.
    await sync(reader.client, [mastered(verse(), child), record(verse(), { interval_days: 14, box: 4, reps: 2 })]);
    expect(await achievementNames(reader.client)).toEqual([]);

    await sync(reader.client, [mastered(verse())]);
    expect(await achievementNames(reader.client)).toEqual(['Hidden in the Heart']);

    // Shorter Catechism 1-9 and part of Lord's Day 2 (questions 3-5): nothing more yet.
    await sync(reader.client, [...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => mastered(shorter(n))), mastered(heidelberg(3)), mastered(heidelberg(4))]);
    expect(await achievementNames(reader.client)).toEqual(['Hidden in the Heart', 'Ten by Heart']);

    await sync(reader.client, [mastered(shorter(10)), mastered(heidelberg(5))]);
    expect(await achievementNames(reader.client)).toEqual(["A Lord's Day by Heart", 'Hidden in the Heart', "Man's Chief End", 'Ten by Heart']);

    // Syncing again awards nothing twice.
    await sync(reader.client, [mastered(shorter(10)), mastered(heidelberg(1)), mastered(heidelberg(2))]);
    const { data } = await reader.client.from('user_achievements').select('achievement_name, icon_name');
    expect(data).toHaveLength(4);
  });
});

/**
 * What the site's scheduler leaves after each step: the item added `addedDaysAgo` days ago, then graded on each
 * step's day (days ago), every review when the item is due, as the practice page allows.
 */
function history(itemKey: string, addedDaysAgo: number, steps: Array<[Grade, number]>): ProgressRecord[] {
  let current = newProgress(itemKey, null, new Date(daysFromNow(-addedDaysAgo)));
  return steps.map(([grade, daysAgo]) => {
    const at = new Date(daysFromNow(-daysAgo));
    if (Date.parse(current.dueAt) > at.getTime()) throw new Error(`${itemKey} is not due ${daysAgo} days ago`);
    current = review(current, grade, at);
    return current;
  });
}

async function practiceDays(client: SupabaseClient): Promise<string[]> {
  const { data, error } = await client.from('practice_days').select('practised_on').is('learner_id', null).order('practised_on');
  if (error) throw new Error(error.message);
  return data.map((d) => d.practised_on as string);
}

describe('only what a real review produces', () => {
  it('refuses the forged call: forty items of interval_days 36500, each a day further back', async () => {
    const forger = await t.newUser('forger');
    const forged = Array.from({ length: 40 }, (_, n) =>
      record(verse(), {
        added_at: daysFromNow(-n - 1),
        last_reviewed_at: daysFromNow(-n - 1),
        due_at: daysFromNow(36500),
        interval_days: 36500,
        box: 7,
        reps: 1,
        mastered_at: daysFromNow(-n - 1),
      }),
    );
    const { error } = await sync(forger.client, forged);
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe('Practice record 1: interval_days 36500 is more than good gives in box 7 (120 days).');
    expect(await rows(forger.client)).toEqual([]);
    expect(await practiceDays(forger.client)).toEqual([]);
    expect(await achievementNames(forger.client)).toEqual([]);
    const { data } = await forger.client.rpc('my_practice_summary');
    expect(data).toMatchObject([{ mastered_count: 0, item_count: 0, streak: 0 }]);
  });

  it('refuses a state the scheduler cannot reach, naming the record, and changes nothing', async () => {
    const reader = await t.newUser('impossible');
    const now = new Date().toISOString();
    const invalid: Array<[Record<string, unknown>, string]> = [
      [record(verse(), { last_reviewed_at: daysFromNow(0.01) }), 'last_reviewed_at is in the future: check the date and time of this device.'],
      [
        record(verse(), { added_at: daysFromNow(1), last_reviewed_at: null, last_grade: null, interval_days: 0, box: 0, reps: 0 }),
        'added_at is in the future: check the date and time of this device.',
      ],
      [
        record(verse(), { added_at: daysFromNow(-1), last_reviewed_at: daysFromNow(-2) }),
        'last_reviewed_at is before added_at: an item is reviewed only after it is added.',
      ],
      [record(verse(), { box: 8, interval_days: 120, reps: 5 }), 'box must be a Leitner box from 0 to 7.'],
      [record(verse(), { box: 5, interval_days: 60, reps: 3, added_at: daysFromNow(-60) }), 'interval_days 60 is more than good gives in box 5 (30 days).'],
      [record(verse(), { box: 3, interval_days: 7, last_grade: 'hard', reps: 2 }), 'interval_days 7 is more than hard gives in box 3 (4 days).'],
      [record(verse(), { box: 3, interval_days: 0, last_grade: 'again', lapses: 1 }), 'an item graded again goes back to box 0.'],
      [record(verse(), { box: 1, interval_days: 1, last_grade: 'easy' }), 'an item graded easy is in box 2 or later.'],
      [record(verse(), { box: 5, interval_days: 30, reps: 2, added_at: daysFromNow(-60) }), 'box 5 takes at least 3 reviews, not 2.'],
      // Good out of box 4 means the item waited in boxes 2 (3 days, after Easy) and 4 (14 days) at the least.
      [
        record(verse(), { box: 5, interval_days: 30, reps: 3, added_at: daysFromNow(-16) }),
        'box 5 after good takes at least 17 days from added_at to last_reviewed_at.',
      ],
      [
        record(verse(), { box: 5, interval_days: 30, reps: 3, added_at: daysFromNow(-30), mastered_at: daysFromNow(-25) }),
        'mastered_at must lie between 8 days after added_at and last_reviewed_at, after at least 3 reviews.',
      ],
      [record(verse(), { lapses: 2 }), 'lapses cannot exceed reps: every Again is a review.'],
      [record(verse(), { last_reviewed_at: null }), 'last_grade and last_reviewed_at are set together, by a review, or both null.'],
      [
        record(verse(), { last_reviewed_at: null, last_grade: null, box: 2, interval_days: 3 }),
        'an item never reviewed is in box 0 with interval_days 0, reps 0, lapses 0 and no mastered_at.',
      ],
    ];
    for (const [bad, message] of invalid) {
      const { error } = await sync(reader.client, [record(verse(), { last_reviewed_at: now }), bad]);
      expect(error?.message, JSON.stringify(bad)).toBe(`Practice record 2: ${message}`);
    }
    expect(await rows(reader.client)).toEqual([]);
    expect(await practiceDays(reader.client)).toEqual([]);
  });

  it("refuses the same states written straight to the table, and a review dated before the row's last", async () => {
    const reader = await t.newUser('direct');
    const item = verse();
    const direct = await reader.client.from('practice_progress').insert(record(item, { interval_days: 36500, box: 7 }));
    expect(direct.error?.code).toBe('23514');
    expect(direct.error?.message).toBe(`Practice progress for ${item}: interval_days 36500 is more than good gives in box 7 (120 days).`);

    expect((await reader.client.from('practice_progress').insert(record(item))).error).toBeNull();
    const back = await reader.client
      .from('practice_progress')
      .update({ last_reviewed_at: daysFromNow(-5) })
      .eq('item_key', item);
    expect(back.error?.message).toBe(`Practice progress for ${item}: last_reviewed_at is before the item's last review.`);
    const mastery = await reader.client.from('practice_progress').update({ interval_days: 30 }).eq('item_key', item);
    expect(mastery.error?.message).toMatch(/interval_days 30 is more than good gives in box 1 \(1 days\)/);
    expect(await rows(reader.client)).toMatchObject([{ item_key: item, interval_days: 1 }]);
  });

  it("accepts what the site's scheduler made offline and sends days later, every review of an item in any order", async () => {
    const reader = await t.newUser('offline');
    // The fastest way to mastery: Good, then Easy twice (box 1 after a day, box 3 after 7 more): 8 days.
    const quick = history(verse(), 9, [
      ['good', 9],
      ['easy', 8],
      ['easy', 1],
    ]);
    // A steadier item: a lapse, then Hard and Good, reviewed up to this minute.
    const steady = history(shorter(1), 6, [
      ['good', 6],
      ['again', 5],
      ['hard', 4.99],
      ['good', 3.9],
      ['good', 0],
    ]);
    // The queue as a device kept it, newest first and oldest last, sent through the site's own sync code.
    const queued = [...steady].reverse().concat(quick[2], quick[0], quick[1]);
    const stored = await syncPractice(reader.client, queued);
    expect(stored).toEqual([quick[2], steady[4]].sort((a, b) => a.itemKey.localeCompare(b.itemKey)));
    expect(stored.find((r) => r.itemKey === quick[0].itemKey)).toMatchObject({ box: 5, intervalDays: 30, masteredAt: quick[2].lastReviewedAt });
    // Sent again later, an older review changes nothing and is no error.
    expect(await syncPractice(reader.client, [steady[1], quick[1]])).toEqual(stored);
    expect(await achievementNames(reader.client)).toEqual(['Hidden in the Heart']);
  });

  it('credits a streak day only for a review made today or yesterday, so one call cannot make a streak', async () => {
    const reader = await t.newUser('streaker');
    // Forty items, each added and graded Good once, a day further back: real-looking, but only two days count.
    const backdated = Array.from({ length: 40 }, (_, n) => toRow(history(verse(), n, [['good', n]])[0]));
    const { error } = await sync(reader.client, backdated);
    expect(error).toBeNull();
    expect(await rows(reader.client)).toHaveLength(40);
    expect(await practiceDays(reader.client)).toEqual([-1, 0].map((n) => daysFromNow(n).slice(0, 10)));
    const { data } = await reader.client.rpc('my_practice_summary');
    expect(data).toMatchObject([{ learner_id: null, item_count: 40, mastered_count: 0, streak: 2 }]);
  });
});
