import { useEffect, useState } from 'react';

/**
 * The server's time now (epoch ms), estimated from an answer's `nowMs` and the local time it
 * arrived (`receivedAt`, local epoch ms): the customer's clock may be wrong, and the end-to-end
 * tests move the server's clock. Re-renders every `tickMs`; undefined before the first answer.
 */
export function useServerNow(nowMs: number | undefined, receivedAt: number | undefined, tickMs = 30_000) {
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setLocal(Date.now()), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  if (nowMs === undefined) return undefined;
  return nowMs + Math.max(0, local - (receivedAt ?? local));
}
