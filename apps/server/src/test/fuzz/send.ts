import { connect } from 'node:net';
import type { AppInstance } from '../../http/instance';
import type { FuzzRequest } from './requests';

/** What came back: an HTTP status, or `reset` (closed without an answer) or `timeout`. */
export interface FuzzResponse {
  status: number | 'reset' | 'timeout';
  /** The start of the answer (the whole raw answer for `http`), at most 2,000 characters. */
  body: string;
}

const KEEP = 2000;

/** The headers actually sent: the identity's, then the request's (null removes one). */
export function headersOf(request: FuzzRequest, identity: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = { ...identity };
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === null) delete out[name];
    else out[name] = value;
  }
  return out;
}

/**
 * Sends `request` through Fastify's router with `app.inject` from `remoteAddress`; gives up after
 * `timeoutMs` (status `timeout`). An error thrown by inject itself (not by the app) is rethrown.
 * Source: issue 12.
 */
export async function sendInject(
  app: AppInstance,
  request: FuzzRequest,
  headers: Record<string, string>,
  remoteAddress: string,
  timeoutMs: number,
): Promise<FuzzResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<FuzzResponse>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'timeout', body: '' }), timeoutMs);
  });
  const answer = app
    .inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      payload: request.body,
      remoteAddress,
    })
    .then((res) => ({ status: res.statusCode, body: res.body.slice(0, KEEP) }));
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The raw bytes of `request` (latin1: one byte per code unit below 256), framing and all. */
export function rawRequest(request: FuzzRequest, headers: Record<string, string>, port: number): Buffer {
  const body = Buffer.from(request.body ?? '', 'utf8');
  const lines: string[] = [];
  let method = request.method;
  let target = request.url;
  let version = 'HTTP/1.1';
  let length: string | null = request.body === undefined ? null : String(body.length);
  let payload: Buffer = body;
  switch (request.framing) {
    case 'content-length-short':
      length = String(Math.max(0, body.length - 3));
      break;
    case 'chunked':
    case 'chunked-broken':
      length = null;
      lines.push('transfer-encoding: chunked');
      payload = Buffer.concat([
        Buffer.from(request.framing === 'chunked' ? `${body.length.toString(16)}\r\n` : 'zz\r\n'),
        body,
        Buffer.from('\r\n0\r\n\r\n'),
      ]);
      break;
    case 'cl-and-te':
      lines.push('transfer-encoding: chunked');
      break;
    case 'huge-header':
      lines.push(`x-big: ${'a'.repeat(70_000)}`);
      break;
    case 'bad-request-line':
      method = `${method}\u0000`;
      target = `${target} extra`;
      break;
    case 'http10':
      version = 'HTTP/1.0';
      break;
    case 'absolute-form':
      target = `http://evil.example${target}`;
      break;
    case 'lowercase-method':
      method = method.toLowerCase();
      break;
  }
  const message = (connection: string) => {
    const head = [`${method} ${target} ${version}`];
    if (request.framing !== 'no-host' && headers.host === undefined) head.push(`host: 127.0.0.1:${port}`);
    head.push(`connection: ${connection}`);
    for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
    head.push(...lines);
    if (length !== null && headers['content-length'] === undefined) head.push(`content-length: ${length}`);
    return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), payload]);
  };
  // Pipelined: the same request twice on one connection, the first keeping it alive.
  return request.framing === 'pipelined'
    ? Buffer.concat([message('keep-alive'), message('close')])
    : message('close');
}

/**
 * Sends `request` over a fresh TCP connection to 127.0.0.1:`port` as raw bytes (so the fast
 * paths, Node's HTTP parser and the framing variants are reached) and reads the status lines of
 * the answers in the first 64 KiB (the highest counts). A connection closed with no answer is
 * `reset`; no answer in `timeoutMs` is `timeout`.
 * Source: issue 12.
 */
export function sendRaw(
  port: number,
  request: FuzzRequest,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<FuzzResponse> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (timedOut: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      // Every answer on the connection counts (pipelined requests, bytes left after a short
      // content-length): the status is the highest of them.
      const statuses = [...text.matchAll(/(?:^|\r\n)HTTP\/1\.[01] (\d{3}) /g)].map((m) => Number(m[1]));
      resolve({
        status: statuses.length > 0 ? Math.max(...statuses) : timedOut ? 'timeout' : 'reset',
        body: text.slice(0, KEEP),
      });
    };
    const socket = connect({ host: '127.0.0.1', port });
    const timer = setTimeout(() => finish(true), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      if (size < 64 * 1024) chunks.push(chunk);
      size += chunk.length;
    });
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
    socket.write(rawRequest(request, headers, port));
  });
}
