/**
 * The server's human-readable `message` from an RTK Query error (`{status, data: {message}}`,
 * docs/architecture.md Conventions), or undefined when the answer carried none (network, parsing, timeout).
 */
export function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const message: unknown = data.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** HTTP status of an RTK Query error, or undefined for FETCH_ERROR and friends. */
export function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
