/**
 * The content of the test devotional ("Psalm 23"): a passage reference, its scripture text and a transcript, enough
 * for a row the database accepts as published. Unit, API and browser tests spread it into the rows they make and
 * add their own title, slug, date and status.
 */
export const PSALM_23 = {
  biblical_passage: 'Psalm 23:1-6',
  scripture_text: 'The LORD is my shepherd; I shall not want.',
  transcript: 'A story for the family about the shepherd who provides.',
} as const;
