/**
 * The IndexedDB database of the device's practice progress (device-store.ts). Signing out deletes it whole
 * (site/lib/offline/forget-reader.ts), which every signed-in page loads: the name alone, so that those pages do not
 * load the store's code with it.
 */
export const PRACTICE_DB_NAME = 'rd-practice';
