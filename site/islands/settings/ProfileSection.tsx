/**
 * Profile Information: full name and picture. Replacing an uploaded avatar removes the old
 * file. A picture given by URL is copied into the avatars bucket by the avatar-from-url function first.
 */
import { useState, type FormEvent } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { avatarPath, storedAvatarPath } from '@lib/account/avatar.ts';
import { avatarFromUrl, avatarPublicUrl, removeAvatarFile, uploadAvatar } from '../../data/avatars.ts';
import { functionErrorMessage } from '../../data/function-errors.ts';
import { saveAvatarUrl, saveFullName, type ProfileRow } from '../../data/profiles.ts';
import { NAME_LIMITS } from '@lib/account/name-limits.ts';
import { toast } from '../../lib/toast.ts';
import { card, cardTitle, inputClass, labelClass, primaryButton } from '../../lib/dashboard/ui.ts';
import AvatarPicker from './AvatarPicker.tsx';
import { useT } from '../i18n/IslandMessages.tsx';

export default function ProfileSection({ client, profile }: { client: PageClient; profile: ProfileRow }) {
  const t = useT();
  const [fullName, setFullName] = useState(profile.full_name ?? '');
  const [avatarUrl, setAvatarUrl] = useState(profile.avatar_url);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);

  async function saveAvatar(next: string): Promise<boolean> {
    const previous = avatarUrl;
    const { error } = await saveAvatarUrl(client, profile.id, next);
    if (error) {
      toast(t('settings.profile.failed'), 'error');
      return false;
    }
    setAvatarUrl(next);
    const oldPath = storedAvatarPath(previous, profile.id);
    if (oldPath && oldPath !== storedAvatarPath(next, profile.id)) {
      const { error: removeError } = await removeAvatarFile(oldPath);
      if (removeError) console.error('Could not remove the old avatar:', removeError.message);
    }
    toast(t('settings.profile.saved'));
    return true;
  }

  async function upload(file: File) {
    setUploading(true);
    const path = avatarPath(profile.id, file);
    const { error } = await uploadAvatar(path, file);
    if (error) {
      setUploading(false);
      return toast(t('settings.profile.uploadFailed'), 'error');
    }
    const saved = await saveAvatar(await avatarPublicUrl(path));
    // A file the profile does not point at is not kept.
    if (!saved) await removeAvatarFile(path);
    setUploading(false);
  }

  /** An image URL is copied into the avatars bucket by the server (the site's CSP shows only our own storage). */
  async function setFromUrl(url: string) {
    setUploading(true);
    const { data, error } = await avatarFromUrl(client, url);
    if (error || !data) {
      setUploading(false);
      return toast(await functionErrorMessage(error, t('settings.profile.uploadFailed')), 'error');
    }
    const saved = await saveAvatar(data.publicUrl);
    if (!saved) await removeAvatarFile(data.path);
    setUploading(false);
  }

  async function saveName(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const name = fullName.trim();
    if (name.length < NAME_LIMITS.min) return toast(t('auth.problem.nameTooShort'), 'error');
    if (name.length > NAME_LIMITS.max) return toast(t('auth.problem.nameTooLong'), 'error');
    setBusy(true);
    const { error } = await saveFullName(client, profile.id, name);
    setBusy(false);
    if (error) return toast(t('settings.profile.failed'), 'error');
    toast(t('settings.profile.saved'));
  }

  return (
    <section className={card} aria-labelledby="profile-heading">
      <h2 id="profile-heading" className={cardTitle}>
        {t('settings.profile.heading')}
      </h2>
      <div className="mt-4 space-y-5">
        <AvatarPicker url={avatarUrl} name={fullName} busy={uploading} onFile={upload} onUrl={(url) => void setFromUrl(url)} />
        <form onSubmit={saveName} noValidate className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor="settings-full-name" className={labelClass}>
              {t('settings.profile.fullName')}
            </label>
            <input id="settings-full-name" autoComplete="name" className={inputClass} value={fullName} onChange={(e) => setFullName(e.target.value)} />
          </div>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t('settings.loading') : t('settings.profile.save')}
          </button>
        </form>
      </div>
    </section>
  );
}
