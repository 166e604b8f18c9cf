/** A row of the admin_users view (migration 20261126000400). */
export interface AdminUser {
  id: string;
  email: string | null;
  full_name: string | null;
  is_blocked: boolean;
  is_admin: boolean;
  created_at: string;
}
