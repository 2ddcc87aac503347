import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { failureMessage } from './staff-form.tsx';

/**
 * A staff page's failed request: a lapsed login goes back to the login form; otherwise the page
 * shows the server's own message, or that the server could not be reached (`<FormFailure>`).
 */
export function useStaffFailure(onUnauthorized: () => void) {
  const [error, setError] = useState<string | null>(null);
  const handleFailure = useCallback(
    (failure: unknown) => {
      if (failure instanceof ApiError && failure.status === 401) onUnauthorized();
      else setError(failureMessage(failure));
    },
    [onUnauthorized],
  );
  return { error, setError, handleFailure };
}

/** Runs `load` when the page opens and again when `load` changes, cancelling the run before. */
export function useLoadOnOpen(load: (signal: AbortSignal) => Promise<unknown>): void {
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
}
