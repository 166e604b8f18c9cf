/**
 * The cacheKey a page from getStaticPaths() carries for Astro's incremental build (astro.config.mjs,
 * docs/deploy.md "Publishing what changed"): a digest of everything the page renders besides its code (Astro adds the
 * hash of the page's code itself). A page whose key and code are both unchanged is copied from the last build instead
 * of being rendered, so the key must name every input: the page's own data (its props, with the neighbours' titles
 * and slugs for Previous/Next), what it reads besides them, and the build's shared inputs below.
 */
import { createHash } from 'node:crypto';
import { publicBuildEnv, siteTimeZone } from '../../data/build/api.ts';

/** Settings every page may print: where the API and media live, the site's address, the footer's year, the time zone. */
const SHARED_ENV = ['SITE_URL', 'PUBLIC_SUPABASE_URL', 'PUBLIC_SUPABASE_ANON_KEY', 'PUBLIC_BIBLE_API_URL', 'PUBLIC_SOURCE_URL', 'MEDIA_HOSTS'] as const;

/**
 * The text of `value` as JSON.stringify writes it, with every object's keys sorted (arrays keep their order), so the
 * same data always gives the same text. Written in one pass into a string, without the sorted copy of each object a
 * JSON.stringify replacer needs: a publish keys some 30,000 pages, most of them a devotional with its texts.
 * As JSON.stringify: toJSON (a Date's) is honoured, an undefined, function or symbol member is left out and is null in
 * an array, a number that is not finite is null, a BigInt throws (a cycle overflows the stack), and `undefined` gives undefined.
 * A Map or Set throws rather than be written as the `{}` JSON.stringify makes of it: a key must not lose its entries.
 */
export function stableJson(value: unknown): string | undefined {
  return write(value, '');
}

/** Objects settled for the rest of the build (settled()), each with its digest once a key has named it. */
const settledDigests = new WeakMap<object, string | null>();
/** While a key is written: settled objects are named by their digest rather than written out. */
let namingSettled = false;

function freezeDeep(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const member of Object.values(value)) freezeDeep(member);
}

/**
 * Marks data the build will not change again (a devotional as its pages render it), and freezes it and everything in
 * it so that no code can: a key names it by the digest of its text, written and hashed once, however many pages
 * (the devotional's page, its card, its embed, its oEmbed response) carry it. Returns `value`.
 */
export function settled<T extends object>(value: T): T {
  freezeDeep(value);
  if (!settledDigests.has(value)) settledDigests.set(value, null);
  return value;
}

function settledName(value: object): string {
  let digest = settledDigests.get(value);
  if (!digest) {
    digest = createHash('sha256').update(writeObject(value)).digest('base64url');
    settledDigests.set(value, digest);
  }
  return `"settled:${digest}"`;
}

function write(input: unknown, key: string | number): string | undefined {
  let value = input;
  if (namingSettled && value !== null && typeof value === 'object' && settledDigests.has(value)) return settledName(value);
  if (value !== null && (typeof value === 'object' || typeof value === 'bigint')) {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') value = (toJSON as (key: string) => unknown).call(value, String(key));
  }
  switch (typeof value) {
    case 'string':
      return quoted(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      throw new TypeError('stableJson: a BigInt has no JSON form');
    case 'object':
      if (value === null) return 'null';
      return writeObject(value);
    default:
      // undefined, a function, a symbol.
      return undefined;
  }
}

function writeObject(value: object): string {
  if (value instanceof Number || value instanceof String || value instanceof Boolean) return JSON.stringify(value);
  if (value instanceof Map || value instanceof Set)
    throw new TypeError('stableJson: a Map or Set would be written as {}; give its entries as an array or object');
  let text: string;
  if (Array.isArray(value)) {
    text = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) text += ',';
      text += write(value[i], i) ?? 'null';
    }
    text += ']';
  } else {
    const record = value as Record<string, unknown>;
    text = '{';
    let first = true;
    for (const name of sortedKeys(record)) {
      const member = write(record[name], name);
      if (member === undefined) continue;
      text += `${first ? '' : ','}${quoted(name)}:${member}`;
      first = false;
    }
    text += '}';
  }
  return text;
}

/**
 * What JSON.stringify may write otherwise than as itself: a quote, a backslash, a control character, a surrogate (it
 * escapes a lone one). A string without any is written as it is.
 */
// eslint-disable-next-line no-control-regex
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A string as JSON.stringify writes it; testing for what needs escaping is several times faster than escaping. */
function quoted(text: string): string {
  return ESCAPED.test(text) ? JSON.stringify(text) : `"${text}"`;
}

/** Own enumerable keys, sorted; integer keys first in numeric order, as an object made from the sorted entries keeps them. */
function sortedKeys(record: Record<string, unknown>): string[] {
  const keys = Object.keys(record).sort();
  if (!keys.some((name) => name.charCodeAt(0) >= 48 && name.charCodeAt(0) <= 57)) return keys;
  return Object.keys(Object.fromEntries(keys.map((name) => [name, 0])));
}

let shared: Promise<string> | undefined;

/** What every keyed page shares, read once per build (the environment too: copying it for each of 60,000 keys took seconds). */
function sharedInputs(): Promise<string> {
  shared ??= (async () => {
    const env: Record<string, string | undefined> = { ...process.env, ...publicBuildEnv() };
    const settings = Object.fromEntries(SHARED_ENV.map((name) => [name, env[name] ?? '']));
    return stableJson({ settings, year: new Date().getUTCFullYear(), timeZone: await siteTimeZone() }) ?? '';
  })();
  return shared;
}

/** The key of a page that renders `inputs` (its props and whatever else it reads) with the build's shared inputs. */
export async function pageCacheKey(inputs: unknown): Promise<string> {
  const common = await sharedInputs();
  namingSettled = true;
  try {
    return createHash('sha256')
      .update(common)
      .update('\n')
      .update(stableJson(inputs) ?? '')
      .digest('base64url');
  } finally {
    namingSettled = false;
  }
}
