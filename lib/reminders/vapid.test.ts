import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { vapidKeysMatch, vapidSettings } from './vapid.ts';

function pair() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const d = ecdh.getPrivateKey();
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: Buffer.concat([Buffer.alloc(32 - d.length), d]).toString('base64url') };
}

const envOf = (values: Record<string, string>) => (name: string) => values[name];

describe('the VAPID settings', () => {
  it('are read from the three secrets, and say what is missing or malformed', () => {
    const keys = pair();
    expect(vapidSettings(envOf({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@example.org' }))).toEqual({
      ok: true,
      vapid: { ...keys, subject: 'mailto:ops@example.org' },
    });
    expect(vapidSettings(envOf({}))).toMatchObject({ ok: false, error: expect.stringContaining('not configured') });
    expect(vapidSettings(envOf({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'ops@example.org' }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('VAPID_SUBJECT'),
    });
    expect(vapidSettings(envOf({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@example.org' }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('VAPID_PUBLIC_KEY'),
    });
  });

  it('tell a matching key pair from a mismatched one', async () => {
    const keys = pair();
    expect(await vapidKeysMatch(keys)).toBe(true);
    expect(await vapidKeysMatch({ publicKey: keys.publicKey, privateKey: pair().privateKey })).toBe(false);
  });
});
