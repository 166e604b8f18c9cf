/**
 * PostgREST's settings as supabase/local applies them, from supabase/config.toml's `[api]` section (the keys the
 * Supabase CLI hands to PostgREST): the exposed schemas (`schemas`, PGRST_DB_SCHEMAS) and the row cap
 * (`max_rows`, PGRST_DB_MAX_ROWS). Aggregate functions (PGRST_DB_AGGREGATES_ENABLED) have no config.toml key:
 * they are on locally unless `--no-db-aggregates` (or LocalConfig) turns them off.
 */
import { readProjectToml, tomlSection } from '../project-toml.ts';

export interface RestSettings {
  /** Exposed schemas; the first is the default profile (PostgREST's db-schemas). */
  schemas: string[];
  /** Row cap on reads (db-max-rows); null for none. Also decides when `count=estimated` asks the planner. */
  maxRows: number | null;
  /** Aggregate functions in `select` (db-aggregates-enabled); off answers PGRST123. */
  aggregates: boolean;
}

export const DEFAULT_REST_SETTINGS: RestSettings = { schemas: ['public'], maxRows: null, aggregates: true };

export function restSettingsFromToml(file: string): RestSettings {
  const api = tomlSection(readProjectToml(file), 'api');
  const schemas = Array.isArray(api.schemas) ? api.schemas.filter((s): s is string => typeof s === 'string' && s !== '') : [];
  const maxRows = typeof api.max_rows === 'number' && Number.isInteger(api.max_rows) && api.max_rows > 0 ? api.max_rows : null;
  return { ...DEFAULT_REST_SETTINGS, schemas: schemas.length ? schemas : DEFAULT_REST_SETTINGS.schemas, maxRows };
}
