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
