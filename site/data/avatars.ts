/**
 * The reader's pictures in the avatars bucket (their own folder; the storage policy keeps it theirs), and the
 * avatar-from-url function, which copies a picture given by address into it (the site's CSP shows only our storage).
 */
import { AVATAR_BUCKET } from '@lib/account/avatar.ts';
import type { BrowserClient } from './client/types.ts';

export async function uploadAvatar(client: BrowserClient, path: string, file: File) {
  return client.storage.from(AVATAR_BUCKET).upload(path, file, { upsert: true, contentType: file.type });
}

/** The address a stored picture is shown from. */
export function avatarPublicUrl(client: BrowserClient, path: string): string {
  return client.storage.from(AVATAR_BUCKET).getPublicUrl(path).data.publicUrl;
}

export async function removeAvatarFile(client: BrowserClient, path: string) {
  return client.storage.from(AVATAR_BUCKET).remove([path]);
}

/** Asks the server to copy the picture at `url` into the reader's folder ({ data: { path, publicUrl } | null, error }). */
export async function avatarFromUrl(client: BrowserClient, url: string) {
  return client.functions.invoke<{ path: string; publicUrl: string }>('avatar-from-url', { body: { url } });
}
