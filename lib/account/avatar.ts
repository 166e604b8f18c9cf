/** Avatar rules: images only, under 5 MB, stored at {user id}/{timestamp}.{ext}. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_BUCKET = 'avatars';

export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'Please upload an image file';
  if (file.size >= AVATAR_MAX_BYTES) return 'Image size must be less than 5MB';
  return null;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
};

/** The object path for a new avatar: the user's own folder (the storage policy allows no other), a timestamp. */
export function avatarPath(userId: string, file: { name: string; type: string }, now: number = Date.now()): string {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]?.toLowerCase();
  const ext = EXTENSIONS[file.type] ?? fromName ?? 'img';
  return `${userId}/${now}.${ext}`;
}

/**
 * The object path of an avatar URL this project stored (…/storage/v1/object/public/avatars/{path}), so the old
 * file can be removed when replaced; null for an outside URL, which is not ours to delete.
 */
export function storedAvatarPath(url: string | null | undefined, userId: string): string | null {
  if (!url) return null;
  const marker = `/storage/v1/object/public/${AVATAR_BUCKET}/`;
  const at = url.indexOf(marker);
  if (at < 0) return null;
  const path = decodeURIComponent(url.slice(at + marker.length).split('?')[0]);
  return path.startsWith(`${userId}/`) ? path : null;
}

/** An image URL typed by the reader: http(s) only. */
export function isImageUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
