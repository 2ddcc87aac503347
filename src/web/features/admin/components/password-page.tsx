import { useEffect, useId, useRef, useState } from 'react';
import { FormFailure, useStaffForm } from '#web/components/staff/staff-form.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { MeResponse } from '#domain/auth/login.schema.ts';
import { OwnPasswordSchema } from '#domain/staff/accounts.schema.ts';
import { changeOwnPassword } from '../api/staff-api.ts';
import { PasswordField } from '#web/components/staff/staff-fields.tsx';

const PasswordFormSchema = OwnPasswordSchema.extend({
  confirmPassword: z.string(),
}).refine((values) => values.confirmPassword === values.newPassword, {
  path: ['confirmPassword'],
  message: 'Enter the same new password again',
});
type PasswordForm = z.infer<typeof PasswordFormSchema>;

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'New password',
    autoComplete: 'new-password',
    hint: 'At least 12 characters and hard to guess: a few unrelated words work well.',
  },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

/**
 * /admin/password: current password, new password, confirm (issue 16). Other sessions of the
 * account end; a password an administrator set must be replaced here before anything else.
 */
export function PasswordPage({
  me,
  onChanged,
  onUnauthorized,
}: {
  me: MeResponse;
  onChanged: () => void;
  onUnauthorized: () => void;
}) {
  const id = useId();
  const [isDone, setIsDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (isDone) doneRef.current?.focus();
  }, [isDone]);
  const { form, onSubmit } = useStaffForm<PasswordForm>({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    save: async (values) => {
      setIsDone(false);
      await changeOwnPassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      form.reset();
      setIsDone(true);
      onChanged();
    },
    onUnauthorized,
  });
  const {
    formState: { errors, isSubmitting },
  } = form;

  return (
    <section className="staff-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Change your password</h2>
      {me.mustChangePassword ? (
        <p className="banner banner--warning">
          An administrator set your password. Choose your own to continue.
        </p>
      ) : null}
      {isDone ? (
        <p className="banner banner--success" role="status" tabIndex={-1} ref={doneRef}>
          Your password is changed. Every other session of your account has ended.
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit}>
        <FormFailure message={errors.root?.message} />
        {FIELDS.map((field) => (
          <PasswordField
            key={field.name}
            form={form}
            name={field.name}
            label={field.label}
            {...('hint' in field ? { hint: field.hint } : {})}
            autoComplete={field.autoComplete}
          />
        ))}
        <button type="submit" className="button" disabled={isSubmitting}>
          Change password
        </button>
      </form>
    </section>
  );
}
