/**
 * A local push service for the tests: a real HTTPS server on 127.0.0.1 that speaks RFC 8030 as a browser vendor's
 * does, so the daily-reminders function is tested against the protocol rather than a mock of its library.
 *
 *   POST /push/<id>   TTL, Content-Encoding: aes128gcm, Authorization: vapid t=<JWT>, k=<public key>
 *                     → 201 and the message recorded, once the VAPID JWT (RFC 8292: ES256, aud = this origin,
 *                       exp at most 24 h ahead, sub present) verifies against k, k is the key the test expects,
 *                       and the body decrypts with the subscription's private key and auth secret (RFC 8291/8188);
 *                     → 403 for a bad signature, claim or key, 400 for a body that does not decrypt, 404 for an
 *                       unknown subscription, or the status the test asked for (failWith: 404, 410, 500 …).
 *
 * Push services answer over TLS only, and both maintained push libraries refuse an http endpoint, so this one
 * serves a certificate for 127.0.0.1 issued by a test CA (push-service-tls/, valid for a century). A Deno function
 * trusts it through DENO_CERT=PUSH_SERVICE_CA (the local function runner passes the function's env through);
 * Node's fetch through `ca`.
 */
import { createECDH, createPublicKey, hkdfSync, createDecipheriv, randomBytes, randomUUID, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TLS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'push-service-tls');
/** The CA that issued the push service's certificate (give it to Deno as DENO_CERT). */
export const PUSH_SERVICE_CA = path.join(TLS_DIR, 'ca.pem');

/** A browser subscription's keys (RFC 8291): the public key and auth secret as PushSubscription.toJSON() gives them, and the private key. */
export interface SubscriptionKeys {
  p256dh: string;
  auth: string;
  privateKey: Buffer;
}

/** A fresh subscription keypair and auth secret, as a browser makes them. */
export function subscriptionKeys(): SubscriptionKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url'), privateKey: ecdh.getPrivateKey() };
}

/** A VAPID application server keypair, as `web-push generate-vapid-keys` prints it (base64url). */
export function vapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const d = ecdh.getPrivateKey();
  // Node drops a private key's leading zero bytes; VAPID keys are always 32 bytes.
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: Buffer.concat([Buffer.alloc(32 - d.length), d]).toString('base64url') };
}

export interface PushMessage {
  endpoint: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The decrypted payload. */
  text: string;
  /** The JWT's sub (the sender's contact). */
  subject: string;
}

export interface PushSubscriptionFor {
  endpoint: string;
  keys: SubscriptionKeys;
}

export interface LocalPushService {
  origin: string;
  /** A new subscription on this service: its endpoint and keys (the private key stays here). */
  subscribe(keys?: SubscriptionKeys): PushSubscriptionFor;
  /** Answer every later message to `endpoint` with `status` (404 and 410: the subscription is gone). */
  failWith(endpoint: string, status: number): void;
  /** Messages accepted so far, oldest first; for one endpoint when given. */
  received(endpoint?: string): PushMessage[];
  close(): Promise<void>;
}

export class PushRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface VapidClaims {
  aud?: unknown;
  exp?: unknown;
  sub?: unknown;
}

/** Verifies an RFC 8292 `vapid t=…, k=…` header for `origin` at `now`; returns the JWT's claims and k, or throws a 403. */
export function verifyVapid(header: string | undefined, origin: string, expectedKey: string, now = Date.now()): { subject: string; key: string } {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match) throw new PushRefusal(403, 'Authorization must be "vapid t=…, k=…".');
  const params = new Map(
    match[1].split(',').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name.trim().toLowerCase(), value.join('=').trim()] as const;
    }),
  );
  const token = params.get('t');
  const key = params.get('k');
  if (!token || !key) throw new PushRefusal(403, 'The vapid header needs t and k.');
  if (key.replace(/=+$/, '') !== expectedKey) throw new PushRefusal(403, 'k is not the application server key of this subscription.');
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) throw new PushRefusal(403, 'The JWT is malformed.');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (header_.alg !== 'ES256') throw new PushRefusal(403, 'The JWT must be signed with ES256.');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new PushRefusal(403, 'k must be an uncompressed P-256 key.');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new PushRefusal(403, 'The JWT signature does not verify against k.');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as VapidClaims;
  if (claims.aud !== origin) throw new PushRefusal(403, `The JWT's aud must be ${origin}.`);
  const seconds = Math.floor(now / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= seconds || claims.exp > seconds + 24 * 3600)
    throw new PushRefusal(403, 'The JWT must expire within 24 hours.');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new PushRefusal(403, 'The JWT needs a sub (mailto: or https:).');
  return { subject: claims.sub, key };
}

