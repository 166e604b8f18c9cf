/**
 * The data provider, fetched on its first call. react-admin needs a provider object from the start, but calls it
 * only once the admin is signed in; the REST layer (ra-supabase's provider with its PostgREST query builder) and
 * the console's own methods therefore stay out of the code the sign-in form waits for.
 */
import type { AdminDataProvider } from './dataProvider.ts';

type Method = (...args: unknown[]) => Promise<unknown>;

export function deferredDataProvider(load: () => Promise<AdminDataProvider>): AdminDataProvider {
  let loaded: Promise<AdminDataProvider> | null = null;
  const provider = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = null; // a failed fetch (a deploy replaced the file) is tried again on the next call
      throw error;
    }));
  return new Proxy({} as AdminDataProvider, {
    get(_, name) {
      // Not a thenable, and no abort signals promised before the real provider is known.
      if (typeof name === 'symbol' || name === 'then' || name === 'supportAbortSignal') return undefined;
      return (...args: unknown[]) =>
        provider().then((real) => {
          const method = (real as unknown as Record<string, Method | undefined>)[name];
          if (typeof method !== 'function') throw new Error(`The console's data provider has no method "${name}"`);
          return method.apply(real, args);
        });
    },
  });
}
