/** The hosted-voice provider against a local stand-in speaking the OpenAI `/audio/speech` protocol. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMp3 } from './mp3-encode.ts';
import { mp3Info } from './mp3-duration.ts';
import { speechApiConfigFromEnv, speechApiProvider, splitForSpeech } from './openai-speech.ts';

/** One second of a 440 Hz tone, as the stand-in's "speech". */
const SECOND = encodeMp3(
  Int16Array.from({ length: 22050 }, (_, i) => Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 22050))),
  22050,
);
const requests: Array<{ auth?: string; body: { model: string; input: string; voice: string; response_format: string } }> = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/audio/speech') {
        res.writeHead(404).end();
        return;
      }
      if (req.headers.authorization !== 'Bearer test-key') {
        res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":{"message":"Incorrect API key provided"}}');
        return;
      }
      const body = JSON.parse(raw);
      requests.push({ auth: req.headers.authorization, body });
      if (body.input.length > 4096) {
        res.writeHead(400).end('{"error":{"message":"input too long"}}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(SECOND);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const env = () => ({ TTS_BASE_URL: `${baseUrl}/`, TTS_API_KEY: 'test-key', TTS_MODEL: 'tts-1', TTS_VOICE_MALE: 'onyx', TTS_VOICE_FEMALE: 'nova' });

describe('speech API provider', () => {
  it('is off without TTS_BASE_URL and names missing settings when half configured', () => {
    expect(speechApiConfigFromEnv({})).toBeNull();
    expect(() => speechApiConfigFromEnv({ TTS_BASE_URL: baseUrl, TTS_API_KEY: 'k' })).toThrow(/TTS_MODEL, TTS_VOICE_MALE, TTS_VOICE_FEMALE/);
  });

  it('asks for each voice by its configured name and returns the MP3', async () => {
    requests.length = 0;
    const provider = speechApiProvider(speechApiConfigFromEnv(env())!);
    const male = await provider.narrate('The LORD is my shepherd.', 'male');
    await provider.narrate('The LORD is my shepherd.', 'female');
    expect(requests.map((r) => r.body.voice)).toEqual(['onyx', 'nova']);
    expect(requests[0].body).toMatchObject({ model: 'tts-1', input: 'The LORD is my shepherd.', response_format: 'mp3' });
    expect(mp3Info(male).duration).toBeCloseTo(mp3Info(SECOND).duration, 5);
  });

  it('sends a long script in pieces under the input limit and joins the audio', async () => {
    requests.length = 0;
    const paragraph = 'Grace upon grace. '.repeat(100).trim();
    const script = Array.from({ length: 8 }, () => paragraph).join('\n\n');
    const mp3 = await speechApiProvider(speechApiConfigFromEnv(env())!).narrate(script, 'male');
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.every((r) => r.body.input.length <= 4000)).toBe(true);
    expect(requests.map((r) => r.body.input).join('\n\n')).toBe(script);
    expect(mp3Info(mp3).duration).toBeCloseTo(requests.length * mp3Info(SECOND).duration, 5);
  });

  it('reports the service error', async () => {
    const provider = speechApiProvider({ ...speechApiConfigFromEnv(env())!, apiKey: 'wrong' });
    await expect(provider.narrate('Amen.', 'male')).rejects.toThrow(/401.*Incorrect API key/);
  });
});

describe('splitForSpeech', () => {
  it('keeps short text whole and cuts long paragraphs at sentences', () => {
    expect(splitForSpeech('One.\n\nTwo.')).toEqual(['One.\n\nTwo.']);
    const pieces = splitForSpeech('Aa aa. '.repeat(20), 30);
    expect(pieces.every((p) => p.length <= 30)).toBe(true);
  });
});
