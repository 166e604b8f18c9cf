/**
 * Everything a group's page shows, read at once: the group as the reader's membership sees it (my_reading_groups),
 * its members (reading_group_roster), this week's days of those who share (reading_group_week), whose posting the
 * leader paused, as far as the reader may know (reading_group_mutes), and the site's today (site_today), which fixes
 * the week. A group the reader is not in comes back as not found, whether it exists
 * or not: the database answers the same for both.
 */
import type { UntypedPageClient } from '../client/types.ts';
import { loadMyGroups, type GroupRole, type MyGroup } from './my-groups.ts';
import { outcomeOf, type Outcome } from '../../lib/groups/outcome.ts';
import { loadPaused } from './conversation.ts';

export interface GroupMember {
  userId: string;
  name: string;
  role: GroupRole;
  shares: boolean;
  joinedAt: string;
}

export interface SharedWeek {
  userId: string;
  name: string;
  readOn: string[];
}

export interface GroupView {
  group: MyGroup;
  members: GroupMember[];
  week: SharedWeek[];
  /** Members whose posting is paused: all of them for the leader, only themselves for a paused member. */
  paused: string[];
  today: string;
}

export type GroupLoad = Outcome<GroupView | null>;

interface RosterRow {
  user_id: string;
  display_name: string;
  role: string;
  shares: boolean;
  joined_at: string;
}

interface WeekRow {
  user_id: string;
  display_name: string;
  read_on: string[] | null;
}

export async function loadGroup(client: UntypedPageClient, id: string): Promise<GroupLoad> {
  const [mine, roster, week, paused, today] = await Promise.all([
    loadMyGroups(client),
    client.rpc('reading_group_roster', { p_group: id }).then((r) => outcomeOf<RosterRow[]>(r)),
    client.rpc('reading_group_week', { p_group: id }).then((r) => outcomeOf<WeekRow[]>(r)),
    loadPaused(client, id),
    client.rpc('site_today').then((r) => outcomeOf<string>(r)),
  ]);
  if (!mine.ok) return mine;
  if (!roster.ok) return roster;
  if (!week.ok) return week;
  if (!paused.ok) return paused;
  if (!today.ok) return today;
  const group = mine.value.find((g) => g.id === id);
  if (!group) return { ok: true, value: null };
  return {
    ok: true,
    value: {
      group,
      members: (roster.value ?? []).map((row) => ({
        userId: row.user_id,
        name: row.display_name,
        role: row.role === 'leader' ? 'leader' : 'member',
        shares: row.shares,
        joinedAt: row.joined_at,
      })),
      week: (week.value ?? []).map((row) => ({ userId: row.user_id, name: row.display_name, readOn: row.read_on ?? [] })),
      paused: paused.value,
      today: today.value,
    },
  };
}
