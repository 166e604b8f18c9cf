// Shared class names of the signed-in pages (dashboard, settings): cards, buttons, inputs.
export const card = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900';
export const cardTitle = 'font-serif text-xl font-semibold text-stone-900 dark:text-stone-50';
const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-100';
export const primaryButton = `inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70 ${focus}`;
export const secondaryButton = `inline-flex items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-5 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-70 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800 ${focus}`;
/** For an action that cannot be undone (Delete my account). */
export const dangerButton = `inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-5 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-70 ${focus}`;
export const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-50 dark:placeholder:text-stone-400';
export const labelClass = 'block text-sm font-medium text-stone-800 dark:text-stone-200';
export const muted = 'text-stone-600 dark:text-stone-400';
export const textLink = `font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100 ${focus}`;
