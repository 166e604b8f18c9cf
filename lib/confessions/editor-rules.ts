/**
 * The confession editor's rules, pure so the console and the tests share them:
 * which editor a confession gets, what its sections tab is called, how previews are cut, and the metadata
 * form's validation.
 */

/** Hierarchical confessions are those whose slug contains westminster-confession or canons-of-dort. */
export function isHierarchical(confessionSlug: string): boolean {
  return confessionSlug.includes('westminster-confession') || confessionSlug.includes('canons-of-dort');
}

/** The sections tab is labelled Structure for Westminster, Canons of Dort and Heidelberg. */
export function sectionsTabLabel(confessionSlug: string): 'Structure' | 'Sections' {
  return confessionSlug.includes('westminster') || confessionSlug.includes('canons-of-dort') || confessionSlug.includes('heidelberg')
    ? 'Structure'
    : 'Sections';
}

/** Add Lord's Day is offered for the Heidelberg Catechism only. */
export function offersLordsDays(confessionSlug: string): boolean {
  return confessionSlug.includes('heidelberg');
}

/** Previews: 100 characters in the flat table, 150 for articles and 100 for errors in the hierarchical one. */
export const PREVIEW_LENGTH = { flat: 100, article: 150, rejection: 100 } as const;

export function preview(content: string, length: number): string {
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}…`;
}

/** What the list's Structure column says about a confession. */
export function structureLabel(confessionSlug: string): 'Hierarchical' | 'Flat' {
  return isHierarchical(confessionSlug) ? 'Hierarchical' : 'Flat';
}

export interface MetadataInput {
  name: string;
  year: string;
  description: string;
  historical_context: string;
}

export interface MetadataRow {
  name: string;
  year: number | null;
  description: string | null;
  historical_context: string | null;
}

export type MetadataResult = { ok: true; row: MetadataRow } | { ok: false; errors: Partial<Record<keyof MetadataInput, string>> };

/** Name required; year numeric or empty; blank description and historical context become null. */
export function validateMetadata(input: MetadataInput): MetadataResult {
  const errors: Partial<Record<keyof MetadataInput, string>> = {};
  const name = input.name.trim();
  if (!name) errors.name = 'Name is required';
  else if (name.length > 200) errors.name = 'Name must be at most 200 characters';
  const yearText = input.year.trim();
  let year: number | null = null;
  if (yearText) {
    if (!/^\d{1,4}$/.test(yearText) || Number(yearText) < 1) errors.year = 'Year must be a number';
    else year = Number(yearText);
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    row: {
      name,
      year,
      description: input.description.trim() || null,
      historical_context: input.historical_context.trim() || null,
    },
  };
}

/** Section form: number and content required, title optional; a chapter or head may have no subtitle. */
export function sectionFormError(input: { number: string; content: string; type: string }): string | null {
  const n = Number(input.number);
  if (!input.number.trim() || !Number.isInteger(n) || n < 0) return 'Section number is required';
  if (!input.content.trim() && input.type !== 'chapter' && input.type !== 'head') return 'Content is required';
  return null;
}
