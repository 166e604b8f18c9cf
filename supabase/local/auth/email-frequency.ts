/**
 * GoTrue's max_frequency ([auth.email] max_frequency, SMTP_MAX_FREQUENCY): one e-mail of a kind per address per
 * interval, refused with 429 over_email_send_rate_limit "For security purposes, you can only request this after N
 * seconds." The send is claimed in the database by one conditional update of the user's `*_sent_at` column, so
 * of many requests racing for one address exactly one wins: the others wait on the row lock, then see the fresh
 * timestamp (GoTrue reads `confirmation_sent_at` the same way, in the transaction that sends).
 */
import type { Services } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { tooManyRequests } from './errors.ts';

/** The column that records when each kind of e-mail last went to the user. */
export type SentAtColumn = 'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at';

/** Stamps `column` with now() when the last e-mail is older than max_frequency; otherwise throws GoTrue's 429. */
export async function claimEmailSend(sql: Sql, services: Services, userId: string, column: SentAtColumn): Promise<void> {
  const seconds = services.config.emailMaxFrequency;
  const claimed = await sql.query(
    `update auth.users set ${column} = now()
      where id = $1 and (${column} is null or ${column} + make_interval(secs => $2) <= now())
      returning id`,
    [userId, seconds],
  );
  if (claimed.rows[0]) return;
  const { rows } = await sql.query<{ left: number }>(
    `select greatest(floor(extract(epoch from (${column} + make_interval(secs => $2) - now()))), 0)::int as left
       from auth.users where id = $1`,
    [userId, seconds],
  );
  throw tooManyRequests('over_email_send_rate_limit', `For security purposes, you can only request this after ${rows[0]?.left ?? seconds} seconds.`);
}
