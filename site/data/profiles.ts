/** The reader's own profile (profiles, one row per account): its name and picture, and whether it is blocked. */
import type { Tables } from '@lib/database.types.ts';
import type { TableClient } from './client/types.ts';

/** What the settings page reads of the reader's profile. */
export type ProfileRow = Pick<Tables<'profiles'>, 'id' | 'full_name' | 'avatar_url'>;

/** ({ data: ProfileRow | null, error }). */
export async function settingsProfile(client: TableClient, userId: string) {
  return client.from('profiles').select('id, full_name, avatar_url').eq('id', userId).maybeSingle();
}

export async function saveFullName(client: TableClient, userId: string, fullName: string) {
  return client.from('profiles').update({ full_name: fullName }).eq('id', userId);
}

export async function saveAvatarUrl(client: TableClient, userId: string, avatarUrl: string) {
  return client.from('profiles').update({ avatar_url: avatarUrl }).eq('id', userId);
}

/** The account's blocked flag ({ data: { is_blocked } | null, error }). */
export async function blockedFlag(client: TableClient, userId: string) {
  return client.from('profiles').select('is_blocked').eq('id', userId).maybeSingle();
}
