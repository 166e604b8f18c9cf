import { createECDH, randomBytes } from 'node:crypto';

/** A browser subscription's keys (RFC 8291): the public half and auth secret as the browser sends them, and the private half. */
export interface SubscriptionKeys {
  p256dh: string;
  auth: string;
  privateKey: Buffer;
}

export function subscriptionKeys(): SubscriptionKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url'), privateKey: ecdh.getPrivateKey() };
}
