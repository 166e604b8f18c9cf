/**
 * The console's "Draft translation with AI" (admin/src/devotionals/translations/draftTranslation.ts) through the
 * generate-devotional function against supabase/local, the model replaced by the chat completions stand-in: the
 * translation prompt reaches the model, the reply fills the edit form's fields; without AI_API_KEY the assistant is
 * "unavailable" with the sentence that names the setting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { startTestBackend, type TestBackend } from '../harness.ts';
import { startChatStandIn, type ChatStandIn } from '../../support/chat-completions-standin.ts';
import { generatorMethods } from '../../../admin/src/providers/generatorMethods.ts';
import { ASSISTANT_NOT_CONFIGURED, draftTranslation } from '../../../admin/src/devotionals/translations/draftTranslation.ts';

const source = {
  title: 'The Good Shepherd',
  focus: 'He lays down his life',
  biblical_context: null,
  transcript: 'Long ago a shepherd kept his sheep.\n\nHe found the lost one.',
  prayer_suggestion: 'Lord, keep us. Amen.',
  discussion_questions: ['Who is the shepherd?', 'What does he give?'],
};

describe('drafting a translation with the writing assistant', () => {
  let t: TestBackend;
  let ai: ChatStandIn;
  beforeAll(async () => {
    ai = await startChatStandIn();
    t = await startTestBackend({ functionEnv: { AI_BASE_URL: ai.url, AI_API_KEY: ai.apiKey, AI_TIMEOUT_MS: '5000' } });
  });
  afterAll(async () => {
    await t?.close();
    await ai?.close();
  });

  it("sends the original's words and the edition's Bible, and reads the reply into the form's fields", async () => {
    const admin = (await t.newAdmin('translation-admin')).client as unknown as SupabaseClient<Database>;
    const before = ai.requests.length;
    const result = await draftTranslation(generatorMethods(admin), source, 'es');
    expect(result).toEqual({
      ok: true,
      translation: {
        title: '(es) The Good Shepherd',
        focus: '(es) He lays down his life',
        biblical_context: '',
        transcript: '(es) Long ago a shepherd kept his sheep.\n\nHe found the lost one.',
        prayer_suggestion: '(es) Lord, keep us. Amen.',
        discussion_questions_text: '(es) Who is the shepherd?\n(es) What does he give?',
      },
    });
    const prompt = ai.requests[before].body.messages?.map((m) => m.content).join('\n') ?? '';
    expect(prompt).toContain('Translate into: Spanish (es)');
    expect(prompt).toContain('Reina-Valera 1909');
  });

  it('is refused for a reader, with the function’s sentence', async () => {
    const reader = (await t.newUser('translation-reader')).client as unknown as SupabaseClient<Database>;
    const result = await draftTranslation(generatorMethods(reader), source, 'nl');
    expect(result).toEqual({ ok: false, unavailable: false, message: 'Failed to draft the translation: Only administrators can use this function.' });
  });
});

describe('drafting a translation without AI_API_KEY', () => {
  let bare: TestBackend;
  beforeAll(async () => {
    bare = await startTestBackend({ functionEnv: { AI_API_KEY: '' } });
  });
  afterAll(() => bare?.close());

  it('is unavailable, and says which setting enables it', async () => {
    const admin = (await bare.newAdmin('translation-unconfigured')).client as unknown as SupabaseClient<Database>;
    const result = await draftTranslation(generatorMethods(admin), source, 'nl');
    expect(result).toEqual({ ok: false, unavailable: true, message: ASSISTANT_NOT_CONFIGURED });
    expect(ASSISTANT_NOT_CONFIGURED).toContain('AI_API_KEY');
  });
});
