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
import { devotionalMethods, type DevotionalMethods } from '../../admin/src/providers/devotionalMethods.ts';
import { publishingMethods, type PublishingMethods } from '../../admin/src/providers/publishingMethods.ts';
import { RequestError } from '../../admin/src/providers/requestError.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

/** A 1×1 PNG: storage checks that a file's bytes are what its type says. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let t: TestBackend;
let devotionals: DevotionalMethods;
/** save_devotional's answer, as the console reads it. */
const save = async (args: Parameters<DevotionalMethods['saveDevotional']>[0]) =>
  (await devotionals.saveDevotional(args)) as unknown as { id: string; updated_at: string };
let publishing: PublishingMethods;

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
  const admin = (await t.newAdmin('provider-admin')).client as SupabaseClient<Database>;
  devotionals = devotionalMethods(admin);
  publishing = publishingMethods(admin);
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
