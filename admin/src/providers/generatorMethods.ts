/**
 * The generator's Edge Functions as custom data provider methods. Each answers the function's JSON body or throws;
 * an error status is a FunctionError (status, body code, the server's sentence), which generator/functionError.ts
 * reads to tell "not configured" from a real failure.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import type { ImageRequest, SpeechRequest } from '@lib/generator/media.ts';
import { functionError } from './functionError.ts';

async function invoke(client: SupabaseClient<Database>, name: string, body: object): Promise<unknown> {
  const { data, error } = await client.functions.invoke(name, { body });
  if (error) throw await functionError(error);
  return data;
}

export function generatorMethods(client: SupabaseClient<Database>) {
  return {
    /** generate-devotional: the model's reply ({ text }) to the draft prompt. */
    generateDevotionalText: (body: { prompt: string; model: string }) => invoke(client, 'generate-devotional', body),
    /** generate-audio: both narrations, stored by the function ({ male, female } public URLs). */
    generateAudio: (body: SpeechRequest) => invoke(client, 'generate-audio', body),
    /** generate-images: one picture per cover style, inline as data URLs. */
    generateImages: (body: ImageRequest) => invoke(client, 'generate-images', body),
  };
}

export type GeneratorMethods = ReturnType<typeof generatorMethods>;
