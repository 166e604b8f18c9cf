/**
 * /storage/v1: Supabase Storage's HTTP API as storage-js calls it. Metadata in the storage schema,
 * bytes in the object store, policies on storage.objects deciding every read and write.
 */
import type { Handler, RequestContext } from '../context.ts';
import { ERRORS, StorageError } from './errors.ts';
import { BodyTooLarge } from '../body-limit.ts';
import { copyObject, downloadObject, downloadPublicObject, listObjects, moveObject, objectInfo, removeObject, removeObjects, uploadObject } from './objects.ts';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './buckets.ts';

type Route = [method: string, path: RegExp, handler: (req: Request, ctx: RequestContext, ...params: string[]) => Promise<Response>];

// Order matters: the fixed words (public, authenticated, info, list, move, copy) come before {bucket}.
const ROUTES: Route[] = [
  ['GET', /^\/bucket$/, listBuckets],
  ['POST', /^\/bucket$/, createBucket],
  ['POST', /^\/bucket\/([^/]+)\/empty$/, emptyBucket],
  ['GET', /^\/bucket\/([^/]+)$/, getBucket],
  ['PUT', /^\/bucket\/([^/]+)$/, updateBucket],
  ['DELETE', /^\/bucket\/([^/]+)$/, deleteBucket],
  ['POST', /^\/object\/move$/, moveObject],
  ['POST', /^\/object\/copy$/, copyObject],
  ['POST', /^\/object\/list\/([^/]+)$/, listObjects],
  ['GET', /^\/object\/public\/(.+)$/, downloadPublicObject],
  ['GET', /^\/object\/authenticated\/(.+)$/, downloadObject],
  ['GET', /^\/object\/info\/public\/(.+)$/, (req, ctx, rest) => objectInfo(req, ctx, rest, true)],
  ['GET', /^\/object\/info\/authenticated\/(.+)$/, (req, ctx, rest) => objectInfo(req, ctx, rest, false)],
  ['GET', /^\/object\/info\/(.+)$/, (req, ctx, rest) => objectInfo(req, ctx, rest, false)],
  ['DELETE', /^\/object\/([^/]+)$/, removeObjects],
  ['DELETE', /^\/object\/([^/]+\/.+)$/, removeObject],
  ['POST', /^\/object\/([^/]+\/.+)$/, (req, ctx, rest) => uploadObject(req, ctx, rest, 'POST')],
  ['PUT', /^\/object\/([^/]+\/.+)$/, (req, ctx, rest) => uploadObject(req, ctx, rest, 'PUT')],
  ['GET', /^\/object\/([^/]+\/.+)$/, downloadObject],
];

export const storageHandler: Handler = async (req, ctx) => {
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const path = ctx.path;
  try {
    for (const [m, pattern, handler] of ROUTES) {
      if (m !== method) continue;
      const match = pattern.exec(path);
      if (match) return await handler(req, ctx, ...match.slice(1));
    }
    throw ERRORS.notFound();
  } catch (error) {
    if (error instanceof StorageError) return error.render();
    if (error instanceof BodyTooLarge) return ERRORS.entityTooLarge().render();
    console.error('[supabase/local storage]', error);
    return new StorageError(500, 'InternalError', 'Internal', 'Internal Server Error').render();
  }
};
