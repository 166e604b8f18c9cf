/**
 * Narration lengths in the database (20261212000100_recording_lengths): recorded by admins and the service role only,
 * carried by every devotional naming the file (now or later, and dropped when the URL changes), and the backfill that
 * reads the files stored before, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { startTestBackend, type TestBackend } from './harness.ts';
import { makeToneWav } from '../support/make-tone.ts';
import { PSALM_23 } from '../support/devotional-fixture.ts';
import { backfillRecordingLengths } from '../../scripts/recording-lengths/backfill.ts';

let t: TestBackend;
let files: Server;
let filesUrl: string;
const WAV = Buffer.from(makeToneWav({ seconds: 4 }));

beforeAll(async () => {
  t = await startTestBackend();
  files = createServer((req, res) => {
    if (req.url?.startsWith('/ok/')) res.writeHead(200, { 'Content-Type': 'audio/wav' }).end(WAV);
    else res.writeHead(500).end('down');
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => files?.close(resolve));
});

async function devotionalNaming(urls: { audio_url?: string; audio_url_male?: string; audio_url_female?: string }): Promise<string> {
  const { data, error } = await t
    .service()
    .from('devotionals')
    .insert({ title: 'Lengths', slug: `lengths-${randomUUID().slice(0, 8)}`, date: '2020-01-03', status: 'published', ...PSALM_23, ...urls })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

const lengthsOf = async (id: string) =>
  (
    await t
      .service()
      .from('devotionals')
      .select('audio_seconds, audio_bytes, audio_male_seconds, audio_male_bytes, audio_female_seconds, audio_female_bytes')
      .eq('id', id)
      .single()
  ).data!;

describe('recording lengths', () => {
  it('are recorded by an admin and carried by the devotionals naming the file, already or later; a new URL drops them', async () => {
    const url = `${filesUrl}/ok/${randomUUID()}.mp3`;
    const before = await devotionalNaming({ audio_url_male: url });
    const admin = (await t.newAdmin('lengths-admin')).client;
    expect((await admin.rpc('record_recording_length', { p_url: url, p_seconds: 187.4, p_bytes: 2_998_400 })).error).toBeNull();
    expect(await lengthsOf(before)).toMatchObject({ audio_male_seconds: 187.4, audio_male_bytes: 2_998_400, audio_seconds: null });
    const after = await devotionalNaming({ audio_url: url });
    expect(await lengthsOf(after)).toMatchObject({ audio_seconds: 187.4, audio_bytes: 2_998_400, audio_male_seconds: null });
    await t
      .service()
      .from('devotionals')
      .update({ audio_url: `${filesUrl}/ok/${randomUUID()}.mp3` })
      .eq('id', after);
    expect(await lengthsOf(after)).toMatchObject({ audio_seconds: null, audio_bytes: null });
  });

  it('are refused from a reader and from anon, and refused without a length', async () => {
    const reader = (await t.newUser('lengths-reader')).client;
    const args = { p_url: `${filesUrl}/ok/x.mp3`, p_seconds: 10, p_bytes: 100 };
    expect((await reader.rpc('record_recording_length', args)).error?.code).toBe('42501');
    expect((await t.anon().rpc('record_recording_length', args)).error).not.toBeNull();
    const admin = (await t.newAdmin('lengths-admin-2')).client;
    expect((await admin.rpc('record_recording_length', { ...args, p_seconds: 0 })).error?.code).toBe('22023');
  });

  it('of files stored before are backfilled by reading each once; one that cannot be read is reported and stays unknown', async () => {
    const readable = `${filesUrl}/ok/${randomUUID()}.wav`;
    const broken = `${filesUrl}/down/${randomUUID()}.mp3`;
    const id = await devotionalNaming({ audio_url_male: readable, audio_url_female: broken });
    const result = await backfillRecordingLengths(t.service());
    expect(result.recorded).toContain(readable);
    expect(result.failed).toContainEqual({ url: broken, reason: 'HTTP 500' });
    expect(await lengthsOf(id)).toMatchObject({ audio_male_seconds: 4, audio_male_bytes: WAV.length, audio_female_seconds: null });
    // Again: only what is still missing is read.
    const again = await backfillRecordingLengths(t.service());
    expect(again.recorded).not.toContain(readable);
  });
});
