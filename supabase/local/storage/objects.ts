/**
 * Objects: upload (POST, PUT), download (authenticated and public, GET and HEAD), info, remove, list,
 * move and copy. Every read and write of storage.objects runs as the caller (see caller.ts), so the
 * project's policies decide; bytes are written to the object store only once the row has been accepted,
 * under a new version, and the previous version's bytes are removed only after the commit.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { RequestContext } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { json } from '../http.ts';
import { asCaller, callerOf, ownerOf, type Caller } from './caller.ts';
import { ERRORS } from './errors.ts';
import { checkBucketName, checkObjectName, decodePathPart, splitBucketPath, storageKey } from './keys.ts';
import { isMimeTypeAllowed, readUploadBody } from './upload-body.ts';
import { findBucket, msIso, readJson, removeBytes } from './buckets.ts';
import { parseByteRange } from './byte-range.ts';
import { contentMatchesType, parseContentType } from './content-type.ts';

const run = <T>(ctx: RequestContext, caller: Caller, fn: (tx: Sql) => Promise<T>) => asCaller(ctx.services, caller, fn);

/** POST /object/{bucket}/{name} (x-upsert: true to overwrite) and PUT /object/{bucket}/{name} (overwrite). */
export async function uploadObject(req: Request, ctx: RequestContext, rest: string, method: 'POST' | 'PUT'): Promise<Response> {
  const { services } = ctx;
  const caller = await callerOf(req, services);
  const { bucket: bucketId, name } = splitBucketPath(rest);
  const upsert = method === 'PUT' || req.headers.get('x-upsert') === 'true';
  const bucket = await findBucket(services.db, bucketId);

  const globalLimit = services.config.storageFileSizeLimit;
  const limit = Math.min(bucket.file_size_limit ?? globalLimit, globalLimit);
  // The bucket's limit is known before the body is read: a raw body that declares more is refused unread.
  const declaredLength = Number(req.headers.get('content-length') ?? 0);
  const multipart = (req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  if (!multipart && declaredLength > limit) throw ERRORS.entityTooLarge();
  const body = await readUploadBody(req, limit);
  const declared = parseContentType(body.contentType);
  if (!declared || !isMimeTypeAllowed(declared.essence, bucket.allowed_mime_types)) throw ERRORS.invalidMimeType(body.contentType);
  if (body.bytes.byteLength > limit) throw ERRORS.entityTooLarge();
  if (!contentMatchesType(declared.essence, body.bytes)) throw ERRORS.contentMismatch(declared.essence);

  const version = randomUUID();
  const now = new Date().toISOString();
  const metadata = {
    eTag: `"${createHash('md5').update(body.bytes).digest('hex')}"`,
    size: body.bytes.byteLength,
    mimetype: declared.value,
    cacheControl: body.cacheControl,
    lastModified: now,
    contentLength: body.bytes.byteLength,
    httpStatusCode: 200,
  };
  const { owner, ownerId } = ownerOf(caller);
  const key = storageKey(bucketId, name, version);

  let previousVersion: string | null = null;
  const id = await run(ctx, caller, async (tx) => {
    if (upsert) {
      const prev = await tx.query<{ version: string | null }>(`select version from storage.objects where bucket_id = $1 and name = $2`, [bucketId, name]);
      previousVersion = prev.rows[0]?.version ?? null;
    }
    const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
      values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, $7)`;
    const onConflict = upsert
      ? ` on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
          metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
          updated_at = now(), last_accessed_at = now()`
      : '';
    const { rows } = await tx.query<{ id: string }>(insert + onConflict + ' returning id::text', [
      bucketId,
      name,
      owner,
      ownerId,
      JSON.stringify(metadata),
      body.userMetadata ? JSON.stringify(body.userMetadata) : null,
      version,
    ]);
    // The row is accepted: now the bytes. A failure here rolls the row back.
    await services.objects.put(key, body.bytes);
    return rows[0].id;
  }).catch(async (error) => {
    await services.objects.remove(key).catch(() => {});
    throw error;
  });
  if (previousVersion && previousVersion !== version) await services.objects.remove(storageKey(bucketId, name, previousVersion));
  return json({ Key: `${bucketId}/${name}`, Id: id });
}

interface ObjectRow {
  id: string;
  name: string;
  version: string | null;
  metadata: Record<string, any> | null;
  user_metadata: Record<string, any> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  bucket_id: string;
}

const OBJECT_COLUMNS = `id::text, bucket_id, name, owner::text, owner_id, version, metadata, user_metadata,
  ${msIso('created_at')} as created_at, ${msIso('updated_at')} as updated_at, ${msIso('last_accessed_at')} as last_accessed_at`;

async function findObject(sql: Sql, bucket: string, name: string): Promise<ObjectRow> {
  const { rows } = await sql.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]);
  if (!rows[0]) throw ERRORS.noSuchKey();
  return rows[0];
}

/** GET|HEAD /object/{bucket}/{name} and /object/authenticated/...: read as the caller. */
export async function downloadObject(req: Request, ctx: RequestContext, rest: string): Promise<Response> {
  const caller = await callerOf(req, ctx.services);
  const { bucket, name } = splitBucketPath(rest);
  const row = await run(ctx, caller, (tx) => findObject(tx, bucket, name));
  return objectResponse(req, ctx, row);
}

/** GET|HEAD /object/public/{bucket}/{name}: anyone, but only from a public bucket. */
export async function downloadPublicObject(req: Request, ctx: RequestContext, rest: string): Promise<Response> {
  const { bucket, name } = splitBucketPath(rest);
  const found = await findBucket(ctx.services.db, bucket);
  if (!found.public) throw ERRORS.noSuchBucket();
  const row = await findObject(ctx.services.db, bucket, name);
  return objectResponse(req, ctx, row);
}

async function objectResponse(req: Request, ctx: RequestContext, row: ObjectRow): Promise<Response> {
  const bytes = row.version ? await ctx.services.objects.get(storageKey(row.bucket_id, row.name, row.version)) : null;
  if (!bytes) throw ERRORS.noSuchKey();
  const meta = row.metadata ?? {};
  const headers = new Headers({
    'content-type': meta.mimetype ?? 'application/octet-stream',
    'content-length': String(bytes.byteLength),
    'cache-control': meta.cacheControl ?? 'no-cache',
    etag: meta.eTag ?? '',
    'last-modified': new Date(meta.lastModified ?? row.updated_at).toUTCString(),
    // Files come from uploads: a browser must take them as the declared type, never sniff one that runs
    // (text/html from an "image"), and must not run script in anything opened directly (an SVG, a PDF).
    'x-content-type-options': 'nosniff',
    'content-security-policy': 'sandbox',
  });
  const download = ctx.url.searchParams.get('download');
  if (download !== null) {
    const filename = download || row.name.split('/').pop()!;
    headers.set('content-disposition', `attachment; filename=${encodeURIComponent(filename)}; filename*=UTF-8''${encodeURIComponent(filename)}`);
  }
  const ifNoneMatch = req.headers.get('if-none-match');
  if (ifNoneMatch && meta.eTag && ifNoneMatch === meta.eTag) return new Response(null, { status: 304, headers });
  headers.set('accept-ranges', 'bytes');
  const range = parseByteRange(req.headers.get('range'), bytes.byteLength);
  if (range === 'unsatisfiable') {
    headers.set('content-range', `bytes */${bytes.byteLength}`);
    headers.set('content-length', '0');
    return new Response(null, { status: 416, headers });
  }
  if (range) {
    headers.set('content-range', `bytes ${range.start}-${range.end}/${bytes.byteLength}`);
    headers.set('content-length', String(range.end - range.start + 1));
    const part = new Uint8Array(bytes).slice(range.start, range.end + 1);
    return new Response(req.method === 'HEAD' ? null : new Blob([part]), { status: 206, headers });
  }
  return new Response(req.method === 'HEAD' ? null : new Blob([new Uint8Array(bytes)]), { status: 200, headers });
}

/** GET /object/info/{bucket}/{name} (also /info/public/ and /info/authenticated/): the object's details. */
export async function objectInfo(req: Request, ctx: RequestContext, rest: string, isPublic: boolean): Promise<Response> {
  const { bucket, name } = splitBucketPath(rest);
  let row: ObjectRow;
  if (isPublic) {
    if (!(await findBucket(ctx.services.db, bucket)).public) throw ERRORS.noSuchBucket();
    row = await findObject(ctx.services.db, bucket, name);
  } else {
    const caller = await callerOf(req, ctx.services);
    row = await run(ctx, caller, (tx) => findObject(tx, bucket, name));
  }
  const meta = row.metadata ?? {};
  return json({
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: meta.lastModified ?? row.updated_at,
    created_at: row.created_at,
  });
}

/** DELETE /object/{bucket} {prefixes}: removes what the caller may delete and returns those objects. */
export async function removeObjects(req: Request, ctx: RequestContext, bucketParam: string): Promise<Response> {
  const caller = await callerOf(req, ctx.services);
  const bucket = checkBucketName(decodePathPart(bucketParam));
  const body = await readJson(req);
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.some((p) => typeof p !== 'string')) {
    throw ERRORS.invalidRequest('body/prefixes must NOT have fewer than 1 items');
  }
  const removed = await run(
    ctx,
    caller,
    async (tx) =>
      (await tx.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`, [bucket, prefixes]))
        .rows,
  );
  await removeBytes(ctx.services, bucket, removed);
  return json(removed.map(({ version: _v, user_metadata: _u, ...row }) => row));
}

