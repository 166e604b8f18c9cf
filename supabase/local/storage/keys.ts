/** Object names and the paths they arrive in. */
import { ERRORS } from './errors.ts';

/**
 * Storage refuses keys it could not store safely; locally that also keeps every key inside the storage
 * directory: no empty segments, no `.` or `..` segments, no control characters, no backslashes.
 */
export function checkObjectName(name: string): string {
  const segments = name.split('/');
  const bad =
    name === '' ||
    name.length > 1024 ||
    // eslint-disable-next-line no-control-regex -- Storage refuses keys with control characters, as this regex says.
    /[\u0000-\u001f\u007f\\]/.test(name) ||
    segments.some((s) => s === '' || s === '.' || s === '..');
  if (bad) throw ERRORS.invalidKey(name);
  return name;
}

export function checkBucketName(name: string): string {
  // eslint-disable-next-line no-control-regex -- Storage refuses bucket names with control characters.
  if (!name || name.length > 100 || /[/\\\u0000-\u001f]/.test(name) || name === '.' || name === '..') throw ERRORS.invalidBucketName();
  return name;
}

/** One percent-decoded path segment; malformed percent-encoding is the client's error (400 InvalidKey). */
export function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw ERRORS.invalidKey(part);
  }
}

/** Splits `bucket/name/with/slashes` (already URL-decoded segment by segment). */
export function splitBucketPath(rest: string): { bucket: string; name: string } {
  const parts = rest.split('/').map(decodePathPart);
  const bucket = parts.shift() ?? '';
  if (!bucket) throw ERRORS.missingParameter('bucketName');
  const name = parts.join('/');
  if (!name) throw ERRORS.missingParameter('wildcard');
  return { bucket: checkBucketName(bucket), name: checkObjectName(name) };
}

/** Where one version of an object's bytes is kept in the object store. */
export function storageKey(bucket: string, name: string, version: string): string {
  return `${bucket}/${name}/${version}`;
}
