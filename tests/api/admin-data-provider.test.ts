/**
 * The console's custom data provider methods (admin/src/providers/) against supabase/local, as an admin: what each
 * answers, and the refusals the console tells apart (the edit lock's 409, a slug's unique violation, an address
 * that is not a uuid) carried as RequestError's code and httpStatus — never as `status`, on which react-admin
 * would sign the admin out.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { adminMethods, type AdminMethodsDataProvider } from '../../admin/src/providers/adminMethods.ts';
import { devotionalMethods, type DevotionalMethods } from '../../admin/src/providers/devotionalMethods.ts';
import { FunctionError } from '../../admin/src/providers/functionError.ts';
import { generatorMethods } from '../../admin/src/providers/generatorMethods.ts';
import { publishingMethods, type PublishingMethods } from '../../admin/src/providers/publishingMethods.ts';
import { RequestError } from '../../admin/src/providers/requestError.ts';
import type { DevotionalFormValues } from '@lib/devotionals/edit-form.ts';
import { translationSaveArgs, translationValues } from '@lib/devotionals/translations.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

/** A 1×1 PNG: storage checks that a file's bytes are what its type says. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let t: TestBackend;
let devotionals: DevotionalMethods;
/** save_devotional's answer, as the console reads it. */
const save = async (args: Parameters<DevotionalMethods['saveDevotional']>[0]) =>
  (await devotionals.saveDevotional(args)) as unknown as { id: string; updated_at: string };
let publishing: PublishingMethods;
let adminClient: SupabaseClient<Database>;
let adminId: string;
let screens: AdminMethodsDataProvider;

function saveArgs(overrides: Record<string, unknown> = {}, expected: string | null = null) {
  const slug = `provider-${randomUUID().slice(0, 8)}`;
  return {
    devotional: {
      id: randomUUID(),
      title: `Provider ${slug}`,
      slug,
      date: '2020-03-03',
      status: 'draft',
      biblical_passage: 'Psalm 23:1',
      scripture_text: 'The LORD is my shepherd; I shall not want.',
      transcript: 'A story about the shepherd.',
      discussion_questions: ['Who is the shepherd?'],
      reading_time: 2,
      ...overrides,
    },
    tag_ids: [],
    confession_references: [],
    expected_updated_at: expected,
  };
}

