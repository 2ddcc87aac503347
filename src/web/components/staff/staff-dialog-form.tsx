import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormFailure } from './staff-form.tsx';

/**
 * A staff form in a dialog: the form's alert, its fields, and the submit and Cancel buttons, the
 * submit one off while the form saves. `form` and `onSubmit` come from `useStaffForm`.
 */
export function StaffDialogForm<Values extends FieldValues>({
  form,
  onSubmit,
  submitLabel,
  onCancel,
  children,
}: {
  form: UseFormReturn<Values>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const {
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormFailure message={errors.root?.message} />
      {children}
      <div className="button-row">
        <button type="submit" className="button" disabled={isSubmitting}>
          {submitLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
