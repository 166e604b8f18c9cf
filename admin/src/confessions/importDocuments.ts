/**
 * The five standard documents the import offers: what the confirmation dialog lists, and
 * what the import of one of them answers (the data provider's importConfession).
 */
export interface ImportDocument {
  slug: string;
  name: string;
  /** What the dialog promises: "37 articles". */
  count: number;
  unit: string;
}

export const IMPORT_DOCUMENTS: readonly ImportDocument[] = [
  { slug: 'belgic-confession', name: 'Belgic Confession', count: 37, unit: 'articles' },
  { slug: 'heidelberg-catechism', name: 'Heidelberg Catechism', count: 129, unit: 'Q&As' },
  { slug: 'westminster-confession', name: 'Westminster Confession of Faith', count: 33, unit: 'chapters' },
  { slug: 'westminster-larger-catechism', name: 'Westminster Larger Catechism', count: 196, unit: 'Q&As' },
  { slug: 'westminster-shorter-catechism', name: 'Westminster Shorter Catechism', count: 107, unit: 'Q&As' },
];

export interface ImportResult {
  slug: string;
  success: boolean;
  sectionsImported: number;
  itemsImported?: number;
  error: string | null;
}
