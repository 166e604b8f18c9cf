/** Adapts Node's http server to Web `Request`/`Response` handlers (the shape Supabase Edge Functions use). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { limitedBody, readLimited } from './body-limit.ts';
import { setClientAddress } from './client-address.ts';

/**
 * The Web Request for a Node request. `body` says how its body is read: buffered whole up to a limit
 * (BodyTooLarge past it), or streamed through with the limit enforced as it is read. The client address
 * headers are the edge's, as on hosted Supabase (client-address.ts).
 */
export async function toWebRequest(req: IncomingMessage, baseUrl: string, body: { limit: number; stream: boolean }): Promise<Request> {
  const url = new URL(req.url ?? '/', baseUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  setClientAddress(headers, req.socket.remoteAddress ?? 'unknown');
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  if (body.stream) return new Request(url, { method, headers, body: limitedBody(req, body.limit), duplex: 'half' } as RequestInit);
  const bytes = await readLimited(req, body.limit);
  return new Request(url, { method, headers, body: bytes.length ? new Uint8Array(bytes) : undefined });
}

export async function sendWebResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie?.() ?? [];
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText, headers);
  if (method === 'HEAD' || !response.body) {
    res.end();
    return;
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  res.end(bytes);
}

export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const h = new Headers(headers);
  if (!h.has('content-type')) h.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers: h });
}
