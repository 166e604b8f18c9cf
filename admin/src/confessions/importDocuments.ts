/**
 * The five standard documents the import offers: what the confirmation dialog lists (the data provider's
 * importConfession answers an ImportResult for each, providers/types.ts).
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
