/** The narration player's shared classes: its card, focus ring, round icon buttons and sliders. */
export const card =
  'rounded-2xl bg-white p-4 text-slate-900 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700 print:hidden';
export const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-amber-400 dark:focus-visible:ring-offset-slate-800';
export const iconButton = `inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-50 dark:text-slate-200 dark:hover:bg-slate-700 ${focusRing}`;
export const slider = `h-2 cursor-pointer rounded-full accent-brand-700 disabled:cursor-not-allowed dark:accent-amber-400 ${focusRing}`;
