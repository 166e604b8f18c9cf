/**
 * A reading, recorded in user_reading_history once the reader met the reading rule. The database keeps one row per
 * reader, devotional and site day (a second answers 23505) and stamps the time and day itself.
 */
import type { TablesInsert } from '@lib/database.types.ts';
import type { TableClient } from './client/types.ts';

interface Reading {
  user_id: string;
  devotional_id: string;
  reading_time_seconds: number;
}

export async function recordReading(client: TableClient, reading: Reading) {
  // read_on is the trigger's (the site's day of completed_at); the generated Insert type, seeing no default, asks for it.
  return client.from('user_reading_history').insert(reading as TablesInsert<'user_reading_history'>);
}

/** Whether the reader's reading of this devotional is recorded for `day` (the site's date, YYYY-MM-DD). */
export async function readOn(client: TableClient, userId: string, devotionalId: string, day: string): Promise<boolean> {
  const { data } = await client.from('user_reading_history').select('id').eq('user_id', userId).eq('devotional_id', devotionalId).eq('read_on', day).limit(1);
  return Boolean(data?.length);
}
