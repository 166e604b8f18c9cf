/**
 * A small static file server for the built site that routes as Cloudflare Pages does (static/pages-routing.ts):
 * the build's `_redirects` first (console deep links, legacy redirects), then the file with Pages' trailing-slash
 * handling, then the nearest 404.html. The build's `_headers` (security headers, caching) apply to every answer,
 * and text is sent brotli- or gzip-compressed as a CDN would. Used by `npm start`, `npm run preview` and the
 * browser tests; tests/e2e/routes.spec.ts checks it against Cloudflare's own engine.
 *
 *   tsx scripts/serve-static.ts [dir=dist] [--port 4321] [--host 127.0.0.1]
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chooseEncoding, compressedFile } from './static/compress.ts';
import { contentTypeFor } from './static/content-types.ts';
import { headersFor, parseHeaders, type HeaderRule } from './static/headers.ts';
import { answerFor } from './static/pages-routing.ts';
import { parseRedirects, type RedirectRule } from './static/redirects.ts';
import { rootLanguageAnswer, ROOT_VARY } from '@lib/editions/root-language.ts';
import { answerOembedRequest } from '@lib/embeds/oembed-endpoint.ts';
import { OEMBED_ENDPOINT_PATH } from '@lib/embeds/routes.ts';

export interface ServeStaticOptions {
  root: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Rules to apply; by default read from `<root>/_redirects` (none when it is missing). */
  rewrites?: RedirectRule[];
}

export interface StaticServer {
  url: string;
  port: number;
  /** Serve another build from now on (an atomic swap after a rebuild); re-reads its `_redirects`. */
  setRoot(root: string, rewrites?: RedirectRule[]): void;
  close(): Promise<void>;
}

/** What a host sends when no `_headers` rule sets caching: revalidate every time (HTML, feeds, the manifest). */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export function readHeaderRules(root: string): HeaderRule[] {
  const file = path.join(root, '_headers');
  return existsSync(file) ? parseHeaders(readFileSync(file, 'utf8')) : [];
}

export function readRewrites(root: string): RedirectRule[] {
  const file = path.join(root, '_redirects');
  return existsSync(file) ? parseRedirects(readFileSync(file, 'utf8')) : [];
}

