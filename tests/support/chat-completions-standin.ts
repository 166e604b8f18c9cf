/**
 * A local stand-in for the third-party text model: an HTTP server speaking the OpenAI-compatible chat
 * completions protocol (POST /chat/completions with a Bearer key → {choices:[{message:{content}}]}).
 * What it answers depends on the prompt's "Main character or event" line, as a real model's would:
 * - containing "garbled": prose that is not JSON (the malformed answer);
 * - containing "silent": no answer at all (the timeout);
 * - otherwise a complete devotional as JSON inside a ```json code fence, built from the prompt;
 * - a translation request (lib/generator/translation-prompt.ts: "Translate into: Dutch (nl)" and the original as JSON)
 *   is answered with every field of the original marked with the language ("(nl) The Good Shepherd"), empty ones empty.
 * Every request is recorded so tests can see what the function sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  authorization: string | undefined;
  body: { model?: string; messages?: Array<{ role: string; content: string }> };
}

export interface ChatStandIn {
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const paragraphs = (count: number, sentence: string) => Array.from({ length: count }, (_, i) => `${sentence} (${i + 1})`).join('\n\n');

export function standInDraft(character: string) {
  const title = `${character}: Trusting the Faithful God`;
  return {
    title,
    slug: title
      .toLowerCase()
      .replace(/[^a-z0-9\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-'),
    introduction: paragraphs(4, `Long ago ${character} lived among the people of God and learned to wait on the Lord.`),
    conflict: paragraphs(2, `Trouble came to ${character}, and fear pressed in on every side.`),
    resolution: paragraphs(2, `The Lord kept his promise to ${character}, for he is faithful.`),
    moral_lesson: 'God keeps every promise he makes, and his people may rest in his care.',
    discussion_questions: `What did ${character} fear?\nHow did God keep his promise?\nWhere do you need to trust God today?`,
    prayer: 'Faithful Father, teach us to trust your promises, through Jesus Christ our Lord. Amen.',
    memory_verse: 'The LORD is my shepherd; I shall not want. (Psalm 23:1)',
  };
}

const TRANSLATE_INTO = /^Translate into: .* \((\w+)\)$/m;
const SOURCE_MARKER = 'The devotional to translate, as JSON:';

/** The stand-in's translation: each field of the original as "({code}) {text}", in the answer's shape. */
export function standInTranslation(prompt: string): Record<string, unknown> | null {
  const code = TRANSLATE_INTO.exec(prompt)?.[1];
  const start = prompt.indexOf(SOURCE_MARKER);
  if (!code || start < 0) return null;
  const rest = prompt.slice(start + SOURCE_MARKER.length);
  const original = JSON.parse(rest.slice(0, rest.indexOf('\n\nAnswer with'))) as Record<string, string | string[]>;
  const mark = (text: string) => (text ? `(${code}) ${text}` : '');
  return Object.fromEntries(Object.entries(original).map(([key, value]) => [key, Array.isArray(value) ? value.map(mark) : mark(value)]));
}

export async function startChatStandIn(apiKey = 'stand-in-key'): Promise<ChatStandIn> {
  const requests: RecordedRequest[] = [];
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }));
        return;
      }
      let body: RecordedRequest['body'] = {};
      try {
        body = JSON.parse(raw);
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Invalid JSON' } }));
        return;
      }
      requests.push({ authorization: req.headers.authorization, body });
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'No auth credentials found' } }));
        return;
      }
      const prompt = body.messages?.map((m) => m.content).join('\n') ?? '';
      const translation = standInTranslation(prompt);
      if (translation) {
        const reply = { choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(translation) } }] };
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ id: `chatcmpl-${requests.length}`, object: 'chat.completion', model: body.model, ...reply }));
        return;
      }
      const character = /Main character or event: (.*)/.exec(prompt)?.[1]?.trim() ?? 'Someone';
      if (/silent/i.test(character)) {
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      }
      const content = /garbled/i.test(character)
        ? 'Here is a lovely devotional about faith! Title: Faith. Once upon a time...'
        : '```json\n' + JSON.stringify(standInDraft(character), null, 2) + '\n```';
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