/** DELETE /object/{bucket}/{name}: one object. */
export async function removeObject(req: Request, ctx: RequestContext, rest: string): Promise<Response> {
  const caller = await callerOf(req, ctx.services);
  const { bucket, name } = splitBucketPath(rest);
  const removed = await run(
    ctx,
    caller,
    async (tx) => (await tx.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 and name = $2 returning name, version`, [bucket, name])).rows,
  );
  if (!removed[0]) throw ERRORS.noSuchKey();
  await removeBytes(ctx.services, bucket, removed);
  return json({ message: 'Successfully deleted' });
}

/**
 * POST /object/list/{bucket} {prefix, limit, offset, sortBy: {column, order}, search}: the folders and files
 * directly under the prefix, as Storage's storage.search() returns them (folders have null id and metadata).
 */
export async function listObjects(req: Request, ctx: RequestContext, bucketParam: string): Promise<Response> {
  const caller = await callerOf(req, ctx.services);
  const bucket = checkBucketName(decodePathPart(bucketParam));
  const body = await readJson(req);
  let prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  const limit = Math.max(0, Number(body.limit ?? 100) || 100);
  const offset = Math.max(0, Number(body.offset ?? 0) || 0);
  const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';
  const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(body.sortBy?.column) ? body.sortBy.column : 'name';
  const descending = String(body.sortBy?.order ?? 'asc').toLowerCase() === 'desc';

  const rows = await run(
    ctx,
    caller,
    async (tx) =>
      (await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and left(name, length($2)) = $2`, [bucket, prefix])).rows,
  );
  const entries = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const remainder = row.name.slice(prefix.length);
    const [first, ...more] = remainder.split('/');
    if (search && !first.toLowerCase().startsWith(search)) continue;
    if (more.length) {
      if (!entries.has(first)) entries.set(first, { name: first, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    } else {
      entries.set(first, {
        name: first,
        id: row.id,
        updated_at: row.updated_at,
        created_at: row.created_at,
        last_accessed_at: row.last_accessed_at,
        metadata: row.metadata,
      });
    }
  }
  const sorted = [...entries.values()].sort((a, b) => {
    const ka = String(a[column] ?? '');
    const kb = String(b[column] ?? '');
    const c = ka < kb ? -1 : ka > kb ? 1 : String(a.name) < String(b.name) ? -1 : 1;
    return descending ? -c : c;
  });
  return json(sorted.slice(offset, offset + limit));
}

