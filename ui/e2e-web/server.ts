// A tiny static server for the web build's tests: serves a folder on 127.0.0.1 (a secure
// context for the browser, as `localhost` is) with the types a browser needs (application/wasm
// for the table, the manifest's type), and closes for good when told, connections and all,
// so that the page is left with only its service worker. A file's content can be replaced
// (a new version of the app, as a publisher would deploy it).

import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

/** A folder served over HTTP. */
export interface Served {
  /** Its address, `http://127.0.0.1:PORT`. */
  url: string;
  /** Every path asked for, in order. */
  requests: string[];
  /** Serves `content` at `path` from now on instead of the file. */
  replace(path: string, content: string | Buffer): void;
  /** Stops serving, and drops every open connection. */
  close(): Promise<void>;
}

/** Serves `dir` on 127.0.0.1 (`port` 0: any free one), under the path `under` (`/epochs/`:
 * as a static host serves a site at a path, GitHub Pages at `/<repository>/`; anything else is
 * not found). */
export async function serveFolder(dir: string, port = 0, under = '/'): Promise<Served> {
  const requests: string[] = [];
  const replaced = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    const asked = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(asked);
    if (!asked.startsWith(under)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const path = `/${asked.slice(under.length)}`;
    const cache = /\/(sw\.js|index\.html)$|\/$/.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable';
    const own = replaced.get(path);
    if (own) {
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'content-length': String(own.length), 'cache-control': cache }).end(own);
      return;
    }
    const file = normalize(join(dir, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(normalize(dir))) {
      res.writeHead(403).end();
      return;
    }
    let size: number;
    try {
      const st = statSync(file);
      if (!st.isFile()) throw new Error('not a file');
      size = st.size;
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': String(size),
      // As a static host serves an app: the service worker and the page always fresh.
      'cache-control': cache,
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    replace: (path, content) => replaced.set(path, Buffer.isBuffer(content) ? content : Buffer.from(content)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
