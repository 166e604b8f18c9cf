/** The hosted image client against a local stand-in speaking the OpenAI images protocol. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateStyledImages, imageApiConfigFromEnv } from './image-api.ts';

const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const prompts: string[] = [];
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.url === '/files/pixel.png') return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(PIXEL);
      if (req.method !== 'POST' || req.url !== '/v1/images/generations') return void res.writeHead(404).end();
      if (req.headers.authorization !== 'Bearer k') return void res.writeHead(401).end('{"error":{"message":"bad key"}}');
      const body = JSON.parse(raw);
      prompts.push(body.prompt);
      if (/parchment/.test(body.prompt)) return void res.writeHead(500).end('{"error":{"message":"overloaded"}}');
      const data = /night sky/.test(body.prompt) ? [{ url: `${base}/files/pixel.png` }] : [{ b64_json: PIXEL.toString('base64') }];
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ created: 1, data }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = {
  devotionalText: 'David kept sheep.',
  devotionalId: '0b7e6a52-4f1c-4c3e-9a43-5f8f2f0d9a11',
  title: 'The Shepherd',
  biblicalPassage: 'Psalm 23:1',
  keyDoctrine: 'Providence',
};

describe('imageApiConfigFromEnv', () => {
  it('is off without IMAGE_BASE_URL and names what is missing when half set', () => {
    expect(imageApiConfigFromEnv({})).toBeNull();
    expect(() => imageApiConfigFromEnv({ IMAGE_BASE_URL: 'http://x' })).toThrow('IMAGE_API_KEY, IMAGE_MODEL');
    expect(imageApiConfigFromEnv({ IMAGE_BASE_URL: 'http://x/v1/', IMAGE_API_KEY: 'k', IMAGE_MODEL: 'm' })).toEqual({
      baseUrl: 'http://x/v1',
      apiKey: 'k',
      model: 'm',
      size: '1536x1024',
    });
  });
});

describe('generateStyledImages', () => {
  it('asks once per style and returns each picture inline, leaving out a style that failed', async () => {
    const config = imageApiConfigFromEnv({ IMAGE_BASE_URL: `${base}/v1`, IMAGE_API_KEY: 'k', IMAGE_MODEL: 'm' })!;
    const { images, errors } = await generateStyledImages(config, request);
    expect(prompts).toHaveLength(4);
    expect(images.map((i) => [i.style, i.index])).toEqual([
      ['dawn', 0],
      ['nocturne', 2],
      ['banner', 3],
    ]);
    for (const image of images) expect(image.url).toBe(`data:image/png;base64,${PIXEL.toString('base64')}`);
    expect(errors).toEqual([expect.stringMatching(/^Parchment: the image service answered 500/)]);
  });
  it('reports a refused key', async () => {
    const config = imageApiConfigFromEnv({ IMAGE_BASE_URL: `${base}/v1`, IMAGE_API_KEY: 'wrong', IMAGE_MODEL: 'm' })!;
    const { images, errors } = await generateStyledImages(config, request);
    expect(images).toEqual([]);
    expect(errors).toHaveLength(4);
  });
});
