// The desktop app's and a LAN host's build: no table in the browser (see web/platform.ts).

import type { WebPlatform } from './types';

/** Absent in this build: the page talks to the Tauri app or to the LAN host that served it. */
export const webPlatform: WebPlatform | null = null;
