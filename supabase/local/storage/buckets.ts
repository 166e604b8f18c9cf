/** Buckets: GET/POST /bucket, GET/PUT/DELETE /bucket/{id}, POST /bucket/{id}/empty. Run as the caller's role. */
import { jsonDepth, MAX_JSON_DEPTH } from '../json-depth.ts';
import type { RequestContext, Services } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { json } from '../http.ts';
import { asCaller, callerOf, ownerOf } from './caller.ts';
import { ERRORS } from './errors.ts';
import { checkBucketName, storageKey } from './keys.ts';

export interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export const msIso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const BUCKET_COLUMNS = `id, name, owner::text, public, file_size_limit::text, allowed_mime_types,
  ${msIso('created_at')} as created_at, ${msIso('updated_at')} as updated_at`;

function bucketJson(row: Record<string, any>) {
  return {
    ...row,
    owner: row.owner ?? '',
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    type: 'STANDARD',
  };
}

/** Looks a bucket up as Storage's own superuser connection does before uploads and public reads. */
export async function findBucket(sql: Sql, id: string): Promise<BucketRow> {
  const { rows } = await sql.query<Record<string, any>>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  if (!rows[0]) throw ERRORS.noSuchBucket();
  return bucketJson(rows[0]) as unknown as BucketRow;
}

export async function listBuckets(req: Request, ctx: RequestContext): Promise<Response> {
  const caller = await callerOf(req, ctx.services);
  const rows = await asCaller(ctx.services, caller, async (tx) => (await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets order by name`)).rows);
  return json(rows.map(bucketJson));
}

export async function getBucket(req: Request, ctx: RequestContext, id: string): Promise<Response> {
  const caller = await callerOf(req, ctx.services);
  const rows = await asCaller(ctx.services, caller, async (tx) => (await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])).rows);
  if (!rows[0]) throw ERRORS.noSuchBucket();
  return json(bucketJson(rows[0]));
}

export async function createBucket(req: Request, ctx: RequestContext): Promise<Response> {
  const caller = await callerOf(req, ctx.services);
  const body = await readJson(req);
  const name = checkBucketName(String(body.name ?? body.id ?? ''));
  const id = checkBucketName(String(body.id ?? name));
  const { owner, ownerId } = ownerOf(caller);
  await asCaller(ctx.services, caller, (tx) =>
    tx.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3::uuid, $4, $5, $6, $7::text[])`,
      [id, name, owner, ownerId, body.public === true, parseSizeLimit(body.file_size_limit), mimeTypes(body.allowed_mime_types)],
    ),
  );
  return json({ name });
}

export async function updateBucket(req: Request, ctx: RequestContext, id: string): Promise<Response> {
  const caller = await callerOf(req, ctx.services);
  const body = await readJson(req);
  const updated = await asCaller(ctx.services, caller, async (tx) => {
    const sets: string[] = [];
    const params: unknown[] = [id];
    if (body.public !== undefined) sets.push(`public = $${params.push(body.public === true)}`);
    if (body.file_size_limit !== undefined) sets.push(`file_size_limit = $${params.push(parseSizeLimit(body.file_size_limit))}`);
    if (body.allowed_mime_types !== undefined) sets.push(`allowed_mime_types = $${params.push(mimeTypes(body.allowed_mime_types))}::text[]`);
    sets.push('updated_at = now()');
    return (await tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1`, params)).affectedRows;
  });
  if (!updated) throw ERRORS.noSuchBucket();
  return json({ message: 'Successfully updated' });
}

export async function emptyBucket(req: Request, ctx: RequestContext, id: string): Promise<Response> {
  const caller = await callerOf(req, ctx.services);
  await findBucket(ctx.services.db, id);
  const removed = await asCaller(
    ctx.services,
    caller,
    async (tx) => (await tx.query<{ name: string; version: string }>(`delete from storage.objects where bucket_id = $1 returning name, version`, [id])).rows,
  );
  await removeBytes(ctx.services, id, removed);
  return json({ message: 'Successfully emptied' });
}

export async function deleteBucket(req: Request, ctx: RequestContext, id: string): Promise<Response> {
  const caller = await callerOf(req, ctx.services);
  await findBucket(ctx.services.db, id);
  const { rows } = await ctx.services.db.query(`select 1 from storage.objects where bucket_id = $1 limit 1`, [id]);
  if (rows[0]) throw ERRORS.bucketNotEmpty();
  const deleted = await asCaller(ctx.services, caller, async (tx) => (await tx.query(`delete from storage.buckets where id = $1`, [id])).affectedRows);
  if (!deleted) throw ERRORS.noSuchBucket();
  return json({ message: 'Successfully deleted' });
}

export async function removeBytes(services: Services, bucket: string, rows: Array<{ name: string; version: string | null }>): Promise<void> {
  for (const row of rows) if (row.version) await services.objects.remove(storageKey(bucket, row.name, row.version));
}

export async function readJson(req: Request): Promise<Record<string, any>> {
  const text = await req.text();
  if (!text.trim()) return {};
  try {
    if (jsonDepth(text) > MAX_JSON_DEPTH) throw new Error('too deep');
    const value = JSON.parse(text);
    if (value && typeof value === 'object') return value;
  } catch {
    // fall through
  }
  throw ERRORS.invalidRequest('Body is not valid JSON');
}

/** Storage accepts a byte count or a size like "5MB", "20GB", "30KB", "3B". */
function parseSizeLimit(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return Math.floor(value);
  const m = /^(\d+(?:\.\d+)?)\s*(B|KB|MB|GB|TB)?$/i.exec(String(value).trim());
  if (!m) throw ERRORS.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const unit = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 }[(m[2] ?? 'B').toUpperCase() as 'B'];
  return Math.floor(Number(m[1]) * unit);
}

function mimeTypes(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw ERRORS.invalidRequest('allowed_mime_types must be an array of strings');
  return value.length ? value : null;
}
