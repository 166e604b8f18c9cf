/**
 * A small stable number from a devotional's title (32-bit FNV-1a), so covers drawn with the same motif and palette
 * still differ a little from title to title, and the same title always draws the same cover.
 */
export function titleSeed(title: string): number {
  let h = 2166136261;
  for (let i = 0; i < title.length; i++) {
    h ^= title.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
