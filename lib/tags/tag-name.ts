/**
 * A tag's name and slug (Tags): the name is required and must yield a slug with at least one
 * letter or number; the slug follows lib/slug.ts. The database's unique slug turns a duplicate into 23505 and
 * devotional_tags' foreign key turns deleting a tag in use into 23503.
 */
import { slugify } from '../slug.ts';

export const TAG_NAME_REQUIRED = 'Tag name is required';
export const TAG_NAME_NEEDS_LETTER = 'Tag name must contain at least one letter or number';
export const TAG_NAME_MAX = 100;
export const TAG_NAME_TOO_LONG = `Tag name must be at most ${TAG_NAME_MAX} characters`;

export const TAG_DUPLICATE = 'A tag with this name already exists';
export const TAG_IN_USE = "Cannot delete tag: it's still in use by devotionals";

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

export type TagInput = { ok: true; name: string; slug: string } | { ok: false; error: string };

/** The row to write for a typed name, or the message to show under the field. */
export function tagFromName(typed: string): TagInput {
  const name = typed.trim();
  if (!name) return { ok: false, error: TAG_NAME_REQUIRED };
  if (name.length > TAG_NAME_MAX) return { ok: false, error: TAG_NAME_TOO_LONG };
  const slug = slugify(name);
  if (!slug) return { ok: false, error: TAG_NAME_NEEDS_LETTER };
  // A slug is never longer than its name, so it fits the database's 100 characters too.
  return { ok: true, name, slug };
}

export type EditionTagNameInput = { ok: true; name: string | null } | { ok: false; error: string };

/**
 * The name to write for a translated edition's field, null to write none (the edition then shows the English name,
 * marked as English), or the message to show under the field. The same rules as the English name, except that it
 * may be left empty.
 */
export function editionTagName(typed: string): EditionTagNameInput {
  const name = typed.trim();
  if (!name) return { ok: true, name: null };
  if (name.length > TAG_NAME_MAX) return { ok: false, error: TAG_NAME_TOO_LONG };
  if (!/[\p{L}\p{N}]/u.test(name)) return { ok: false, error: TAG_NAME_NEEDS_LETTER };
  return { ok: true, name };
}

/** The toast for a failed add or update: the duplicate message for 23505, else the spec's fallback. */
export function tagSaveError(code: string | undefined, fallback: 'Failed to add tag' | 'Failed to update tag'): string {
  return code === UNIQUE_VIOLATION ? TAG_DUPLICATE : fallback;
}

/** The toast for a failed delete: the in-use message for 23503, else 'Failed to delete tag'. */
export function tagDeleteError(code: string | undefined): string {
  return code === FOREIGN_KEY_VIOLATION ? TAG_IN_USE : 'Failed to delete tag';
}
