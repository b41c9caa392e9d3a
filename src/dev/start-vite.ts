import type { Server as HttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { contentHash } from '../util/hash.js';
import { inIgnoredFolder } from './change-kind.js';

/**
 * Vite in middleware mode on the dev server's own HTTP server: its client and HMR socket, the watcher, and the
 * site's static files with Vite's access rules. Imported here, after the first page: loading it takes longer
 * than serving that page.
 */
export async function startVite(input: { root: string; httpServer: HttpServer }): Promise<ViteDevServer> {
  const { root, httpServer } = input;
  const { createServer } = await import('vite');
  return createServer({
    configFile: false,
    root,
    base: '/',
    mode: 'development',
    appType: 'custom',
    publicDir: false,
    envDir: false,
    cacheDir: path.join(tmpdir(), 'quire-vite', contentHash(root, 'sha256').slice(0, 16)),
    logLevel: 'warn',
    clearScreen: false,
    // Inline (empty) PostCSS config: stops Vite from searching the site folder and its parents for one.
    css: { postcss: {} },
    optimizeDeps: { noDiscovery: true, include: [] },
    server: {
      middlewareMode: true,
      hmr: { server: httpServer },
      // Build output at the root only: a content folder named `dist` deeper down is watched like any other.
      watch: { ignored: [(file: string) => inIgnoredFolder(path.relative(root, file))] },
    },
  });
}
