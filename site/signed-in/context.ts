import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';

/** What a signed-in page feature gets: the page's one client and the confirmed session. */
export interface SignedInContext {
  client: SupabaseClient<Database>;
  session: Session;
}

/** A page feature: mounted on an element marked data-rd-mount="<name>". */
export interface PageFeature {
  mount(element: HTMLElement, context: SignedInContext): void | Promise<void>;
}