async function refusal(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

beforeAll(async () => {
  t = await startTestBackend();
  const account = await t.newAdmin('provider-admin');
  const admin = account.client as SupabaseClient<Database>;
  adminClient = admin;
  adminId = account.id;
  devotionals = devotionalMethods(admin);
  publishing = publishingMethods(admin);
  screens = adminMethods(admin);
});

afterAll(async () => {
  await t?.close();
});

describe('devotional methods', () => {
  it('saves through save_devotional and loads the devotional back for the edit form', async () => {
    const args = saveArgs();
    const saved = await save(args);
    expect(saved.id).toBe(args.devotional.id);
    const loaded = await devotionals.devotionalForEdit(args.devotional.id as string);
    expect(loaded?.title).toBe(args.devotional.title);
    expect(loaded?.updated_at).toBe(saved.updated_at);
    expect(loaded?.devotional_tags).toEqual([]);
  });

  it('carries the edit lock as httpStatus 409 with its sentence, not as status', async () => {
    const args = saveArgs();
    const first = await save(args);
    await devotionals.saveDevotional({ ...args, devotional: { id: args.devotional.id, title: 'Theirs' }, expected_updated_at: first.updated_at });
    const error = await refusal(
      devotionals.saveDevotional({ ...args, devotional: { id: args.devotional.id, title: 'Mine' }, expected_updated_at: first.updated_at }),
    );
    expect(error.httpStatus).toBe(409);
    expect(error.message).toMatch(/\S/);
    expect('status' in error).toBe(false);
    expect((await devotionals.devotionalForEdit(args.devotional.id as string))?.title).toBe('Theirs');
  });

  it("tells a slug another devotional uses by PostgreSQL's code 23505", async () => {
    const first = saveArgs();
    await devotionals.saveDevotional(first);
    const error = await refusal(devotionals.saveDevotional(saveArgs({ slug: first.devotional.slug })));
    expect(error.code).toBe('23505');
  });

  it("saves a translation into its original's group, lists the group, and names the constraint a taken slug or language breaks", async () => {
    const original = saveArgs({ date: '2020-03-04' });
    const { translation_group: group } = (await devotionals.saveDevotional(original)) as unknown as { translation_group: string };
    const dutch = translationValues(
      { ...original.devotional, discussion_questions_text: '', tag_ids: [], references: [] } as unknown as DevotionalFormValues,
      'nl',
      randomUUID(),
      { scripture_text: '1 De HEERE is mijn Herder, mij zal niets ontbreken.', memory_verse: '' },
    );
    await devotionals.saveDevotional(translationSaveArgs(dutch, group));

    const members = await devotionals.devotionalTranslations(group);
    expect(members.map((m) => [m.id, m.language, m.status, m.date])).toEqual([
      [original.devotional.id, 'en', 'draft', '2020-03-04'],
      [dutch.id, 'nl', 'draft', '2020-03-04'],
    ]);
    expect(members[1].title).toBe(`[NL] ${original.devotional.title}`);

    // useAddTranslation tells these apart by the constraint's name in the message: a slug retries, a language is said.
    const again = translationValues(dutch, 'nl', randomUUID(), { scripture_text: '', memory_verse: '' });
    const taken = await refusal(devotionals.saveDevotional(translationSaveArgs({ ...again, slug: dutch.slug }, randomUUID())));
    expect([taken.code, taken.message]).toEqual(['23505', expect.stringMatching(/slug/)]);
    const second = await refusal(devotionals.saveDevotional(translationSaveArgs({ ...again, slug: `${dutch.slug}-second` }, group)));
    expect([second.code, second.message]).toEqual(['23505', expect.stringMatching(/one_per_language/)]);
  });

  it('answers null for a devotional that is not there, and code 22P02 for an address that is not a uuid', async () => {
    expect(await devotionals.devotionalForEdit(randomUUID())).toBeNull();
    expect((await refusal(devotionals.devotionalForEdit('not-a-uuid'))).code).toBe('22P02');
  });

  it("reads the site's time zone and the read counts of devotionals", async () => {
    expect(await devotionals.siteTimeZone()).toMatch(/\//);
    const args = saveArgs();
    await devotionals.saveDevotional(args);
    const counts = await devotionals.devotionalReadCounts([args.devotional.id as string]);
    expect(counts.get(args.devotional.id as string) ?? 0).toBe(0);
  });

  it('uploads a media file, answers its public URL, and removes it', async () => {
    const name = `${randomUUID()}/cover-${randomUUID()}.png`;
    const png = () => new Blob([Buffer.from(ONE_PIXEL_PNG, 'base64')], { type: 'image/png' });
    const url = await devotionals.uploadMedia('devotional-images', name, png());
    expect(url).toBe(await devotionals.mediaUrl('devotional-images', name));
    expect((await fetch(url)).status).toBe(200);
    // A second upload under a stored name is refused, never an overwrite.
    await expect(devotionals.uploadMedia('devotional-images', name, png())).rejects.toThrow();
    await devotionals.removeMedia('devotional-images', [name]);
    expect((await fetch(url)).status).not.toBe(200);
  });
});

describe('publishing methods', () => {
  it("answers the panel's figures, the service checks and the recorded rebuild requests", async () => {
    const stats = await publishing.panelStats();
    expect(typeof stats.devotionals).toBe('number');
    expect(await publishing.checkApi()).toEqual({ ok: true, detail: 'Answering' });
    expect(await publishing.checkStorage()).toEqual({ ok: true, detail: 'Answering' });
    expect(Array.isArray(await publishing.siteBuilds())).toBe(true);
  });

  it("answers a rebuild request the function refused with the function's own reason, never throwing", async () => {
    // The test backend has no build target, so rebuild-site says what to configure.
    const rebuild = await publishing.requestRebuild('Provider test');
    expect(rebuild.ok).toBe(false);
    expect(rebuild.reason).toMatch(/No build target is configured/);
    expect(rebuild.error).toBe(`Saved, but the site rebuild could not be requested (${rebuild.reason}). Use "Rebuild now" on the admin panel.`);
  });
});

describe('admin methods', () => {
  it("adds and renames a tag, and tells a taken slug and a tag in use by PostgreSQL's codes", async () => {
    const slug = `tag-${randomUUID().slice(0, 8)}`;
    await screens.saveTag(undefined, { name: `Tag ${slug}`, slug });
    const { data: added } = await t.service().from('tags').select('id, name').eq('slug', slug).single();
    await screens.saveTag(added!.id as string, { name: 'Renamed', slug });
    expect((await t.service().from('tags').select('name').eq('id', added!.id).single()).data?.name).toBe('Renamed');
    expect((await refusal(screens.saveTag(undefined, { name: 'Again', slug }))).code).toBe('23505');

    const args = { ...saveArgs(), tag_ids: [added!.id as string] };
    await save(args);
    expect((await refusal(screens.deleteTag(added!.id as string))).code).toBe('23503');
    await t.service().from('devotionals').delete().eq('id', args.devotional.id);
    await screens.deleteTag(added!.id as string);
    expect((await t.service().from('tags').select('id').eq('id', added!.id)).data).toEqual([]);
    expect((await refusal(screens.deleteTag(added!.id as string))).message).toBe('The tag was not found or may not be deleted');
  });

  it('names a tag in the editions, renames it there, and removes a name left empty, leaving an edition not given alone', async () => {
    const slug = `tag-${randomUUID().slice(0, 8)}`;
    await screens.saveTag(undefined, { name: `Hope ${slug}`, slug, names: { nl: 'Hoop', es: 'Esperanza' } });
    const { data: added } = await t.service().from('tags').select('id').eq('slug', slug).single();
    const id = added!.id as string;
    expect(await screens.tagNames(id)).toEqual({ nl: 'Hoop', es: 'Esperanza' });
    await screens.saveTag(id, { name: `Hope ${slug}`, slug, names: { nl: 'Verwachting', es: null } });
    expect(await screens.tagNames(id)).toEqual({ nl: 'Verwachting' });
    await screens.saveTag(id, { name: `Hope ${slug}`, slug });
    expect(await screens.tagNames(id)).toEqual({ nl: 'Verwachting' });
  });

  it("promotes, demotes, blocks and unblocks another account, and answers the database's refusal of one's own demotion", async () => {
    const reader = await t.newUser('provider-reader');
    expect(await screens.runAccountAction('promote', reader.id)).toEqual({ ok: true, message: 'User promoted to admin' });
    expect(await screens.runAccountAction('demote', reader.id)).toEqual({ ok: true, message: 'Admin privileges removed' });
    expect(await screens.runAccountAction('block', reader.id)).toEqual({ ok: true, message: 'User blocked successfully' });
    expect((await t.service().from('profiles').select('is_blocked').eq('id', reader.id).single()).data?.is_blocked).toBe(true);
    expect(await screens.runAccountAction('unblock', reader.id)).toEqual({ ok: true, message: 'User unblocked successfully' });
    expect(await screens.runAccountAction('demote', adminId)).toEqual({ ok: false, message: 'You cannot remove your own admin privileges' });
  });

  it('resets another admin’s authenticator through reset-two-factor, and says when there was none', async () => {
    const other = await t.newAdmin('provider-other-admin');
    expect(await screens.resetTwoFactor(other.id)).toEqual({
      ok: true,
      message: 'Two-factor reset: they will set up a new authenticator at their next sign-in.',
    });
    expect(await screens.resetTwoFactor(other.id)).toEqual({ ok: true, message: 'This account has no two-factor authenticator to reset.' });
    const refused = await adminMethods(t.anon() as SupabaseClient<Database>).resetTwoFactor(other.id);
    expect(refused.ok).toBe(false);
    expect(refused.message).not.toBe('');
  });

  it('marks a contact message read and unread, deletes it, and answers false once it is gone', async () => {
    const { data: message } = await t
      .service()
      .from('contact_messages')
      .insert({ name: 'Ruth', email: 'ruth@example.com', message: 'Thank you for the devotionals.' })
      .select('id')
      .single();
    const id = message!.id as string;
    const readAt = async () => (await t.service().from('contact_messages').select('read_at').eq('id', id).single()).data?.read_at;
    expect(await screens.setMessageRead(id, true)).toBe(true);
    expect(await readAt()).not.toBeNull();
    expect(await screens.setMessageRead(id, false)).toBe(true);
    expect(await readAt()).toBeNull();
    expect(await screens.deleteMessage(id)).toBe(true);
    expect(await screens.deleteMessage(id)).toBe(false);
    expect(await screens.setMessageRead(id, true)).toBe(false);
  });

  it('reads every subscriber, oldest first, with only the e-mail, sign-up time and language', async () => {
    const emails = [`first-${randomUUID().slice(0, 8)}@example.com`, `second-${randomUUID().slice(0, 8)}@example.com`];
    const { error } = await t
      .service()
      .from('newsletter_subscribers')
      .insert([
        { email: emails[0], created_at: '2020-01-01T00:00:00Z', language: 'en' },
        { email: emails[1], created_at: '2020-01-02T00:00:00Z', language: 'nl' },
      ]);
    expect(error).toBeNull();
    const rows = await screens.allSubscribers();
    const ours = rows.filter((r) => emails.includes(r.email));
    expect(ours.map((r) => r.email)).toEqual(emails);
    expect(ours.map((r) => r.language)).toEqual(['en', 'nl']);
    expect(Object.keys(ours[0]!).sort()).toEqual(['created_at', 'email', 'language']);
  });

  it('reads and saves the site settings, and a refused save changes nothing', async () => {
    const stored = await screens.getSiteSettings();
    expect(await screens.siteName()).toBe(stored.site_name);
    const saved = await screens.updateSiteSettings({ ...stored, site_name: 'Provider Devotionals' } as Parameters<
      AdminMethodsDataProvider['updateSiteSettings']
    >[0]);
    expect(saved.site_name).toBe('Provider Devotionals');
    expect(await screens.siteName()).toBe('Provider Devotionals');
    await expect(
      screens.updateSiteSettings({ ...saved, timezone: 'Not/AZone' } as Parameters<AdminMethodsDataProvider['updateSiteSettings']>[0]),
    ).rejects.toThrow();
    expect((await screens.getSiteSettings()).timezone).toBe(stored.timezone);
  });

  it('approves, rejects and deletes feedback, and answers false once it is gone', async () => {
    const reader = await t.newUser('provider-feedback');
    const { data: feedback } = await t
      .service()
      .from('user_feedback')
      .insert({ user_id: reader.id, feedback_text: 'These devotionals help our family.', country: 'Canada' })
      .select('id')
      .single();
    const id = feedback!.id as string;
    const status = async () => (await t.service().from('user_feedback').select('status').eq('id', id).single()).data?.status;
    expect(await screens.setFeedbackStatus(id, 'approved')).toBe(true);
    expect(await status()).toBe('approved');
    expect(await screens.setFeedbackStatus(id, 'rejected')).toBe(true);
    expect(await status()).toBe('rejected');
    expect(await screens.deleteFeedback(id)).toBe(true);
    expect(await screens.deleteFeedback(id)).toBe(false);
  });
});

describe('generator methods', () => {
  it("throw a function's error status as a FunctionError with its code and sentence, never as status", async () => {
    const error = await generatorMethods(adminClient)
      .generateAudio({
        scriptureText: 'The LORD is my shepherd.',
        devotionalText: 'David kept sheep.',
        prayerSuggestion: 'Lord, keep us.',
        devotionalId: randomUUID(),
        title: 'The Shepherd',
        biblicalPassage: 'Psalm 23:1',
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    // The test backend has no hosted voice: the console narrates in the browser instead.
    expect(error).toBeInstanceOf(FunctionError);
    expect(error).toMatchObject({ httpStatus: 503, code: 'not_configured' });
    expect(typeof (error as FunctionError).reason).toBe('string');
    expect(error).not.toHaveProperty('status');
  });
});
