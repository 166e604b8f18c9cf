/**
 * Bookmarks on a confession's questions, articles and sections (user_bookmarked_sections), and the section ids the
 * page needs to place them: the page marks each section by its anchor only, to stay light.
 */
import type { TableClient } from './client/types.ts';

/** The reader's bookmarked section ids ({ data: { section_id }[], error }). */
export async function sectionBookmarks(client: TableClient, userId: string) {
  return client.from('user_bookmarked_sections').select('section_id').eq('user_id', userId);
}

/** Each section of the confession by its anchor ({ data: { id, url_slug }[], error }). */
export async function sectionAnchors(client: TableClient, confessionId: string) {
  return client.from('confession_sections').select('id, url_slug').eq('confession_id', confessionId);
}

export async function addSectionBookmark(client: TableClient, userId: string, sectionId: string) {
  return client.from('user_bookmarked_sections').insert({ user_id: userId, section_id: sectionId });
}

export async function removeSectionBookmark(client: TableClient, userId: string, sectionId: string) {
  return client.from('user_bookmarked_sections').delete().eq('user_id', userId).eq('section_id', sectionId);
}
