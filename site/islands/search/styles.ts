/** The search section's shared classes: focus ring, inputs, labels and filter chips. */
export const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-amber-400 dark:focus-visible:ring-offset-stone-900';
export const input =
  'mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100 dark:placeholder:text-stone-400 ' +
  focusRing;
export const label = 'block text-sm font-semibold text-stone-800 dark:text-stone-200';

export function chipClass(pressed: boolean): string {
  return `rounded-full px-3 py-1 text-sm font-medium ring-1 transition-colors ${focusRing} ${
    pressed
      ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-900 dark:bg-amber-300 dark:text-stone-950 dark:ring-amber-300'
      : 'bg-white text-stone-700 ring-stone-300 hover:bg-brand-50 dark:bg-stone-900 dark:text-stone-200 dark:ring-stone-600 dark:hover:bg-stone-800'
  }`;
}
