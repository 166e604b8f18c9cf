/**
 * The build's fetch for the API: a read of an address it has already read successfully is answered from the first
 * answer instead of being sent again. A build reads one state of the content, and several pages' getStaticPaths()
 * read the same list (the confessions, their titles, the series) once per edition or per route: on a ten-year
 * archive those repeats were seconds of a publish spent waiting on the API.
 *
 * Only GET requests are kept, by method, address and the headers that change PostgREST's answer (Accept, Prefer,
 * Range); an answer that is not a success is not kept, so a read that failed is sent again when retried.
 */
interface Kept {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

const SHAPING_HEADERS = ['accept', 'prefer', 'range'] as const;

function keyOf(input: RequestInfo | URL, init: RequestInit | undefined): string | null {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (method !== 'GET' || init?.body != null) return null;
  const url = input instanceof Request ? input.url : String(input);
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  return [url, ...SHAPING_HEADERS.map((name) => `${name}:${headers.get(name) ?? ''}`)].join('\n');
}

/** `fetchImpl` with repeated successful GETs answered from the first answer (a new Response each time). */
export function memoizedGets(fetchImpl: typeof fetch = fetch): typeof fetch {
  const kept = new Map<string, Promise<Kept>>();
  return async (input, init) => {
    const key = keyOf(input, init);
    if (key === null) return fetchImpl(input, init);
    let pending = kept.get(key);
    if (!pending) {
      pending = (async () => {
        const response = await fetchImpl(input, init);
        const body = await response.arrayBuffer();
        return { status: response.status, statusText: response.statusText, headers: [...response.headers], body };
      })();
      kept.set(key, pending);
      // A failure, or an answer that is not a success, is not kept.
      pending.then(
        (answer) => {
          if (answer.status < 200 || answer.status >= 300) kept.delete(key);
        },
        () => kept.delete(key),
      );
    }
    const answer = await pending;
    const empty = answer.status === 204 || answer.status === 205 || answer.status === 304;
    return new Response(empty ? null : answer.body.slice(0), { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  };
}
