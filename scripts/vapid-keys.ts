/**
 * npm run vapid-keys: prints a new VAPID key pair (RFC 8292) for the daily reminders' web push, in the form the
 * daily-reminders function reads from its secrets (base64url: the uncompressed P-256 public key and the 32-byte
 * private key), ready for `supabase secrets set`. Run it once per project: browsers subscribed with one public key
 * must be asked again after it changes. Nothing is written anywhere.
 */
import { createECDH } from 'node:crypto';

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const privateKey = ecdh.getPrivateKey();
// Node drops leading zero bytes of the private key; the secret is always 32 bytes.
const padded = Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]);

console.log(`VAPID_PUBLIC_KEY=${ecdh.getPublicKey().toString('base64url')}`);
console.log(`VAPID_PRIVATE_KEY=${padded.toString('base64url')}`);
console.log('\nSet them with a contact address push services may write to:');
console.log('  npx supabase secrets set VAPID_PUBLIC_KEY=… VAPID_PRIVATE_KEY=… VAPID_SUBJECT=mailto:you@your-domain');
