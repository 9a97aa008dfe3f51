// The web build's tests serve it as a static host would (static-server.mjs, shared with the
// benchmark and the WebKit test).

import { serveMounts, type Served } from './static-server.mjs';

export type { Served };

/** Serves `dir` on 127.0.0.1 (`port` 0: any free one), under the path `under` (`/epochs/`:
 * as a static host serves a site at a path, GitHub Pages at `/<repository>/`; anything else is
 * not found). */
export function serveFolder(dir: string, port = 0, under = '/'): Promise<Served> {
  return serveMounts({ [under]: dir }, port);
}
