/// <reference types="vitest/config" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The app's colours, as the manifest and the browser's bars show them. */
const THEME = '#2b3a55';
const BACKGROUND = '#f4efe4';
/** The installed app's icons (ui/web/icons, made by ui/scripts/make-icons.mjs). */
const ICONS = here('./web/icons');

/** The folder wasm-bindgen made of the table (`scripts/build-web.sh wasm` prints it last;
 * `scripts/build-web.sh` alone builds it and then this whole web app). */
function wasmPackage(): string {
  const pkg = process.env.EPOCHS_WASM_PKG;
  if (!pkg || !existsSync(`${pkg}/epochs_web.js`) || !existsSync(`${pkg}/epochs_web_bg.wasm`)) {
    throw new Error(
      'The web build needs the table compiled to WebAssembly: set EPOCHS_WASM_PKG to the folder `scripts/build-web.sh wasm` prints as its last line, or run `scripts/build-web.sh` ' +
        `(epochs_web.js and epochs_web_bg.wasm; got ${pkg ? `'${pkg}'` : 'nothing'}).`,
    );
  }
  return pkg;
}

/** The installed app's icons, copied into the build as `icons/…`. */
function icons(): Plugin {
  return {
    name: 'epochs-icons',
    generateBundle() {
      for (const name of readdirSync(ICONS).filter((n) => n.endsWith('.png'))) {
        this.emitFile({ type: 'asset', fileName: `icons/${name}`, source: readFileSync(`${ICONS}/${name}`) });
      }
    },
  };
}

/** The web build's page: a theme colour and the icons of a home screen, and WebAssembly
 * allowed by the page's security policy (the table runs in a worker). */
function webPage(): Plugin {
  return {
    name: 'epochs-web-page',
    transformIndexHtml(html) {
      return {
        html: html.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"),
        tags: [
          { tag: 'meta', attrs: { name: 'theme-color', content: THEME }, injectTo: 'head' },
          {
            tag: 'meta',
            attrs: { name: 'description', content: 'Khronos and Tempus at one table, every rule kept: pass and play, bots, offline.' },
            injectTo: 'head',
          },
          { tag: 'meta', attrs: { name: 'mobile-web-app-capable', content: 'yes' }, injectTo: 'head' },
          { tag: 'meta', attrs: { name: 'apple-mobile-web-app-capable', content: 'yes' }, injectTo: 'head' },
          { tag: 'meta', attrs: { name: 'apple-mobile-web-app-title', content: 'Epochs' }, injectTo: 'head' },
          { tag: 'link', attrs: { rel: 'apple-touch-icon', href: './icons/apple-touch-icon-180.png' }, injectTo: 'head' },
        ],
      };
    },
  };
}

/** The manifest's icons: every size in ui/web/icons, the maskable ones marked so. */
function manifestIcons() {
  return readdirSync(ICONS)
    .filter((n) => /^icon-(maskable-)?\d+\.png$/.test(n))
    .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))
    .map((n) => {
      const size = /\d+/.exec(n)![0];
      return { src: `icons/${n}`, sizes: `${size}x${size}`, type: 'image/png', purpose: n.includes('maskable') ? 'maskable' : 'any' };
    });
}

/** What the web build adds: the manifest and the service worker (offline, installable; a new
 * version waits for the person's *Reload*), the icons, the page's tags. */
function webPlugins(): PluginOption[] {
  return [
    icons(),
    webPage(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        id: './',
        name: 'Epochs',
        short_name: 'Epochs',
        description: 'Khronos and Tempus at one table, every rule kept: pass and play, bots, offline.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME,
        background_color: BACKGROUND,
        categories: ['games', 'entertainment'],
        icons: manifestIcons(),
      },
      workbox: {
        // The app shell, the table's worker and its WebAssembly, the icons (the browser asks
        // for them offline too, to show the app).
        globPatterns: ['**/*.{html,js,css,svg,png,wasm,webmanifest}'],
        // Not iroh's relay client: a table elsewhere needs the network anyway, and it is
        // loaded the first time someone joins one.
        globIgnores: ['**/epochs_web_remote*'],
        maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first version takes this page at once; later ones wait for *Reload*.
        clientsClaim: true,
        skipWaiting: false,
      },
    }),
  ];
}

// A plain static build: no inline scripts or styles, so the strict CSP in index.html holds.
// `vite build --mode web` (npm run build:web; or VITE_EPOCHS_TARGET=web) is the web build: the
// table in a Web Worker, installable and offline, into dist-web.
export default defineConfig(({ mode }) => {
  const web = mode === 'web' || process.env.VITE_EPOCHS_TARGET === 'web';
  const pkg = web ? wasmPackage() : null;
  return {
    base: './',
    resolve: {
      alias: [
        // The web build's own parts, or nothing in the desktop app's and a LAN host's build.
        { find: /^#web-platform$/, replacement: here(web ? './src/web/platform.ts' : './src/web/none.ts') },
        ...(pkg
          ? [
              { find: /^epochs-wasm$/, replacement: `${pkg}/epochs_web.js` },
              { find: /^epochs-wasm\//, replacement: `${pkg}/` },
            ]
          : []),
      ],
    },
    plugins: web ? webPlugins() : [],
    build: {
      target: 'es2022',
      outDir: web ? 'dist-web' : 'dist',
      emptyOutDir: true,
      assetsInlineLimit: 0,
      sourcemap: false,
    },
    worker: { format: 'es' },
    server: {
      proxy: { '/ws': { target: 'ws://127.0.0.1:8765', ws: true } },
    },
    test: {
      include: ['src/**/*.test.ts'],
      environment: 'node',
    },
  };
});
