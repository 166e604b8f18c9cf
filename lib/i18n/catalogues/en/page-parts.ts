/**
 * A part of an account page loaded on use (site/islands/on-demand.tsx): what its place says while it loads, and when
 * it cannot.
 */
export const pageParts = {
  'pageParts.loading': 'Loading…',
  'pageParts.failed': 'This part of the page could not be loaded. Please check your connection and reload the page.',
  'pageParts.retry': 'Reload the page',
};
