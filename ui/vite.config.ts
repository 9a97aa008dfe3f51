/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

// A plain static build: no inline scripts or styles, so the strict CSP in index.html holds.
export default defineConfig({
  base: './',
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  server: {
    proxy: { '/ws': { target: 'ws://127.0.0.1:8765', ws: true } },
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
