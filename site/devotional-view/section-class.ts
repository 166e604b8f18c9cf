/** The classes of one devotional section (DevotionalSection.astro and Section.tsx share them, so both render alike). */
export function sectionClass(tone: 'plain' | 'highlight' = 'plain', extra = ''): string {
  return [
    // On a phone the text takes the whole width: no card, no border, no padding of its own (the highlight keeps
    // its tint, edge to edge). From sm up each section is a card.
    'devotional-section sm:rounded-lg sm:border sm:p-7',
    tone === 'highlight'
      ? '-mx-4 bg-amber-50 px-4 py-5 sm:mx-0 sm:border-gold-500/60 dark:bg-stone-900 sm:dark:border-gold-500/40'
      : 'sm:border-stone-200 sm:bg-white sm:dark:border-stone-800 sm:dark:bg-stone-900',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