export async function serveStatic(options: ServeStaticOptions): Promise<StaticServer> {
  let root = path.resolve(options.root);
  let rules = options.rewrites ?? readRewrites(root);
  let headerRules = readHeaderRules(root);

  const server = http.createServer((req, res) => {
    // One build answers the whole request, even when a rebuild is published meanwhile.
    const site: Site = { root, rules, headerRules };
    respond(req, res, site).catch((error) => {
      console.error('[serve-static]', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  return {
    url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
    port,
    setRoot(next, rewrites) {
      const nextRoot = path.resolve(next);
      const nextRules = rewrites ?? readRewrites(nextRoot);
      const nextHeaders = readHeaderRules(nextRoot);
      root = nextRoot;
      rules = nextRules;
      headerRules = nextHeaders;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

interface Site {
  root: string;
  rules: RedirectRule[];
  headerRules: HeaderRule[];
}

async function respond(req: http.IncomingMessage, res: http.ServerResponse, site: Site) {
  const { root, rules } = site;
  const method = req.method ?? 'GET';
  // What Cloudflare's function for "/oembed" does (functions/oembed.ts), with no _headers rule, as Pages applies none
  // to a function's answer.
  if (new URL(req.url ?? '/', 'http://static.local').pathname === OEMBED_ENDPOINT_PATH) return answerOembed(req, res, root);
  for (const [name, value] of Object.entries(headersFor(site.headerRules, new URL(req.url ?? '/', 'http://static.local').pathname))) {
    res.setHeader(name, value);
  }
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed');
    return;
  }
  const url = new URL(req.url ?? '/', 'http://static.local');
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/';
  }

  // What Cloudflare's function for "/" does (functions/index.ts): one redirect to the reader's edition.
  if (pathname === '/') {
    const language = rootLanguageAnswer(req.headers.cookie, req.headers['accept-language']);
    res.setHeader('vary', ROOT_VARY);
    if (language.kind === 'redirect') {
      const headers: http.OutgoingHttpHeaders = { location: language.location, 'cache-control': 'private, no-store' };
      if (language.setCookie) headers['set-cookie'] = language.setCookie;
      res.writeHead(302, headers);
      res.end();
      return;
    }
  }

  const answer = await answerFor(pathname, url.search, rules, (file) => isFile(root, file));
  if (answer.kind === 'redirect') {
    res.writeHead(answer.status, { location: answer.location, 'content-type': 'text/plain; charset=utf-8' });
    res.end(method === 'HEAD' ? undefined : `Redirecting to ${answer.location}`);
    return;
  }
  if (answer.kind === 'file') return sendFile(req, res, path.join(root, answer.file), answer.status);
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(method === 'HEAD' ? undefined : 'Not found');
}

async function answerOembed(req: http.IncomingMessage, res: http.ServerResponse, root: string) {
  const method = req.method ?? 'GET';
  const answer = await answerOembedRequest(method, new URL(req.url ?? '/', `http://${req.headers.host ?? 'static.local'}`), async (file) =>
    (await isFile(root, file)) ? readFile(path.join(root, file), 'utf8') : null,
  );
  res.writeHead(answer.status, answer.headers);
  res.end(method === 'HEAD' || answer.status === 204 ? undefined : answer.body);
}

/** `header` added to a Vary the response already carries (the home page's Accept-Language, Cookie). */
function withVary(res: http.ServerResponse, header: string): string {
  const already = res.getHeader('vary');
  return already ? `${String(already)}, ${header}` : header;
}

/** Whether a URL path names a file inside root (never outside it). */
async function isFile(root: string, file: string): Promise<boolean> {
  const full = path.resolve(root, '.' + path.posix.normalize('/' + file));
  if (full !== root && !full.startsWith(root + path.sep)) return false;
  return (await stat(full).catch(() => null))?.isFile() ?? false;
}

async function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number) {
  const info = await stat(file);
  const contentType = contentTypeFor(file);
  const headers: http.OutgoingHttpHeaders = {
    'content-type': contentType,
    'last-modified': info.mtime.toUTCString(),
  };
  if (!res.hasHeader('cache-control')) headers['cache-control'] = status === 200 ? DEFAULT_CACHE_CONTROL : 'no-store';
  if (!res.hasHeader('x-content-type-options')) headers['x-content-type-options'] = 'nosniff';
  const encoding = chooseEncoding(req.headers['accept-encoding'], contentType, info.size);
  if (encoding) {
    const body = await compressedFile(file, info.mtimeMs, encoding);
    res.writeHead(status, { ...headers, 'content-encoding': encoding, 'content-length': body.length, vary: withVary(res, 'Accept-Encoding') });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(status, {
    ...headers,
    'content-length': info.size,
    ...(/^(text\/|application\/(javascript|json))/.test(contentType) ? { vary: withVary(res, 'Accept-Encoding') } : {}),
  });
  if (req.method === 'HEAD') return void res.end();
  await new Promise<void>((resolve, reject) => {
    createReadStream(file).on('error', reject).on('end', resolve).pipe(res);
  });
}

function parseCli(argv: string[]): ServeStaticOptions {
  const options: ServeStaticOptions = { root: 'dist', port: Number(process.env.PORT) || 4321 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--port') options.port = Number(argv[++i]);
    else if (arg === '--host') options.host = argv[++i];
    else if (!arg.startsWith('--')) options.root = arg;
    else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const options = parseCli(process.argv.slice(2));
  if (!existsSync(path.join(options.root, 'index.html'))) {
    console.error(`${options.root}/index.html not found: run npm run build first.`);
    process.exit(1);
  }
  const server = await serveStatic(options);
  console.log(`Serving ${options.root} at ${server.url}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
