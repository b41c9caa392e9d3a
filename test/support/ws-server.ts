/**
 * A small WebSocket server (RFC 6455, text frames) for console tests, on 127.0.0.1: it greets each client with
 * `{"type":"hello","path":…}`, answers each text message with `{"type":"echo","received":<message>}`, and can
 * push a message of its own with `broadcast`. No dependency: the handshake and framing are a few lines.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

export interface TestWebSocketServer {
  port: number;
  /** Text messages received, in order. */
  received: string[];
  /** Paths (with query) clients connected to. */
  paths: string[];
  broadcast(text: string): void;
  close(): Promise<void>;
}

function frame(data: string | Buffer, opcode = 1): Buffer {
  const payload = Buffer.from(data);
  const length = payload.length;
  const head =
    length < 126
      ? Buffer.from([0x80 | opcode, length])
      : length < 65536
        ? Buffer.from([0x80 | opcode, 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), bigLength(length)]);
  return Buffer.concat([head, payload]);
}

function bigLength(length: number): Buffer {
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(BigInt(length));
  return out;
}

/** Reads the complete client frames at the start of `buffer`; returns them and what is left. */
function readFrames(buffer: Buffer): { frames: { opcode: number; payload: Buffer }[]; rest: Buffer } {
  const frames: { opcode: number; payload: Buffer }[] = [];
  let offset = 0;
  while (buffer.length - offset >= 2) {
    const opcode = buffer[offset]! & 0x0f;
    let length = buffer[offset + 1]! & 0x7f;
    let at = offset + 2;
    if (length === 126) {
      if (buffer.length < at + 2) break;
      length = buffer.readUInt16BE(at);
      at += 2;
    } else if (length === 127) {
      if (buffer.length < at + 8) break;
      length = Number(buffer.readBigUInt64BE(at));
      at += 8;
    }
    if (buffer.length < at + 4 + length) break;
    const mask = buffer.subarray(at, at + 4);
    const payload = Buffer.from(buffer.subarray(at + 4, at + 4 + length));
    for (let i = 0; i < payload.length; i++) payload[i]! ^= mask[i % 4]!;
    frames.push({ opcode, payload });
    offset = at + 4 + length;
  }
  return { frames, rest: buffer.subarray(offset) };
}

/** Starts the server. */
export async function startWebSocketServer(): Promise<TestWebSocketServer> {
  const sockets = new Set<Duplex>();
  const received: string[] = [];
  const paths: string[] = [];
  const server: Server = createServer((_, response) => {
    response.writeHead(426);
    response.end();
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    const key = request.headers['sec-websocket-key'];
    if (typeof key !== 'string') return socket.destroy();
    const accept = createHash('sha1')
      .update(key + GUID)
      .digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    sockets.add(socket);
    paths.push(request.url ?? '/');
    socket.write(frame(JSON.stringify({ type: 'hello', path: request.url })));
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      const { frames, rest } = readFrames(Buffer.concat([pending, chunk]));
      pending = rest;
      for (const { opcode, payload } of frames) {
        if (opcode === 1) {
          const text = payload.toString('utf8');
          received.push(text);
          let message: unknown = text;
          try {
            message = JSON.parse(text);
          } catch {
            // Plain text is echoed as a string.
          }
          socket.write(frame(JSON.stringify({ type: 'echo', received: message })));
        } else if (opcode === 8) {
          // The close frame goes back with the client's status code, as RFC 6455 asks.
          socket.end(frame(payload.subarray(0, 2), 8));
          sockets.delete(socket);
        } else if (opcode === 9) socket.write(Buffer.concat([Buffer.from([0x8a, payload.length]), payload]));
      }
    });
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    paths,
    broadcast: (text) => {
      for (const socket of sockets) socket.write(frame(text));
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
