import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { z } from 'zod';
import {
  NotifyInputSchema,
  type MailPreview,
  type NotifyInput,
  type SubscriptionList,
} from '#domain/subscriptions/subscriptions-api.ts';
import { StaffDialogForm } from '#web/components/staff/staff-dialog-form.tsx';
import { reportServerError, useStaffForm } from '#web/components/staff/staff-form.tsx';
import { SelectField, TextAreaField, TextField } from '#web/components/staff/staff-fields.tsx';
import {
  previewSubscriptionNotice,
  sendSubscriptionNotice,
} from '../api/subscriptions-admin-api.ts';

/** The form leaves the item key optional; one is made from the link and subject. */
const NotifyFormSchema = NotifyInputSchema.extend({ itemKey: z.string().trim().max(200) });
type NotifyFormValues = z.infer<typeof NotifyFormSchema>;

/**
 * "Notify subscribers": preview first, then send. The key names the item, so sending the same
 * item twice reaches nobody twice.
 */
export function NotifyForm({
  lists,
  onCancel,
  onSent,
}: {
  lists: readonly SubscriptionList[];
  onCancel: () => void;
  onSent: (text: string) => void;
}) {
  const [preview, setPreview] = useState<{ input: NotifyInput; mail: MailPreview } | null>(null);
  const previewId = useId();
  const { form, onSubmit, fieldNames } = useStaffForm<NotifyFormValues>({
    resolver: zodResolver(NotifyFormSchema),
    defaultValues: {
      listId: lists[0]?.id ?? '',
      itemKey: '',
      subject: '',
      body: '',
      url: '/',
      sendAt: null,
    },
    save: async (values) => {
      const input: NotifyInput = {
        ...values,
        itemKey: values.itemKey || `notice:${values.url}:${values.subject}`.slice(0, 200),
      };
      setPreview({ input, mail: await previewSubscriptionNotice(input) });
    },
  });
  async function send() {
    if (!preview) return;
    try {
      const created = await sendSubscriptionNotice(preview.input);
      onSent(
        created.isNew
          ? `The notice goes to ${preview.mail.recipients} subscribers.`
          : 'This item was already sent; nobody gets it twice.',
      );
    } catch (error) {
      setPreview(null);
      reportServerError(form, error, fieldNames);
    }
  }

  if (preview) {
    return (
      <div>
        <p role="status">
          This notice would reach {preview.mail.recipients}{' '}
          {preview.mail.recipients === 1 ? 'subscriber' : 'subscribers'} now.
        </p>
        <h3 id={previewId}>Preview: {preview.mail.subject}</h3>
        <pre className="mail-preview" aria-labelledby={previewId}>
          {preview.mail.text}
        </pre>
        <div className="button-row">
          <button type="button" className="button" onClick={() => void send()}>
            Send to subscribers
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setPreview(null)}
          >
            Change notice
          </button>
        </div>
      </div>
    );
  }

  return (
    <StaffDialogForm form={form} onSubmit={onSubmit} submitLabel="Preview" onCancel={onCancel}>
      <SelectField
        form={form}
        name="listId"
        label="List"
        options={lists.map((list) => ({ value: list.id, label: list.name }))}
      />
      <TextField form={form} name="subject" label="Subject" />
      <TextAreaField
        form={form}
        name="body"
        label="Text"
        hint="Plain text; leave a blank line between paragraphs."
      />
      <TextField
        form={form}
        name="url"
        label="Link to the item"
        hint="A page of this site like /news/burn-ban, or an https:// link."
      />
      <TextField
        form={form}
        name="itemKey"
        label="Item key (optional)"
        hint="Names the item, like news:burn-ban. A second notice with the same key is not sent."
      />
    </StaffDialogForm>
  );
}
