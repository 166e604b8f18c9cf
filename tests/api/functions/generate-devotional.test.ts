/**
 * The generate-devotional function through supabase-js against supabase/local, with the text model replaced
 * by a local stand-in speaking the chat completions protocol: admins only, the key and model sent to the
 * model, the reply passed back, and a clear error when the model is slow, unreachable or not configured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../harness.ts';
import { startChatStandIn, type ChatStandIn } from '../../support/chat-completions-standin.ts';
import { buildDevotionalPrompt } from '@lib/generator/prompt.ts';
import { parseDraftReply } from '@lib/generator/draft.ts';

let t: TestBackend;
let ai: ChatStandIn;
let admin: SupabaseClient;
let reader: SupabaseClient;
let blockedAdmin: SupabaseClient;

const promptFor = (character: string) =>
  buildDevotionalPrompt({
    date: '2026-12-01',
    main_character: character,
    key_doctrine: 'Providence',
    focus: 'Trust',
    biblical_passage: 'Psalm 23:1',
    scripture_text: '1 The LORD is my shepherd; I shall not want.',
    biblical_context: 'A psalm of David.',
  });

async function errorOf(error: unknown): Promise<{ status: number; body: { error?: string; code?: string } }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const res = (error as FunctionsHttpError).context as Response;
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  ai = await startChatStandIn();
  t = await startTestBackend({ functionEnv: { AI_BASE_URL: ai.url, AI_API_KEY: ai.apiKey, AI_TIMEOUT_MS: '1500' } });
  admin = (await t.newAdmin('generator-admin')).client;
  reader = (await t.newUser('generator-reader')).client;
  const b = await t.newAdmin('generator-blocked-admin');
  const { error } = await t.service().from('profiles').update({ is_blocked: true }).eq('id', b.id);
  if (error) throw new Error(error.message);
  blockedAdmin = b.client;
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});

describe('generate-devotional', () => {
  it('returns the model reply to an admin, which reads as a draft', async () => {
    const before = ai.requests.length;
    const { data, error } = await admin.functions.invoke('generate-devotional', {
      body: { prompt: promptFor('Ruth'), model: 'google/gemini-2.5-flash' },
    });
    expect(error).toBeNull();
    const parsed = parseDraftReply(data.text);
    expect(parsed.ok && parsed.draft.title).toBe('Ruth: Trusting the Faithful God');
    const sent = ai.requests[before];
    expect(sent.authorization).toBe(`Bearer ${ai.apiKey}`);
    expect(sent.body.model).toBe('google/gemini-2.5-flash');
    expect(sent.body.messages?.some((m) => m.content.includes('Main character or event: Ruth'))).toBe(true);
  });

  it('refuses anon, a reader and a blocked admin without calling the model', async () => {
    const before = ai.requests.length;
    const body = { prompt: promptFor('Ruth'), model: 'google/gemini-2.5-flash' };
    const anon = await errorOf((await t.anon().functions.invoke('generate-devotional', { body })).error);
    expect(anon.status).toBe(401);
    const plain = await errorOf((await reader.functions.invoke('generate-devotional', { body })).error);
    expect(plain.status).toBe(403);
    expect(plain.body.error).toBe('Only administrators can use this function.');
    const blocked = await errorOf((await blockedAdmin.functions.invoke('generate-devotional', { body })).error);
    // A blocked account is signed out everywhere (its session no longer resolves) or, at least, not an admin.
    expect([401, 403]).toContain(blocked.status);
    expect(ai.requests.length).toBe(before);
  });

  it('passes a malformed reply through; reading it fails with the spec message', async () => {
    const { data, error } = await admin.functions.invoke('generate-devotional', { body: { prompt: promptFor('garbled'), model: 'm' } });
    expect(error).toBeNull();
    const parsed = parseDraftReply(data.text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toBe('Failed to parse AI response. Please try again.');
  });

  it('gives up on a model that does not answer in time', async () => {
    const { error } = await admin.functions.invoke('generate-devotional', { body: { prompt: promptFor('silent'), model: 'm' } });
    const { status, body } = await errorOf(error);
    expect(status).toBe(504);
    expect(body.error).toMatch(/^Failed to generate devotional: the AI service did not answer in time/);
  });

  it('rejects an empty prompt', async () => {
    const { error } = await admin.functions.invoke('generate-devotional', { body: { prompt: '  ', model: 'm' } });
    expect((await errorOf(error)).status).toBe(400);
  });
});

describe('generate-devotional without AI_API_KEY', () => {
  let bare: TestBackend;
  beforeAll(async () => {
    bare = await startTestBackend({ functionEnv: { AI_API_KEY: '' } });
  });
  afterAll(() => bare?.close());

  it('says which settings enable it', async () => {
    const a = await bare.newAdmin('unconfigured-admin');
    const { error } = await a.client.functions.invoke('generate-devotional', { body: { prompt: 'Write', model: 'm' } });
    const { status, body } = await errorOf(error);
    expect(status).toBe(503);
    expect(body.code).toBe('not_configured');
    expect(body.error).toContain('AI_API_KEY');
  });
});
