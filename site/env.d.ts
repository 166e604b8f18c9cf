/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly PUBLIC_SUPABASE_URL?: string;
  readonly PUBLIC_SUPABASE_ANON_KEY?: string;
}

declare namespace Astro {
  interface ClientDirectives {
    /**
     * Hydrate this island on the reader's first interaction with it (site/directives/interaction.ts).
     * "filters": also at once when the page address has a query string.
     */
    'client:interaction'?: boolean | 'filters';
    /** Load this island only for a reader the head script found signed in (site/directives/signed-in.ts). */
    'client:signed-in'?: boolean;
  }
}
