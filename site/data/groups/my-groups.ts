/**
 * The reader's groups, for /groups/ and the dashboard's card: public.my_reading_groups() (the caller's own
 * memberships, with the group's counts; supabase/migrations/20261203000200_reading_groups.sql).
 */
import type { UntypedPageClient } from '../client/types.ts';
import { outcomeOf, type Outcome } from '../../lib/groups/outcome.ts';

export type GroupRole = 'leader' | 'member';

export interface MyGroup {
  id: string;
  name: string;
  role: GroupRole;
  /** Whether the reader shares their reading days with this group. */
  shares: boolean;
  memberCount: number;
  sharingCount: number;
  /** Members who share and read today. */
  readToday: number;
  /** Days read this week, added up over the members who share. */
  daysReadThisWeek: number;
}

interface MyGroupRow {
  group_id: string;
  name: string;
  role: string;
  shares: boolean;
  member_count: number;
  sharing_count: number;
  read_today: number;
  days_read_this_week: number;
}

function fromRow(row: MyGroupRow): MyGroup {
  return {
    id: row.group_id,
    name: row.name,
    role: row.role === 'leader' ? 'leader' : 'member',
    shares: row.shares,
    memberCount: row.member_count,
    sharingCount: row.sharing_count,
    readToday: row.read_today,
    daysReadThisWeek: row.days_read_this_week,
  };
}

export async function loadMyGroups(client: UntypedPageClient): Promise<Outcome<MyGroup[]>> {
  const result = outcomeOf<MyGroupRow[]>(await client.rpc('my_reading_groups'));
  return result.ok ? { ok: true, value: (result.value ?? []).map(fromRow) } : result;
}
