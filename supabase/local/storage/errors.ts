/**
 * Storage's error bodies. Storage answers every client error with HTTP 400 (500 stays 500) and puts the
 * meaningful status in the body as a string: {"statusCode":"404","code":"NoSuchKey","error":"not_found",
 * "message":"Object not found"}. storage-js surfaces `message` as error.message and `statusCode` as error.statusCode.
 */
import { json } from '../http.ts';

export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  render(): Response {
    const body = { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
    // Storage answers a too-large object with its own status (413), every other client error with 400.
    return json(body, this.statusCode === 500 || this.statusCode === 413 ? this.statusCode : 400);
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  invalidJwt: (message: string) => new StorageError(403, 'InvalidJWT', 'Unauthorized', message),
  duplicate: () => new StorageError(409, 'Duplicate', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () => new StorageError(409, 'InvalidRequest', 'InvalidRequest', 'The bucket you tried to delete is not empty'),
  entityTooLarge: () => new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMimeType: (mimeType: string) => new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  contentMismatch: (mimeType: string) => new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `The file's content is not ${mimeType}`),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  missingParameter: (name: string) => new StorageError(400, 'MissingParameter', 'MissingParameter', `Missing Required Parameter ${name}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
  noContent: () => new StorageError(400, 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  notFound: () => new StorageError(404, 'NotFound', 'Not Found', 'Route not found'),
};

/** Maps database errors raised under the caller's role the way Storage does. */
export function fromDatabaseError(error: unknown): StorageError | null {
  const code = (error as { code?: string })?.code;
  const message = (error as Error)?.message ?? '';
  if (code === '42501') {
    // Storage reports every RLS refusal with PostgreSQL's message for inserts.
    return ERRORS.accessDenied(/row-level security/.test(message) ? 'new row violates row-level security policy' : message);
  }
  if (code === '23505') return ERRORS.duplicate();
  if (code === '23503') return new StorageError(404, 'InvalidRequest', 'InvalidRequest', 'The related resource does not exist');
  return null;
}
