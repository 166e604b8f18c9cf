/**
 * What a reader does with groups, each one RPC (supabase/migrations/20261203000200_reading_groups.sql): start,
 * join, leave, choose to share; and the leader's: rename or delete the group, remove a member, pass leadership on,
 * read, replace or close the invite. The database checks who may; the page only offers what the reader's role allows.
 */
import type { UntypedPageClient } from '../client/types.ts';
import { outcomeOf, type Outcome } from '../../lib/groups/outcome.ts';

export interface InvitePreview {
  name: string;
  /** The leader's display name, as the group's pages show it. */
  leaderName: string;
  memberCount: number;
  sharingCount: number;
  /** Set when the reader is in the group already. */
  myGroupId: string | null;
}

interface PreviewRow {
  name: string;
  member_count: number;
  sharing_count: number;
  group_id: string | null;
  leader_name: string;
}

export async function startGroup(client: UntypedPageClient, name: string, share: boolean): Promise<Outcome<string>> {
  return outcomeOf<string>(await client.rpc('create_reading_group', { p_name: name.trim(), p_share: share }));
}

/**
 * The group an invite token opens, or null when the link does not work (unknown, replaced or closed alike). Signed
 * out too: the token is the secret, and the visitor sees the group and its leader before signing in.
 */
export async function previewInvite(client: UntypedPageClient, token: string): Promise<Outcome<InvitePreview | null>> {
  const result = outcomeOf<PreviewRow[]>(await client.rpc('reading_group_preview', { p_token: token }));
  if (!result.ok) return result;
  const row = result.value?.[0];
  return {
    ok: true,
    value: row
      ? { name: row.name, leaderName: row.leader_name, memberCount: row.member_count, sharingCount: row.sharing_count, myGroupId: row.group_id }
      : null,
  };
}

export async function joinGroup(client: UntypedPageClient, token: string, share: boolean): Promise<Outcome<string>> {
  return outcomeOf<string>(await client.rpc('join_reading_group', { p_token: token, p_share: share }));
}

export async function leaveGroup(client: UntypedPageClient, groupId: string): Promise<Outcome<null>> {
  return outcomeOf<null>(await client.rpc('leave_reading_group', { p_group: groupId }));
}

export async function setSharing(client: UntypedPageClient, groupId: string, shares: boolean): Promise<Outcome<boolean>> {
  return outcomeOf<boolean>(await client.rpc('set_reading_group_sharing', { p_group: groupId, p_shares: shares }));
}

export async function removeMember(client: UntypedPageClient, groupId: string, userId: string): Promise<Outcome<null>> {
  return outcomeOf<null>(await client.rpc('remove_reading_group_member', { p_group: groupId, p_member: userId }));
}

export async function passLeadership(client: UntypedPageClient, groupId: string, userId: string): Promise<Outcome<null>> {
  return outcomeOf<null>(await client.rpc('pass_reading_group_leadership', { p_group: groupId, p_member: userId }));
}

/** The leader renames the group; the name as kept (trimmed). */
export async function renameGroup(client: UntypedPageClient, groupId: string, name: string): Promise<Outcome<string>> {
  return outcomeOf<string>(await client.rpc('rename_reading_group', { p_group: groupId, p_name: name.trim() }));
}

/** The leader deletes the group for everyone. */
export async function deleteGroup(client: UntypedPageClient, groupId: string): Promise<Outcome<null>> {
  return outcomeOf<null>(await client.rpc('delete_reading_group', { p_group: groupId }));
}

/** The leader's current invite token; null when joining is closed. */
export async function inviteToken(client: UntypedPageClient, groupId: string): Promise<Outcome<string | null>> {
  return outcomeOf<string | null>(await client.rpc('reading_group_invite', { p_group: groupId }));
}

export async function replaceInvite(client: UntypedPageClient, groupId: string): Promise<Outcome<string>> {
  return outcomeOf<string>(await client.rpc('replace_reading_group_invite', { p_group: groupId }));
}

export async function closeInvite(client: UntypedPageClient, groupId: string): Promise<Outcome<null>> {
  return outcomeOf<null>(await client.rpc('close_reading_group_invite', { p_group: groupId }));
}
