import { zodResolver } from '@hookform/resolvers/zod';
import {
  SubscriptionListInputSchema,
  type SubscriptionList,
  type SubscriptionListInput,
} from '#domain/subscriptions/subscriptions-api.ts';
import { StaffDialogForm } from '#web/components/staff/staff-dialog-form.tsx';
import { useStaffForm } from '#web/components/staff/staff-form.tsx';
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
  return (
    <StaffDialogForm form={form} onSubmit={submit} submitLabel={submitLabel} onCancel={onCancel}>
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
    </StaffDialogForm>
  );
}
