import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadStaticSite, serveStaticSite } from '../render/static-site.js';

export interface PreviewServerOptions {
  /** The built output folder. */
  dir: string;
  port?: number;
  host?: string;
  /** Base path the site was built for; read from the build's `_quire/build.json` when omitted. */
  base?: string;
}

export interface PreviewServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A small static server for a built site, behaving like a typical static host: `/x` serves `x/index.html`
 * (or `x.html`), `_redirects` rules apply when no file matches, anything else gets `404.html` with status 404.
 */
export async function startPreviewServer(options: PreviewServerOptions): Promise<PreviewServer> {
  const site = await loadStaticSite(options.dir, options.base);
  const { base } = site;
  const server = createServer((request, response) => {
    serveStaticSite(site, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4173, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}${base}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Browsers keep connections alive; without this, close waits for them to time out.
        server.closeAllConnections();
      }),
  };
}
