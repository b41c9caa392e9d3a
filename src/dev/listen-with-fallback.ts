import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Ports tried after a taken one (`--port 3000` ends on 3001... as Vite's own fallback did). */
const PORT_ATTEMPTS = 20;

/** Listens on `port`, or on the next free one when it is taken; resolves with the port listened on. */
export async function listenWithFallback(server: HttpServer, at: { port: number; host: string }): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const port = at.port === 0 ? 0 : at.port + attempt;
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, at.host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      return (server.address() as AddressInfo).port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || at.port === 0 || attempt >= PORT_ATTEMPTS)
        throw error;
    }
  }
}
