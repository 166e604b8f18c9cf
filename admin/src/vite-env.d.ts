/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly PUBLIC_SUPABASE_URL?: string;
  readonly PUBLIC_SUPABASE_ANON_KEY?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** The Bible text service of the passage lookup; default https://bible-api.com. */
  readonly PUBLIC_BIBLE_API_URL?: string;
  /** The repository whose source the console offers (GPL); see lib/project-licence.ts. */
  readonly PUBLIC_SOURCE_URL?: string;
}
