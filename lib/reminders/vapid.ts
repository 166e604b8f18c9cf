/**
 * The VAPID keys (RFC 8292) as the function's secrets hold them: VAPID_PUBLIC_KEY, the uncompressed P-256 point
 * the browser's pushManager.subscribe takes as applicationServerKey, and VAPID_PRIVATE_KEY, the 32-byte private
 * scalar, both base64url, as `web-push generate-vapid-keys` and `npm run vapid-keys` print them. VAPID_SUBJECT is the
 * contact a push service may write to (mailto: or https:).
 */
import { z } from 'zod';

const base64url = /^[A-Za-z0-9_-]+$/;

export const vapidSettingsSchema = z.object({
  publicKey: z
    .string()
    .regex(base64url, 'VAPID_PUBLIC_KEY must be base64url.')
    .refine((key) => key.length === 87 && key.startsWith('B'), 'VAPID_PUBLIC_KEY must be an uncompressed P-256 key (87 characters, starting B).'),
  privateKey: z.string().regex(base64url, 'VAPID_PRIVATE_KEY must be base64url.').length(43, 'VAPID_PRIVATE_KEY must be a 32-byte P-256 key (43 characters).'),
  subject: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: address or an https: URL.'),
});

export type VapidSettings = z.infer<typeof vapidSettingsSchema>;

/** The settings from the environment, or the sentence that says what is missing. */
export function vapidSettings(env: (name: string) => string | undefined): { ok: true; vapid: VapidSettings } | { ok: false; error: string } {
  const publicKey = env('VAPID_PUBLIC_KEY')?.trim().replace(/=+$/, '');
  const privateKey = env('VAPID_PRIVATE_KEY')?.trim().replace(/=+$/, '');
  const subject = env('VAPID_SUBJECT')?.trim();
  if (!publicKey || !privateKey || !subject)
    return { ok: false, error: 'Web push is not configured: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (docs/deploy.md).' };
  const parsed = vapidSettingsSchema.safeParse({ publicKey, privateKey, subject });
  if (!parsed.success) return { ok: false, error: parsed.error.issues.map((i) => i.message).join(' ') };
  return { ok: true, vapid: parsed.data };
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function toBase64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Whether VAPID_PRIVATE_KEY belongs to VAPID_PUBLIC_KEY: a signature made with the private key verifies with the
 * public one. A mismatched pair signs JWTs every push service refuses, so it is caught before anything is sent.
 */
export async function vapidKeysMatch(vapid: Pick<VapidSettings, 'publicKey' | 'privateKey'>): Promise<boolean> {
  try {
    const point = fromBase64url(vapid.publicKey);
    const x = toBase64url(point.subarray(1, 33));
    const y = toBase64url(point.subarray(33, 65));
    const algorithm = { name: 'ECDSA', namedCurve: 'P-256' };
    const privateKey = await crypto.subtle.importKey('jwk', { kty: 'EC', crv: 'P-256', x, y, d: vapid.privateKey }, algorithm, false, ['sign']);
    const publicKey = await crypto.subtle.importKey('raw', point, algorithm, false, ['verify']);
    const probe = new TextEncoder().encode('vapid key pair');
    const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, probe);
    return await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, publicKey, signature, probe);
  } catch {
    return false;
  }
}
