/** The route admin/index.html sends the link to; ra-supabase's auth provider lets it open without a session. */
export const SET_PASSWORD_ROUTE = '/set-password';
