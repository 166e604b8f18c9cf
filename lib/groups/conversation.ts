/**
 * A reading group's conversation (supabase/migrations/20261209000100_reading_group_conversation.sql): the kinds of
 * post, the length a post may have, the words as the database keeps them, and how the page groups the week's posts
 * by the day they are about. The database holds the same rules; the page checks first only to answer at once.
 */
export const POST_KINDS = ['reflection', 'question', 'prayer'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** At most this many characters in a post (the database's limit, counted after trimming). */
export const POST_MAX = 1000;
/** At most this many posts by one reader in `POST_RATE_MINUTES` minutes (the database's limit). */
export const POST_RATE_LIMIT = 5;
export const POST_RATE_MINUTES = 5;

export function isPostKind(value: unknown): value is PostKind {
  return typeof value === 'string' && (POST_KINDS as readonly string[]).includes(value);
}

/** The words as kept: Windows line ends made plain and blank space around them trimmed; line breaks inside kept. */
export function postText(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(/^\s+|\s+$/g, '');
}

export type PostProblem = 'blank' | 'tooLong';

/** What is wrong with a post's words before sending it, or null. */
export function postProblem(text: string): PostProblem | null {
  const kept = postText(text);
  if (kept === '') return 'blank';
  return [...kept].length > POST_MAX ? 'tooLong' : null;
}

export interface DayThread<T> {
  /** The day of the week the posts are about (YYYY-MM-DD), or null for the week as a whole. */
  day: string | null;
  posts: T[];
}

/**
 * The week's posts by the day they are about: the week as a whole first, then Monday to Sunday; only days with a
 * post, each day's posts oldest first, as a conversation reads.
 */
export function threadsByDay<T extends { day: string | null; createdAt: string }>(posts: readonly T[]): DayThread<T>[] {
  const byDay = new Map<string | null, T[]>();
  for (const post of [...posts].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const list = byDay.get(post.day) ?? [];
    list.push(post);
    byDay.set(post.day, list);
  }
  return [...byDay.entries()].sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : a.localeCompare(b))).map(([day, list]) => ({ day, posts: list }));
}
