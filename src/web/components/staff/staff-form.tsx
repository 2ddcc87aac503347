import type { FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiError } from '#web/lib/api-client.ts';
import { useUnsavedFormWarning } from './use-unsaved-changes-warning.ts';

/** What a staff member reads when the server could not be reached. */
export const NETWORK_FAILURE_MESSAGE = 'We could not reach the server. Try again.';

/** The sentence for a failed call: the server's own message, or that it could not be reached. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : NETWORK_FAILURE_MESSAGE;
}

/**
 * Puts a failed call's answer on the form: each field error the server named under the field the
 * form shows (focus on the first), anything else in the form's alert (`FormFailure`).
 */
export function reportServerError<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: unknown,
  fieldNames: readonly Path<Values>[],
): void {
  const fields = error instanceof ApiError ? error.fields : undefined;
  const named = fieldNames.filter((name) => fields?.[name]);
  if (fields && named.length > 0) {
    named.forEach((name, index) => {
      form.setError(name, { message: fields[name] }, { shouldFocus: index === 0 });
    });
    return;
  }
  form.setError('root', { message: failureMessage(error) });
}

export interface StaffFormOptions<Values extends FieldValues> {
  /** The form's schema, as `zodResolver(Schema)`: the browser checks what the server checks. */
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  /** Saves the checked values; what it throws lands on the form. */
  save: (values: Values) => Promise<void>;
  /** Called instead of showing an error when the session has ended (401). */
  onUnauthorized?: () => void;
  /** The fields the form shows (default: those in `defaultValues`); server errors on others go to the form's alert. */
  fieldNames?: readonly Path<Values>[];
}

/**
 * The one skeleton of every staff form (issue 21): react-hook-form with the schema, the
 * unsaved-changes warning, and a submit handler that saves and puts the server's answer on the
 * form. A page writes its fields (staff-fields.tsx), `<FormFailure>` and its buttons.
 */
export function useStaffForm<Values extends FieldValues>(
  options: StaffFormOptions<Values>,
): {
  form: UseFormReturn<Values>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  fieldNames: readonly Path<Values>[];
} {
  const form = useForm<Values>({
    resolver: options.resolver,
    defaultValues: options.defaultValues,
  });
  useUnsavedFormWarning(form);
  const fieldNames =
    options.fieldNames ?? (Object.keys(options.defaultValues as object) as Path<Values>[]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(async (values) => {
      try {
        await options.save(values);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401 && options.onUnauthorized) {
          options.onUnauthorized();
          return;
        }
        reportServerError(form, error, fieldNames);
      }
    })(event);
  return { form, onSubmit, fieldNames };
}

/** The form's alert: what went wrong that belongs to no one field. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="banner banner--error" role="alert">
      {message}
    </p>
  ) : null;
}

/** A page's outcome line: a success as a status, a failure as an alert. */
export function OutcomeBanner({ outcome }: { outcome: { text: string; isError: boolean } | null }) {
  if (!outcome) return null;
  return (
    <p
      className={`banner ${outcome.isError ? 'banner--error' : 'banner--success'}`}
      role={outcome.isError ? 'alert' : 'status'}
    >
      {outcome.text}
    </p>
  );
}
