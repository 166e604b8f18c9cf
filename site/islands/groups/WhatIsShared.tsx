import { muted } from '../../lib/dashboard/ui.ts';

/**
 * What joining or sharing means, said the same way wherever a reader decides: only the days read this week, never
 * what was read, notes, bookmarks or practice (reading_group_week in
 * supabase/migrations/20261203000200_reading_groups.sql sends nothing else).
 */
export default function WhatIsShared({ id }: { id?: string }) {
  return (
    <p id={id} className={`text-sm ${muted}`}>
      Members who choose to share show the group which days of this week they read the devotional. Nothing else is shared: not what they read, their notes,
      bookmarks or practice. Each member chooses for each group, and can change it at any time.
    </p>
  );
}
