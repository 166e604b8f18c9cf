/**
 * A group's page. Groups are private and made after the build, so there is one static page, /groups/group/, and the
 * group is named in its query: /groups/group/?id=<uuid>. The id alone opens nothing: the database shows a group
 * only to its members.
 */
import type { Locale } from '../i18n/locales.ts';
import { localePath } from '../i18n/paths.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const GROUPS_PATH = '/groups/';
export const GROUP_PATH = '/groups/group/';

/** The group's page; with `week` (an ISO week key, 2026-W49), the page of that week of the group. */
export function groupHref(id: string, week?: string): string {
  return `${GROUP_PATH}?id=${encodeURIComponent(id)}${week ? `&week=${encodeURIComponent(week)}` : ''}`;
}

/** Where a group meets to talk about the week: its page's conversation section. */
function groupConversationHref(id: string, week?: string): string {
  return `${groupHref(id, week)}#conversation`;
}

/** The week's guide opened from a group (/groups/guide/2026-W49/?group=<id>): its QR code then leads to the group. */
export function groupGuideHref(week: string, id: string): string {
  return `/groups/guide/${encodeURIComponent(week)}/?group=${encodeURIComponent(id)}`;
}

/** The group a guide was opened from (its `group` query parameter), or null when it names none. */
export function groupIdOfGuide(search: string): string | null {
  return uuidOrNull(new URLSearchParams(search).get('group'));
}

/** The group id in a group page's query string, or null when it holds none. */
export function groupIdFromSearch(search: string): string | null {
  return uuidOrNull(new URLSearchParams(search).get('id'));
}

function uuidOrNull(value: string | null): string | null {
  const id = value?.trim().toLowerCase();
  return id && UUID.test(id) ? id : null;
}

/** A group's week and its conversation as full addresses in an edition (the printed guide's QR code and link). */
export function groupWeekAddresses(origin: string, locale: Locale, id: string, week: string): { week: string; conversation: string } {
  return {
    week: new URL(localePath(locale, groupHref(id, week)), origin).href,
    conversation: new URL(localePath(locale, groupConversationHref(id, week)), origin).href,
  };
}
