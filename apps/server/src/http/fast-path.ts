import type { OutgoingHttpHeaders } from 'node:http';

/**
 * The raw headers of a fast-path JSON answer of `body`: the security headers Fastify sends
 * (read once, on first use), content type and length. Shared by the market and casino paths.
 */
export function jsonHeadBuilder(getHeaders: () => OutgoingHttpHeaders): (body: Buffer) => string[] {
  let base: string[] | undefined;
  return (body) => {
    base ??= Object.entries({ ...getHeaders(), 'content-type': 'application/json; charset=utf-8' }).flatMap(
      ([k, v]) => [k, String(v)],
    );
    return [...base, 'content-length', String(body.length)];
  };
}
