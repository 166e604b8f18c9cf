/**
 * Before the API test files start: the migrated database they all copy, made once rather than by each worker at
 * the same moment (tests/support/migrated-snapshot.ts on PGlite, tests/support/postgres-template.ts on PostgreSQL).
 */
import { migratedTestSnapshot } from '../support/migrated-snapshot.ts';
import { migratedTemplate } from '../support/postgres-template.ts';

export default async function setup(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) await migratedTemplate(adminUrl);
  else await migratedTestSnapshot();
}
