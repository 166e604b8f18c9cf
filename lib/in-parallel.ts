/**
 * Runs `work` on each item with at most `limit` at once, in the items' order of starting; resolves when all are
 * done, rejects with the first failure once every started item has ended. Pure: no I/O of its own.
 */
export async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
