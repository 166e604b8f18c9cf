/**
 * A church's website for the embed tests: a page of another origin (its own port on 127.0.0.1, while the site under
 * test is served as localhost) that frames the cards as a church would. Each test puts the HTML it needs at a path.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChurchSite {
  url: string;
  /** Serves `html` at `path` from now on. */
  page(path: string, html: string): string;
  close(): Promise<void>;
}

/** A page as a church's site would wrap a card: a language, a title, a main landmark and a heading. */
export function churchPage(body: string, script = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Grace Reformed Church</title></head>
<body><main><h1>Grace Reformed Church</h1><p>This week at church.</p>${body}</main>${script}</body></html>`;
}

export async function startChurchSite(): Promise<ChurchSite> {
  const pages = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const html = pages.get(new URL(req.url ?? '/', 'http://church.local').pathname);
    if (html === undefined) res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    page(path, html) {
      pages.set(path, html);
      return url + path;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
