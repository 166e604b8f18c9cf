/**
 * The local build hook: what a static host's deploy hook is in production. rebuild-site POSTs BUILD_HOOK_URL;
 * locally that URL is this server (127.0.0.1, a random port, an unguessable path), which asks the SiteBuilder
 * for a build and answers at once, as Netlify's and Cloudflare's hooks do.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BuildHook {
  url: string;
  close(): Promise<void>;
}

export async function startBuildHook(onBuild: () => void): Promise<BuildHook> {
  const hookPath = `/build-hooks/${randomBytes(18).toString('hex')}`;
  const server = http.createServer((req, res) => {
    req.resume();
    if (new URL(req.url ?? '/', 'http://hook.local').pathname !== hookPath) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }));
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST', 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Use POST' }));
      return;
    }
    onBuild();
    res.writeHead(202, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'queued' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${hookPath}`,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
