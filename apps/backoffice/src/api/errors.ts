/**
 * The message to show for a failed call: the API's `message` (`{status: false, message}`,
 * docs/backoffice.md), else a plain sentence for a network failure or an unexpected answer.
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    if ('data' in error) {
      const data: unknown = error.data;
      if (typeof data === 'object' && data !== null && 'message' in data) {
        const message: unknown = data.message;
        if (typeof message === 'string' && message.trim() !== '') return message;
      }
    }
    if ('status' in error) {
      const status: unknown = error.status;
      if (status === 'FETCH_ERROR')
        return 'The server cannot be reached. Check the connection and try again.';
      if (status === 'PARSING_ERROR') return 'The server sent an answer that could not be read.';
      if (status === 'TIMEOUT_ERROR') return 'The server took too long to answer.';
      if (typeof status === 'number') return `The server answered ${status}.`;
    }
    if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  }
  return 'Something went wrong.';
}

/** The HTTP status of a failed call, undefined for a network failure. */
export function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
