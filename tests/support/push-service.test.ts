/**
 * The local push service is honest: it accepts what the push library the daily-reminders function uses really
 * sends (signature verified, payload decrypted), and refuses a wrong signature or key, recording nothing.
 */
import { request } from 'node:https';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPushPayload } from '@block65/webcrypto-web-push';
import { PUSH_SERVICE_CA, startPushService, vapidKeys, type LocalPushService } from './push-service.ts';

const ca = readFileSync(PUSH_SERVICE_CA);
const vapid = vapidKeys();
let service: LocalPushService;

function post(endpoint: string, headers: Record<string, string>, body: Uint8Array): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(endpoint, { method: 'POST', headers, ca }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(Buffer.from(body));
  });
}

async function built(endpoint: string, p256dh: string, auth: string, keys = vapid, payload: unknown = { hello: 'world' }) {
  const { headers, body } = await buildPushPayload(
    { data: payload as string, options: { ttl: 3600, urgency: 'normal' } },
    { endpoint, expirationTime: null, keys: { p256dh, auth } },
    { subject: 'mailto:ops@example.test', ...keys },
  );
  return { headers: headers as Record<string, string>, body };
}

beforeAll(async () => {
  service = await startPushService(vapid.publicKey);
});
afterAll(() => service.close());

describe('the local push service', () => {
  it('accepts the library’s request, verifies its VAPID JWT and decrypts the payload', async () => {
    const { endpoint, keys } = service.subscribe();
    const { headers, body } = await built(endpoint, keys.p256dh, keys.auth, vapid, { title: 'Kept by Grace', n: 12 });
    expect(await post(endpoint, headers, body)).toBe(201);
    const [message] = service.received(endpoint);
    expect(JSON.parse(message.text)).toEqual({ title: 'Kept by Grace', n: 12 });
    expect(message).toMatchObject({ ttl: 3600, urgency: 'normal', subject: 'mailto:ops@example.test' });
  });

  it('refuses another application server key or a forged signature with 403, recording nothing', async () => {
    const { endpoint, keys } = service.subscribe();
    const other = await built(endpoint, keys.p256dh, keys.auth, vapidKeys());
    expect(await post(endpoint, other.headers, other.body)).toBe(403);

    const good = await built(endpoint, keys.p256dh, keys.auth);
    // Another key's signature under the expected k.
    const forgedToken = other.headers.authorization.match(/t=([^,\s]+)/)![1];
    const forged = good.headers.authorization.replace(/t=[^,\s]+/, `t=${forgedToken}`);
    expect(await post(endpoint, { ...good.headers, authorization: forged }, good.body)).toBe(403);
    expect(service.received(endpoint)).toEqual([]);
  });

  it('refuses a body encrypted for another subscription, and answers 404 or 410 as told', async () => {
    const { endpoint } = service.subscribe();
    const stranger = service.subscribe();
    const wrong = await built(endpoint, stranger.keys.p256dh, stranger.keys.auth);
    expect(await post(endpoint, wrong.headers, wrong.body)).toBe(400);
    expect(service.received(endpoint)).toEqual([]);

    service.failWith(stranger.endpoint, 410);
    const gone = await built(stranger.endpoint, stranger.keys.p256dh, stranger.keys.auth);
    expect(await post(stranger.endpoint, gone.headers, gone.body)).toBe(410);
    expect(await post(`${service.origin}/push/unknown`, gone.headers, gone.body)).toBe(404);
  });
});
