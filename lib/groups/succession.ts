/**
 * Who leads a group after its leader leaves: the longest-standing of the others, the earliest joined (the lower id
 * when two joined at the same instant). The database decides it (private.settle_reading_group in
 * supabase/migrations/20261203000200_reading_groups.sql); this is the same rule, so the Leave dialog can name them.
 */
export interface Standing {
  userId: string;
  joinedAt: string;
}

export function successorOf<T extends Standing>(members: readonly T[], leavingId: string): T | null {
  const others = members.filter((m) => m.userId !== leavingId);
  const joined = (m: T) => Date.parse(m.joinedAt);
  others.sort((a, b) => joined(a) - joined(b) || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return others[0] ?? null;
}
