/**
 * generate-devotional (Text generation): body {prompt, model} → {text}, the model's reply.
 * Calls an OpenAI-compatible chat completions API (AI_BASE_URL, default OpenRouter; AI_API_KEY; AI_MODEL,
 * default google/gemini-2.5-flash) so the key stays on the server. Admins only. The console reads the reply
 * as JSON (lib/generator/draft.ts).
 */
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { requireAdmin } from '../_shared/admin.ts';

const DEFAULT_BASE_URL = 'https://openrouter.ai/api/v1';
const DEFAULT_MODEL = 'google/gemini-2.5-flash';
const DEFAULT_TIMEOUT_MS = 120_000;
const MAX_PROMPT_CHARS = 20_000;
export const GENERATION_FAILED = 'Failed to generate devotional';
export const NOT_CONFIGURED =
  'The devotional generator is not configured: set the AI_API_KEY secret (and, if not OpenRouter with google/gemini-2.5-flash, AI_BASE_URL and AI_MODEL) for the generate-devotional function.';

const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json' } });

/** The text of a chat completion: choices[0].message.content as a string (or a list of text parts). */
function completionText(body: unknown): string | null {
  const content = (body as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0]?.message?.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    const text = content.map((part) => (typeof part?.text === 'string' ? part.text : '')).join('');
    return text || null;
  }
  return null;
}

export async function handler(req: Request): Promise<Response> {
  const preflight = preflightResponse(req);
  if (preflight) return preflight;
  if (req.method !== 'POST') return reply({ error: 'Use POST with {prompt, model}.' }, 405);

  const admin = await requireAdmin(req);
  if (!admin.ok) return reply({ error: admin.message }, admin.status);

  let input: { prompt?: unknown; model?: unknown };
  try {
    input = await req.json();
  } catch {
    return reply({ error: 'The body must be JSON: {prompt, model}.' }, 400);
  }
  const prompt = typeof input?.prompt === 'string' ? input.prompt.trim() : '';
  if (!prompt) return reply({ error: 'A prompt is required.' }, 400);
  if (prompt.length > MAX_PROMPT_CHARS) return reply({ error: `The prompt must be at most ${MAX_PROMPT_CHARS} characters.` }, 400);

  const apiKey = Deno.env.get('AI_API_KEY') ?? '';
  if (!apiKey) return reply({ error: NOT_CONFIGURED, code: 'not_configured' }, 503);
  const baseUrl = (Deno.env.get('AI_BASE_URL') || DEFAULT_BASE_URL).replace(/\/+$/, '');
  // The operator's AI_MODEL decides when set (it must be a model their provider serves); else the console's choice.
  const model = Deno.env.get('AI_MODEL') || (typeof input.model === 'string' && input.model.trim()) || DEFAULT_MODEL;
  const timeoutMs = Number(Deno.env.get('AI_TIMEOUT_MS')) || DEFAULT_TIMEOUT_MS;

  let res: Response;
  try {
    res = await fetch(`${baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        model,
        messages: [
          { role: 'system', content: 'You write Reformed Christian devotionals and answer only with the JSON object asked for.' },
          { role: 'user', content: prompt },
        ],
        response_format: { type: 'json_object' },
        temperature: 0.7,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError';
    console.error('[generate-devotional]', timedOut ? `no answer within ${timeoutMs} ms` : error);
    return reply(
      { error: timedOut ? `${GENERATION_FAILED}: the AI service did not answer in time.` : `${GENERATION_FAILED}: the AI service could not be reached.` },
      timedOut ? 504 : 502,
    );
  }

  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (!res.ok) {
    const detail = (body as { error?: { message?: string } | string })?.error;
    const message = typeof detail === 'string' ? detail : detail?.message;
    console.error('[generate-devotional] AI service answered', res.status, message);
    return reply({ error: `${GENERATION_FAILED}: the AI service answered ${res.status}${message ? ` (${message})` : ''}.` }, 502);
  }
  const text = completionText(body);
  if (!text) return reply({ error: `${GENERATION_FAILED}: the AI service returned no text.` }, 502);
  return reply({ text, model });
}

Deno.serve(handler);
