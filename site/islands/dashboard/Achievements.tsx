import type { Achievement } from '../../data/dashboard/load-dashboard.ts';
import Icon from './Icon.tsx';
import { card, cardTitle, muted } from '../../lib/dashboard/ui.ts';
import { editionDates } from '@lib/i18n/edition-dates.ts';
import { useT } from '../i18n/IslandMessages.tsx';

/** Achievements the database has awarded (migration 20261126000702 lists the rules). */
export default function Achievements({ achievements }: { achievements: Achievement[] }) {
  const t = useT();
  const { instantDate } = editionDates(t.locale);
  return (
    <section className={card} aria-labelledby="achievements-heading">
      <h2 id="achievements-heading" className={cardTitle}>
        {t('dashboard.achievements.heading')}
      </h2>
      {achievements.length === 0 ? (
        <p className={`mt-3 ${muted}`}>{t('dashboard.achievements.empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="achievements">
          {achievements.map((a) => (
            <li key={a.id} className="flex items-start gap-3 rounded-xl bg-amber-50 p-3 dark:bg-stone-800">
              <span className="rounded-full bg-amber-100 p-2 text-amber-800 dark:bg-stone-700 dark:text-amber-300">
                <Icon name={a.icon_name} />
              </span>
              <span>
                <span className="block font-semibold text-stone-900 dark:text-stone-50">{a.achievement_name}</span>
                {a.achievement_description && <span className={`block text-sm ${muted}`}>{a.achievement_description}</span>}
                <span className={`block text-xs ${muted}`}>{t('dashboard.achievements.earned', { date: instantDate(a.earned_at) })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
