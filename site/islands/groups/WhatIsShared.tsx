import { muted } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';

/**
 * What joining or sharing means, said the same way wherever a reader decides: only the days read this week, never
 * what was read, notes, bookmarks or practice (reading_group_week in
 * supabase/migrations/20261203000200_reading_groups.sql sends nothing else).
 */
export default function WhatIsShared({ id }: { id?: string }) {
  const t = useT();
  return (
    <p id={id} className={`text-sm ${muted}`}>
      {t('groups.shared.explained')}
    </p>
  );
}
