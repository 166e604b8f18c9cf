/**
 * What the account leaves outside the tables its deletion cascades through: its avatar files (Storage keeps them
 * apart from the database, and hosted Storage refuses deleting storage.objects rows by SQL, so they go through the
 * Storage API) and, when the reader asks, the newsletter record of its address (the newsletter knows addresses,
 * not accounts). The files are swept after the account is gone: from then on the storage policies refuse the
 * account's old token any new upload (private.account_exists()), so nothing can arrive after the sweep.
 */
import type { User } from '@supabase/supabase-js';
import { AVATAR_BUCKET } from '@lib/account/avatar.ts';
import type { ServiceClient } from '../_shared/service-client.ts';

const PAGE = 100;

/** Every file under `prefix` in the bucket, sub-folders included (the storage policy lets a reader make them). */
async function filesUnder(service: ServiceClient, prefix: string, depth = 0): Promise<string[]> {
  const files: string[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await service.storage.from(AVATAR_BUCKET).list(prefix, { limit: PAGE, offset });
    if (error) throw new Error(`could not list ${prefix}: ${error.message}`);
    for (const entry of data) {
      // Storage lists a folder as an entry without an id.
      if (entry.id) files.push(`${prefix}/${entry.name}`);
      else if (depth < 10) files.push(...(await filesUnder(service, `${prefix}/${entry.name}`, depth + 1)));
    }
    if (data.length < PAGE) return files;
  }
}

/** Removes every file in the account's avatar folder; answers how many. */
export async function removeAvatarFiles(service: ServiceClient, userId: string): Promise<number> {
  const files = await filesUnder(service, userId);
  for (let i = 0; i < files.length; i += PAGE) {
    const { error } = await service.storage.from(AVATAR_BUCKET).remove(files.slice(i, i + PAGE));
    if (error) throw new Error(`could not remove the avatar files: ${error.message}`);
  }
  return files.length;
}

/**
 * Removes the newsletter record of the account's address, whatever its state (pending, confirmed, unsubscribed);
 * its deliveries follow by cascade. Only for a confirmed account address, as my_newsletter_frequency() reads it:
 * an account that never proved its address is no word of the address's owner.
 */
export async function removeNewsletterRecord(service: ServiceClient, user: User): Promise<boolean> {
  if (!user.email || !user.email_confirmed_at) return false;
  const { data, error } = await service.from('newsletter_subscribers').delete().eq('email', user.email.toLowerCase()).select('id');
  if (error) throw new Error(`could not remove the newsletter record: ${error.message}`);
  return data.length > 0;
}
