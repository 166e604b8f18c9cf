import { useEffect, useState } from 'react';
import { missingProfileParts, profileBannerKey } from '@lib/account/profile.ts';
import type { Profile } from '../../data/dashboard/load-dashboard.ts';
import { textLink } from '../../lib/dashboard/ui.ts';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import { useT } from '../i18n/IslandMessages.tsx';

/** "Complete your profile" with what is missing; dismissed once per user and remembered in this browser. */
export default function ProfileBanner({ profile }: { profile: Profile | null }) {
  const t = useT();
  const missing = missingProfileParts(profile).map((part) => t(part === 'name' ? 'dashboard.profile.name' : 'dashboard.profile.picture'));
  const key = profile ? profileBannerKey(profile.id) : '';
  const [dismissed, setDismissed] = useState(true);
  useEffect(() => {
    try {
      setDismissed(Boolean(key) && localStorage.getItem(key) === 'true');
    } catch {
      setDismissed(false);
    }
  }, [key]);
  if (dismissed || missing.length === 0) return null;
  return (
    <div
      role="region"
      aria-label={t('dashboard.profile.label')}
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-stone-900 dark:text-amber-100"
    >
      <div className="flex-1">
        <p className="font-semibold">{t('dashboard.profile.label')}</p>
        <p className="text-sm">
          {t('dashboard.profile.add', { parts: missing.join(t('dashboard.profile.and')) })}{' '}
          <a href={editionHref(t.locale, '/settings/')} className={textLink}>
            {t('dashboard.profile.settings')}
          </a>
          .
        </p>
      </div>
      <button
        type="button"
        aria-label={t('dashboard.profile.dismiss')}
        className="rounded-md p-1 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-stone-800"
        onClick={() => {
          try {
            localStorage.setItem(key, 'true');
          } catch {
            // Storage disabled: dismissed for this visit only.
          }
          setDismissed(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M5 5l10 10M15 5L5 15" />
        </svg>
      </button>
    </div>
  );
}
