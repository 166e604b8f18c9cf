/**
 * GoTrue's rate limits (config.toml [auth.rate_limit]): a sliding window counts requests per key (a client
 * address, an e-mail address, a code) and refuses past `max` with GoTrue's 429 (request.ts wires each limit).
 */
import { tooManyRequests } from './errors.ts';

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records one request for every key; throws GoTrue's 429 when any key is over its limit. */
  check(keys: string[], now = Date.now()): void {
    const since = now - this.windowMs;
    const windows = keys.map((key) => {
      const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
      this.hits.set(key, recent);
      return recent;
    });
    if (windows.some((w) => w.length >= this.max)) throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
    for (const w of windows) w.push(now);
  }

  /** Throws the 429 when `key` has used up its window, without counting this request. */
  checkOnly(key: string, now = Date.now()): void {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= this.max) throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }

  /** Counts one event (a failed attempt) against `key`. */
  record(key: string, now = Date.now()): void {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    recent.push(now);
    this.hits.set(key, recent);
  }
}
