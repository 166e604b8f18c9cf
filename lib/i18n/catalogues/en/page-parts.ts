/**
 * A lower part of an account page, loaded when the reader scrolls near it (site/islands/WhenNear.tsx): what its place
 * says while it loads and when it cannot.
 */
export const pageParts = {
  'pageParts.loading': 'Loading…',
  'pageParts.failed': 'This part of the page could not be loaded. Please check your connection and try again.',
  'pageParts.retry': 'Try again',
};
