/**
 * supabase-js for a page that needs it only once the visitor acts (sends the contact form, signs up for the
 * newsletter): loaded on first use, so the page's first load stays without it.
 */
export const loadBrowserClient = () => import('./supabase-browser.ts').then((m) => m.browserClient());
