// A small static server for the web build's tests, its benchmark and the WebKit test: folders
// served on 127.0.0.1 (a secure context for the browser, as `localhost` is) under address
// prefixes, with the types a browser needs (application/wasm for the table, the manifest's
// type) and the cache headers of a static host (the page and the service worker always
// fresh). A file's content can be replaced (a new version, as a publisher would deploy it),
// and it closes for good when told, connections and all, so that a page is left with only its
// service worker. Plain JavaScript so that Node runs it as it is (tests/web/webkit.mjs,
// e2e-web/bench.mjs); static-server.d.mts types it for the TypeScript tests.

import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, relative, resolve } from 'node:path';

/** The content types of the files of a web build. */
export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

/**
 * Serves each folder of `mounts` (an address prefix such as `/` or `/epochs/`, to a folder)
 * on 127.0.0.1, port `port` (0: any free one); a path under no prefix is not found. Resolves
 * with its address, every path asked for, `replace(path, content)` (a path under its prefix,
 * such as `/sw.js` for the mount `/`) and `close()`.
 */
export async function serveMounts(mounts, port = 0) {
  const folders = Object.entries(mounts).map(([prefix, dir]) => [prefix, resolve(dir)]);
  const requests = [];
  const replaced = new Map();
  const server = createServer((req, res) => {
    const asked = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(asked);
    const mount = folders.find(([prefix]) => asked.startsWith(prefix));
    if (!mount) return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    const path = `/${asked.slice(mount[0].length)}`;
    const cache = /\/(sw\.js|index\.html)$|\/$/.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable';
    const own = replaced.get(path);
    if (own) {
      return res
        .writeHead(200, {
          'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
          'content-length': String(own.length),
          'cache-control': cache,
        })
        .end(own);
    }
    const file = normalize(join(mount[1], path.endsWith('/') ? `${path}index.html` : path));
    if (relative(mount[1], file).startsWith('..')) return res.writeHead(403).end();
    let size;
    try {
      const st = statSync(file);
      if (!st.isFile()) throw new Error('not a file');
      size = st.size;
    } catch {
      return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': String(size),
      'cache-control': cache,
    });
    createReadStream(file).pipe(res);
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requests,
    replace: (path, content) => replaced.set(path, Buffer.isBuffer(content) ? content : Buffer.from(content)),
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
