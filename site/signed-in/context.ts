import type { Session } from '@supabase/supabase-js';
import type { ReaderClient } from '../data/client/reader-client.ts';

/** What a signed-in page feature gets: the page's one client (reader-client.ts) and the confirmed session. */
export interface SignedInContext {
  client: ReaderClient;
  session: Session;
}

/** A page feature: mounted on an element marked data-rd-mount="<name>". */
export interface PageFeature {
  mount(element: HTMLElement, context: SignedInContext): void | Promise<void>;
}
