import { serverMessage } from '../../shared/errors';
import { toast } from '../../shared/toast';

/**
 * Runs a change and shows the server's message as a toast (success or refusal; `fallback` when a
 * refusal carried none, e.g. the network was down). Resolves to the answer, or undefined when refused.
 */
export async function runWithToast<T extends { message?: string }>(
  call: { unwrap: () => Promise<T> },
  fallback: string,
): Promise<T | undefined> {
  try {
    const answer = await call.unwrap();
    if (answer.message) toast.success(answer.message);
    return answer;
  } catch (error) {
    toast.error(serverMessage(error) ?? fallback);
    return undefined;
  }
}

/** The toast of a change that did not reach the server or got no message back. */
export const SAVE_FAILED_TEXT = 'Could not save the change. Please try again.';