/** Decrypts an aes128gcm body (RFC 8188) sent to a subscription (RFC 8291); throws a 400 when it does not. */
export function decryptPush(body: Buffer, keys: SubscriptionKeys): string {
  if (body.length < 16 + 4 + 1 + 65 + 17) throw new PushRefusal(400, 'The body is too short for aes128gcm.');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65 || senderKey[0] !== 4) throw new PushRefusal(400, 'The keyid must be the sender’s uncompressed P-256 key.');
  if (ciphertext.length > recordSize) throw new PushRefusal(400, 'A push message is a single record.');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const receiverKey = ecdh.getPublicKey();
  let secret: Buffer;
  try {
    secret = ecdh.computeSecret(senderKey);
  } catch {
    throw new PushRefusal(400, 'The sender key is not on the curve.');
  }
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, Buffer.from(keys.auth, 'base64url'), keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  } catch {
    throw new PushRefusal(400, 'The body does not decrypt with this subscription’s keys.');
  }
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (end < 0 || plain[end] !== 2) throw new PushRefusal(400, 'The record lacks the final padding delimiter.');
  return plain.subarray(0, end).toString('utf8');
}

/** Starts the push service; messages must be signed with `vapidPublicKey` (base64url). */
export async function startPushService(vapidPublicKey: string): Promise<LocalPushService> {
  const subscriptions = new Map<string, SubscriptionKeys>();
  const failures = new Map<string, number>();
  const messages: PushMessage[] = [];
  let origin = '';

  const server: Server = createServer({ cert: readFileSync(path.join(TLS_DIR, 'cert.pem')), key: readFileSync(path.join(TLS_DIR, 'key.pem')) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, text = '') => res.writeHead(status, { 'Content-Type': 'text/plain' }).end(text);
      const endpoint = `${origin}${req.url ?? ''}`;
      const keys = subscriptions.get(endpoint);
      if (req.method !== 'POST' || !/^\/push\/[\w-]+$/.test(req.url ?? '') || !keys) return answer(404, 'No such subscription.');
      const failure = failures.get(endpoint);
      if (failure) return answer(failure, 'Told to fail.');
      try {
        const ttl = Number(req.headers.ttl);
        if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) throw new PushRefusal(400, 'A TTL header is required.');
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new PushRefusal(415, 'Content-Encoding must be aes128gcm.');
        const { subject } = verifyVapid(req.headers.authorization, origin, vapidPublicKey);
        const text = decryptPush(Buffer.concat(chunks), keys);
        messages.push({
          endpoint,
          ttl,
          urgency: (req.headers.urgency as string | undefined) ?? null,
          topic: (req.headers.topic as string | undefined) ?? null,
          text,
          subject,
        });
        res.writeHead(201, { Location: `${origin}/message/${randomUUID()}` }).end();
      } catch (error) {
        if (error instanceof PushRefusal) return answer(error.status, error.message);
        return answer(400, (error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscribe(keys = subscriptionKeys()) {
      const endpoint = `${origin}/push/${randomUUID()}`;
      subscriptions.set(endpoint, keys);
      return { endpoint, keys };
    },
    failWith(endpoint, status) {
      failures.set(endpoint, status);
    },
    received(endpoint) {
      return messages.filter((m) => endpoint === undefined || m.endpoint === endpoint);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