/** POST /object/move {bucketId, sourceKey, destinationKey, destinationBucket?}. */
export async function moveObject(req: Request, ctx: RequestContext): Promise<Response> {
  const caller = await callerOf(req, ctx.services);
  const { bucket, source, destBucket, destination } = transferParams(await readJson(req));
  const moved = await run(ctx, caller, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `update storage.objects set bucket_id = $3, name = $4, updated_at = now() where bucket_id = $1 and name = $2 returning id::text`,
      [bucket, source, destBucket, destination],
    );
    return rows[0];
  });
  if (!moved) throw ERRORS.noSuchKey();
  // Bytes follow the row: same version, new place.
  const { rows } = await ctx.services.db.query<{ version: string }>(`select version from storage.objects where id = $1`, [moved.id]);
  const version = rows[0]?.version;
  if (version) {
    const bytes = await ctx.services.objects.get(storageKey(bucket, source, version));
    if (bytes) {
      await ctx.services.objects.put(storageKey(destBucket, destination, version), bytes);
      await ctx.services.objects.remove(storageKey(bucket, source, version));
    }
  }
  return json({ message: 'Successfully moved' });
}

/** POST /object/copy {bucketId, sourceKey, destinationKey, destinationBucket?}. */
export async function copyObject(req: Request, ctx: RequestContext): Promise<Response> {
  const caller = await callerOf(req, ctx.services);
  const { bucket, source, destBucket, destination } = transferParams(await readJson(req));
  const { owner, ownerId } = ownerOf(caller);
  const version = randomUUID();
  const result = await run(ctx, caller, async (tx) => {
    const src = await findObject(tx, bucket, source);
    const { rows } = await tx.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
       values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, $7) returning id::text`,
      [destBucket, destination, owner, ownerId, JSON.stringify(src.metadata), src.user_metadata ? JSON.stringify(src.user_metadata) : null, version],
    );
    const bytes = src.version ? await ctx.services.objects.get(storageKey(bucket, source, src.version)) : null;
    if (!bytes) throw ERRORS.noSuchKey();
    await ctx.services.objects.put(storageKey(destBucket, destination, version), bytes);
    return rows[0];
  });
  return json({ Id: result.id, Key: `${destBucket}/${destination}` });
}

function transferParams(body: Record<string, any>) {
  for (const field of ['bucketId', 'sourceKey', 'destinationKey']) {
    if (typeof body[field] !== 'string' || !body[field]) throw ERRORS.missingParameter(field);
  }
  return {
    bucket: checkBucketName(body.bucketId),
    source: checkObjectName(body.sourceKey),
    destBucket: checkBucketName(body.destinationBucket ?? body.bucketId),
    destination: checkObjectName(body.destinationKey),
  };
}
