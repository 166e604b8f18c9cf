/**
 * What deleting the account does beyond the reader's own data, for the delete dialog to say before it happens:
 * each group they lead passes to its longest-standing other member (the database's rule, lib/groups/succession.ts)
 * or, with nobody else in it, goes; and whether the address is on the e-mail list, so the dialog offers to remove
 * it only then.
 */
import type { UntypedPageClient } from '../client/types.ts';
import { isFrequency } from '@lib/newsletter/frequency.ts';
import { successorOf } from '@lib/groups/succession.ts';
import { loadGroup } from '../groups/group-view.ts';
import { loadMyGroups } from '../groups/my-groups.ts';

export interface LedGroup {
  name: string;
  /** Who leads it after the reader; null when nobody else is in it, and it is deleted. */
  nextLeader: string | null;
}

export interface DeletionConsequences {
  ledGroups: LedGroup[];
  onEmailList: boolean;
}

async function nextLeaderOf(client: UntypedPageClient, groupId: string, userId: string): Promise<string | null> {
  const loaded = await loadGroup(client, groupId);
  if (!loaded.ok) throw new Error(loaded.message);
  return loaded.value ? (successorOf(loaded.value.members, userId)?.name ?? null) : null;
}

export async function loadDeletionConsequences(client: UntypedPageClient, userId: string): Promise<DeletionConsequences> {
  const [groups, newsletter] = await Promise.all([loadMyGroups(client), client.rpc('my_newsletter_frequency')]);
  if (!groups.ok) throw new Error(groups.message);
  if (newsletter.error) throw new Error(newsletter.error.message);
  const led = groups.value.filter((group) => group.role === 'leader');
  const ledGroups = await Promise.all(
    led.map(async (group) => ({ name: group.name, nextLeader: group.memberCount > 1 ? await nextLeaderOf(client, group.id, userId) : null })),
  );
  return { ledGroups, onEmailList: isFrequency(newsletter.data) };
}
