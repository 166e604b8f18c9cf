/**
 * GoTrue's rate limits (config.toml [auth.rate_limit]): a sliding window counts requests per key (a client
 * address, an e-mail address, a code) and refuses past `max` with GoTrue's 429 (request.ts wires each limit).
 *
 * Memory stays bounded by the traffic of one window: a key whose requests have all left the window is dropped
 * (swept at most once per window), and a key longer than MAX_KEY_LENGTH is stored as its SHA-256, so a client
 * sending huge "addresses" cannot make the server keep them.
 */
import { createHash } from 'node:crypto';
import { tooManyRequests } from './errors.ts';

/** Longer keys are stored by digest. An e-mail address is at most 255 characters, a client address far less. */
export const MAX_KEY_LENGTH = 300;

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Keys currently remembered (for tests and diagnostics). */
  get size(): number {
    return this.hits.size;
  }

  /** Records one request for every key; throws GoTrue's 429 when any key is over its limit. */
  check(keys: string[], now = Date.now()): void {
    this.sweep(now);
    const stored = keys.map(storedKey);
    const windows = stored.map((key) => this.recent(key, now));
    if (windows.some((w) => w.length >= this.max)) throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
    stored.forEach((key, i) => this.hits.set(key, [...windows[i], now]));
  }

  /** Throws the 429 when `key` has used up its window, without counting this request. */
  checkOnly(key: string, now = Date.now()): void {
    this.sweep(now);
    if (this.recent(storedKey(key), now).length >= this.max) throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }

  /** Counts one event (a failed attempt) against `key`. */
  record(key: string, now = Date.now()): void {
    this.sweep(now);
    const k = storedKey(key);
    this.hits.set(k, [...this.recent(k, now), now]);
  }

  /** The key's requests still inside the window; the key is forgotten when there are none. */
  private recent(key: string, now: number): number[] {
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length === 0) this.hits.delete(key);
    else this.hits.set(key, recent);
    return recent;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    const since = now - this.windowMs;
    for (const [key, times] of this.hits) {
      if (times[times.length - 1] <= since) this.hits.delete(key);
    }
  }
}

function storedKey(key: string): string {
  return key.length > MAX_KEY_LENGTH ? `sha256:${createHash('sha256').update(key).digest('hex')}` : key;
}
