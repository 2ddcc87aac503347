import { zodResolver } from '@hookform/resolvers/zod';
import {
  SubscriptionListInputSchema,
  type SubscriptionList,
  type SubscriptionListInput,
} from '#domain/subscriptions/subscriptions-api.ts';
import { FormFailure, useStaffForm } from '#web/components/staff/staff-form.tsx';
import { CheckboxField, TextField } from '#web/components/staff/staff-fields.tsx';

export function ListForm({
  list,
  submitLabel,
  onCancel,
  onSubmit,
}: {
  list?: SubscriptionList;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (input: SubscriptionListInput) => Promise<void>;
}) {
  const { form, onSubmit: submit } = useStaffForm<SubscriptionListInput>({
    resolver: zodResolver(SubscriptionListInputSchema),
    defaultValues: {
      name: list?.name ?? '',
      description: list?.description ?? '',
      isHidden: list?.isHidden ?? false,
    },
    save: onSubmit,
  });
  const {
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form noValidate onSubmit={submit}>
      <FormFailure message={errors.root?.message} />
      <TextField form={form} name="name" label="Name" hint="For example Station 42 Oakley news." />
      <TextField
        form={form}
        name="description"
        label="Description (optional)"
        hint="One sentence on the sign-up page under the name."
      />
      <CheckboxField
        form={form}
        name="isHidden"
        label="Hide from the sign-up page"
        hint="People on the list stay on it and still get its notices."
      />
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
