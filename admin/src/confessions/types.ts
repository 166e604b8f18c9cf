/** Rows of the confessions and confession_sections tables as the console reads them. */
import type { Tables } from '@lib/database.types.ts';

export type Confession = Pick<Tables<'confessions'>, 'id' | 'slug' | 'name' | 'year' | 'description' | 'historical_context' | 'total_sections'>;

export interface Section {
  id: string;
  confession_id: string;
  section_type: string;
  section_number: number;
  title: string | null;
  content: string;
  /** Reference strings, or objects with a reference field. */
  scripture_proofs: unknown[];
  parent_section_id: string | null;
  url_slug: string;
}

export const SECTION_COLUMNS = 'id, confession_id, section_type, section_number, title, content, scripture_proofs, parent_section_id, url_slug';

/** A proof as text, whichever of the two stored shapes it has. */
export function proofText(proof: unknown): string {
  if (typeof proof === 'string') return proof;
  const reference = (proof as { reference?: unknown } | null)?.reference;
  return typeof reference === 'string' ? reference : JSON.stringify(proof);
}
