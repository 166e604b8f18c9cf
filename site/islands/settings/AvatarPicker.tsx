/**
 * The profile picture: click to upload, drag and drop, or an image URL, with a preview.
 * Images only, under 5 MB; stored in the avatars bucket at {user id}/{timestamp}.{ext}.
 */
import { useRef, useState, type DragEvent } from 'react';
import { avatarFileError, isImageUrl } from '@lib/account/avatar.ts';
import { toast } from '../../lib/toast.ts';
import { inputClass, labelClass, muted, secondaryButton } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';

export default function AvatarPicker({
  url,
  name,
  busy,
  onFile,
  onUrl,
}: {
  url: string | null;
  name: string;
  busy: boolean;
  onFile: (file: File) => void;
  onUrl: (url: string) => void;
}) {
  const t = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [typedUrl, setTypedUrl] = useState('');
  const [broken, setBroken] = useState(false);

  function take(file: File | undefined) {
    if (!file) return;
    const problem = avatarFileError(file);
    if (problem) return toast(t(problem === 'Please upload an image file' ? 'settings.avatar.notImage' : 'settings.avatar.tooLarge'), 'error');
    setBroken(false);
    onFile(file);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  }

  const initials =
    name
      .trim()
      .split(/\s+/)
      .map((part) => part[0]?.toUpperCase() ?? '')
      .slice(0, 2)
      .join('') || '?';
  return (
    <div>
      <span className={labelClass}>{t('settings.avatar.label')}</span>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        {url && !broken ? (
          <img
            src={url}
            alt={t('settings.avatar.previewAlt')}
            className="h-20 w-20 rounded-full object-cover"
            data-testid="avatar-preview"
            onError={() => setBroken(true)}
          />
        ) : (
          <span
            className="flex h-20 w-20 items-center justify-center rounded-full bg-brand-100 font-serif text-2xl font-semibold text-brand-900"
            aria-hidden="true"
          >
            {initials}
          </span>
        )}
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          disabled={busy}
          data-testid="avatar-drop-zone"
          className={`flex-1 rounded-xl border-2 border-dashed px-4 py-5 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${
            dragging ? 'border-brand-600 bg-brand-50 dark:bg-stone-800' : 'border-stone-300 dark:border-stone-600'
          } text-stone-700 dark:text-stone-300`}
        >
          {busy ? (
            t('settings.avatar.uploading')
          ) : (
            <>
              {/* A touch screen has nothing to drag from: it says tap. */}
              <span className="[@media(pointer:coarse)]:hidden" data-testid="avatar-drop-text">
                {t('settings.avatar.drop')}
              </span>
              <span className="hidden [@media(pointer:coarse)]:inline" data-testid="avatar-tap-text">
                {t('settings.avatar.tap')}
              </span>
            </>
          )}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('settings.avatar.uploadLabel')}
          onChange={(event) => {
            take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="avatar-url" className={`text-sm ${muted}`}>
            {t('settings.avatar.urlLabel')}
          </label>
          <input id="avatar-url" type="url" placeholder="https://..." className={inputClass} value={typedUrl} onChange={(e) => setTypedUrl(e.target.value)} />
        </div>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          onClick={() => {
            if (!isImageUrl(typedUrl)) return toast(t('settings.avatar.urlInvalid'), 'error');
            setBroken(false);
            onUrl(typedUrl.trim());
            setTypedUrl('');
          }}
        >
          {t('settings.avatar.useUrl')}
        </button>
      </div>
    </div>
  );
}
