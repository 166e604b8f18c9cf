/**
 * Local stand-ins for the hosted media services, speaking their real protocols:
 * - speech: POST /audio/speech {model, input, voice, response_format} with a Bearer key → an MP3 whose length
 *   follows the input (a quiet tone, 0.4 s a word, as a voice reading at 150 words a minute would); an input
 *   containing "fail" gets a 500 with an OpenAI-style error body.
 * - images: POST /images/generations {model, prompt, n, size} → {data: [{b64_json}]}, a small PNG; a prompt
 *   containing "fail" gets a 500.
 * Every request is recorded so tests can see what the functions sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeMp3 } from '@lib/narration/mp3-encode.ts';
import { wordCount } from '@lib/narration/script.ts';

export const SECONDS_PER_WORD = 0.4;
const RATE = 22050;
/** A 1×1 PNG. */
export const STAND_IN_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export interface MediaStandIn {
  url: string;
  apiKey: string;
  requests: Array<{ path: string; authorization?: string; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

function tone(seconds: number): Uint8Array {
  const samples = Int16Array.from({ length: Math.round(seconds * RATE) }, (_, i) => Math.round(2000 * Math.sin((2 * Math.PI * 220 * i) / RATE)));
  return encodeMp3(samples, RATE);
}

export async function startMediaStandIn(apiKey = 'media-stand-in-key'): Promise<MediaStandIn> {
  const requests: MediaStandIn['requests'] = [];
  const error = (res: http.ServerResponse, status: number, message: string) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message } }));
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        return error(res, 400, 'Invalid JSON');
      }
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      if (req.headers.authorization !== `Bearer ${apiKey}`) return error(res, 401, 'Incorrect API key provided');
      if (req.method === 'POST' && req.url === '/audio/speech') {
        const input = String(body.input ?? '');
        if (!input || !body.voice || !body.model) return error(res, 400, 'model, input and voice are required');
        if (/\bfail\b/i.test(input)) return error(res, 500, 'The speech server failed');
        return void res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(tone(wordCount(input) * SECONDS_PER_WORD));
      }
      if (req.method === 'POST' && req.url === '/images/generations') {
        if (/\bfail\b/i.test(String(body.prompt))) return error(res, 500, 'The image server failed');
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ created: Math.floor(Date.now() / 1000), data: [{ b64_json: STAND_IN_PNG.toString('base64') }] }));
      }
      error(res, 404, 'Not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
