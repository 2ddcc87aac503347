import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Asks the browser to confirm leaving the page while a staff form has unsaved changes (issue 21).
 * The one mechanism for every staff form: links in the back office load the page anew, so the
 * browser's `beforeunload` prompt covers every way out (the app uses `BrowserRouter`, not a data
 * router, so react-router's `useBlocker` is not available).
 */
export function useUnsavedChangesWarning(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}

/** The warning for a react-hook-form form: dirty and not yet saved. */
export function useUnsavedFormWarning<Values extends FieldValues>(
  form: UseFormReturn<Values>,
): void {
  const { isDirty, isSubmitSuccessful } = form.formState;
  useUnsavedChangesWarning(isDirty && !isSubmitSuccessful);
}

/**
 * The warning for a form whose inputs the browser holds (uncontrolled, read with `FormData`):
 * spread `onInput` on the `<form>` and call `markSaved` once it is saved.
 */
export function useUnsavedInputWarning(): { onInput: () => void; markSaved: () => void } {
  const [isDirty, setIsDirty] = useState(false);
  useUnsavedChangesWarning(isDirty);
  const onInput = useCallback(() => setIsDirty(true), []);
  const markSaved = useCallback(() => setIsDirty(false), []);
  return { onInput, markSaved };
}
