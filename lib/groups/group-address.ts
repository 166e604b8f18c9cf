/**
 * A group's page. Groups are private and made after the build, so there is one static page, /groups/group/, and the
 * group is named in its query: /groups/group/?id=<uuid>. The id alone opens nothing: the database shows a group
 * only to its members.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const GROUPS_PATH = '/groups/';
export const GROUP_PATH = '/groups/group/';

export function groupHref(id: string): string {
  return `${GROUP_PATH}?id=${encodeURIComponent(id)}`;
}

/** The group id in a group page's query string, or null when it holds none. */
export function groupIdFromSearch(search: string): string | null {
  const id = new URLSearchParams(search).get('id')?.trim().toLowerCase();
  return id && UUID.test(id) ? id : null;
}
