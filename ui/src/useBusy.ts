// A screen's request under way: whether one is, the last one's error in words, and how to run
// one (its error shown, `after` run whatever happened).

import { useState } from 'preact/hooks';
import { toApiError } from './transport';

/** `busy` while `run`'s request is under way; `error` holds the last one's refusal. */
export function useBusy(after?: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (what: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await what();
      setError(null);
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
      after?.();
    }
  };
  return { busy, error, setError, run };
}
