import type { Tables } from '@lib/database.types.ts';

export type SeriesRecord = Tables<'series'>;
