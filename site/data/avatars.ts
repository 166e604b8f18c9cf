/**
 * The reader's pictures in the avatars bucket (their own folder; the storage policy keeps it theirs), and the
 * avatar-from-url function, which copies a picture given by address into it (the site's CSP shows only our storage).
 * Storage is supabase-js's, loaded on the first upload or removal; the function goes through the page's light client.
 */
import { AVATAR_BUCKET } from '@lib/account/avatar.ts';
import { loadBrowserClient } from './client/lazy-browser-client.ts';
import type { PageClient } from './client/types.ts';

const bucket = async () => (await loadBrowserClient()).storage.from(AVATAR_BUCKET);

export async function uploadAvatar(path: string, file: File) {
  return (await bucket()).upload(path, file, { upsert: true, contentType: file.type });
}

/** The address a stored picture is shown from. */
export async function avatarPublicUrl(path: string): Promise<string> {
  return (await bucket()).getPublicUrl(path).data.publicUrl;
}

export async function removeAvatarFile(path: string) {
  return (await bucket()).remove([path]);
}

/** Asks the server to copy the picture at `url` into the reader's folder ({ data: { path, publicUrl } | null, error }). */
export async function avatarFromUrl(client: Pick<PageClient, 'functions'>, url: string) {
  return client.functions.invoke<{ path: string; publicUrl: string }>('avatar-from-url', { body: { url } });
}
