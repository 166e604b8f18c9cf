/** The console's API address and anon key, as the build baked them in (admin/vite.config.ts). */
export const supabaseUrl = (import.meta.env.PUBLIC_SUPABASE_URL || import.meta.env.VITE_SUPABASE_URL || '').replace(/\/+$/, '');
export const supabaseAnonKey = import.meta.env.PUBLIC_SUPABASE_ANON_KEY || import.meta.env.VITE_SUPABASE_ANON_KEY || '';
