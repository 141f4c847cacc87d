import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';

/**
 * A standby node's front (issue 15 item 1; docs/cluster.md): while another node holds the engines'
 * lease, this node accepts every request on its port and forwards it, headers and body unchanged
 * plus `X-Forwarded-For` / `X-Forwarded-Host`, to the holder's URL (`holderUrl()`, read from
 * `cluster_leases`); WebSocket upgrades (the stream) are piped both ways. When the holder cannot be
 * reached (it just died, or no node holds the lease yet) the answer is 503 with the
 * specification's error shape, and a client retries. `close()` stops accepting and ends every
 * forwarded connection (this node then takes the lease and serves on the same port).
 */
export async function startForwarder(
  port: number,
  host: string,
  holderUrl: () => Promise<string | undefined>,
  /** Upgrades this node serves itself (the stream's replica); false: forward it. */
  upgradeLocally: (req: IncomingMessage, socket: Socket, head: Buffer) => boolean = () => false,
): Promise<{ server: Server; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const unavailable = (res: ServerResponse) => {
    if (res.headersSent) return res.destroy();
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
    res.end(
      JSON.stringify({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Another node is taking over: retry',
      }),
    );
  };
  const forwardedHeaders = (req: IncomingMessage) => ({
    ...req.headers,
    'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
    'x-forwarded-host': req.headers.host ?? '',
  });
  const server = createServer((req, res) => {
    void holderUrl()
      .then((target) => {
        if (!target) return unavailable(res);
        const url = new URL(target);
        const upstream = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            method: req.method,
            path: req.url,
            headers: forwardedHeaders(req),
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => unavailable(res));
        req.pipe(upstream);
      })
      .catch(() => unavailable(res));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (req, socket: Socket, head: Buffer) => {
    if (upgradeLocally(req, socket, head)) return;
    void holderUrl()
      .then((target) => {
        if (!target) return socket.destroy();
        const url = new URL(target);
        const upstream = connect(Number(url.port), url.hostname, () => {
          const lines = [`${req.method} ${req.url} HTTP/1.1`];
          for (const [name, value] of Object.entries(forwardedHeaders(req)))
            for (const v of Array.isArray(value) ? value : [value])
              if (v !== undefined) lines.push(`${name}: ${v}`);
          upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
          if (head.length > 0) upstream.write(head);
          upstream.pipe(socket);
          socket.pipe(upstream);
        });
        sockets.add(upstream);
        upstream.once('close', () => sockets.delete(upstream));
        upstream.on('error', () => socket.destroy());
        socket.on('error', () => upstream.destroy());
      })
      .catch(() => socket.destroy());
  });
  server.listen(port, host);
  await once(server, 'listening');
  return {
    server,
    async close() {
      const closed = once(server, 'close');
      server.close();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
