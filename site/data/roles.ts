/** The reader's own roles (user_roles), for what the pages show an admin besides the reading. */
import type { TableClient } from './client/types.ts';

/** The reader's admin role row, if they have one ({ data: { role }[], error }). */
export async function adminRole(client: TableClient, userId: string) {
  return client.from('user_roles').select('role').eq('user_id', userId).eq('role', 'admin');
}
