import { TableRegion } from '#web/components/ui/table-region.tsx';
import { useCallback, useEffect, useId, useState } from 'react';
import { useUnsavedChangesWarning } from '#web/components/staff/use-unsaved-changes-warning.ts';
import { StaffDialogForm } from '#web/components/staff/staff-dialog-form.tsx';
import { OutcomeBanner, failureMessage, useStaffForm } from '#web/components/staff/staff-form.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  NewAccountSchema,
  ResetPasswordSchema,
  SetRolesSchema,
  type Account,
  type AccountListResponse,
  type NewAccount,
  type ResetPassword,
  type SetRoles,
} from '#domain/staff/accounts.schema.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import {
  changeAccount,
  createAccount,
  listAccounts,
  resetAccountPassword,
  setAccountRoles,
  setTwoStepPolicy,
  type AccountAction,
} from '../api/staff-api.ts';
import { PasswordField, TextField } from '#web/components/staff/staff-fields.tsx';
import { labelRoles, RoleCheckboxes } from './staff-form-parts.tsx';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'roles'; account: Account }
  | { kind: 'password'; account: Account }
  | null;

/** /admin/accounts: staff accounts, their roles, passwords and two-step sign-in (administrators). */
export function AccountsPage({
  currentUsername,
  onUnauthorized,
}: {
  currentUsername: string;
  onUnauthorized: () => void;
}) {
  const [data, setData] = useState<AccountListResponse | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);

  const handleError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) onUnauthorized();
      else setMessage({ text: failureMessage(error), isError: true });
    },
    [onUnauthorized],
  );

  const reload = useCallback(() => listAccounts().then(setData, handleError), [handleError]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const done = (text: string) => {
    setDialog(null);
    setMessage({ text, isError: false });
    void reload();
  };

  async function act(account: Account, action: AccountAction) {
    const confirmations: Record<AccountAction, string> = {
      disable: `Disable ${account.username}? Their sessions end at once and they cannot log in.`,
      enable: `Enable ${account.username} again?`,
      'reset-two-step': `Turn off two-step sign-in for ${account.username}? Use this when they lost their phone; they set it up again at their next login.`,
    };
    if (!window.confirm(confirmations[action])) return;
    try {
      await changeAccount(account.id, action);
      const results: Record<AccountAction, string> = {
        disable: `${account.username} is disabled.`,
        enable: `${account.username} can log in again.`,
        'reset-two-step': `Two-step sign-in is off for ${account.username}.`,
      };
      done(results[action]);
    } catch (error) {
      handleError(error);
    }
  }

  if (!data) return <p role="status">Loading accounts…</p>;

  return (
    <>
      <OutcomeBanner outcome={message} />
      <div className="button-row">
        <button type="button" className="button" onClick={() => setDialog({ kind: 'add' })}>
          Add account
        </button>
      </div>
      <TableRegion
        caption="Staff accounts"
        isCaptionVisible
        columns={['Username', 'Roles', 'Two-step sign-in', 'Status', 'Actions']}
      >
        <tbody>
          {data.accounts.map((account) => (
            <tr key={account.id}>
              <th scope="row">{account.username}</th>
              <td>{labelRoles(account.roles, data.roles)}</td>
              <td>{account.hasTwoStep ? 'On' : 'Off'}</td>
              <td>{account.isDisabled ? 'Disabled' : 'Active'}</td>
              <td>
                <div className="button-row button-row--compact">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Change roles of ${account.username}`}
                    onClick={() => setDialog({ kind: 'roles', account })}
                  >
                    Change roles
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Reset password of ${account.username}`}
                    onClick={() => setDialog({ kind: 'password', account })}
                  >
                    Reset password
                  </button>
                  {account.username === currentUsername ? null : (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={`${account.isDisabled ? 'Enable' : 'Disable'} ${account.username}`}
                      onClick={() => void act(account, account.isDisabled ? 'enable' : 'disable')}
                    >
                      {account.isDisabled ? 'Enable' : 'Disable'}
                    </button>
                  )}
                  {account.hasTwoStep ? (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={`Turn off two-step sign-in for ${account.username}`}
                      onClick={() => void act(account, 'reset-two-step')}
                    >
                      Turn off two-step
                    </button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <TwoStepPolicyForm
        requireTwoStep={data.requireTwoStep}
        onSaved={(isRequired) =>
          done(
            isRequired
              ? 'Two-step sign-in is now required for every account.'
              : 'Two-step sign-in is no longer required.',
          )
        }
        onError={handleError}
      />
      <Dialog title="Add account" isOpen={dialog?.kind === 'add'} onClose={() => setDialog(null)}>
        <AddAccountForm
          data={data}
          onCancel={() => setDialog(null)}
          onAdded={(account) => done(`${account.username} is added.`)}
        />
      </Dialog>
      <Dialog
        title={dialog?.kind === 'roles' ? `Roles of ${dialog.account.username}` : 'Roles'}
        isOpen={dialog?.kind === 'roles'}
        onClose={() => setDialog(null)}
      >
        {dialog?.kind === 'roles' ? (
          <RolesForm
            data={data}
            account={dialog.account}
            onCancel={() => setDialog(null)}
            onSaved={(account) => done(`Roles of ${account.username} are saved.`)}
          />
        ) : null}
      </Dialog>
      <Dialog
        title={
          dialog?.kind === 'password' ? `New password for ${dialog.account.username}` : 'Password'
        }
        isOpen={dialog?.kind === 'password'}
        onClose={() => setDialog(null)}
      >
        {dialog?.kind === 'password' ? (
          <PasswordForm
            account={dialog.account}
            onCancel={() => setDialog(null)}
            onSaved={(account) =>
              done(`${account.username} has a new password and was logged out everywhere.`)
            }
          />
        ) : null}
      </Dialog>
    </>
  );
}

function AddAccountForm({
  data,
  onCancel,
  onAdded,
}: {
  data: AccountListResponse;
  onCancel: () => void;
  onAdded: (account: Account) => void;
}) {
  const id = useId();
  const { form, onSubmit } = useStaffForm<NewAccount>({
    resolver: zodResolver(NewAccountSchema),
    defaultValues: { username: '', password: '', roles: [] },
    save: async (values) => onAdded((await createAccount(values)).account),
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <StaffDialogForm form={form} onSubmit={onSubmit} submitLabel="Add account" onCancel={onCancel}>
      <TextField form={form} name="username" label="Username" autoComplete="off" />
      <PasswordField
        form={form}
        name="password"
        label="Password"
        hint="At least 12 characters. Give it to the person in person or by phone, not by e-mail."
        autoComplete="new-password"
      />
      <RoleCheckboxes
        id={`${id}-roles`}
        roles={data.roles}
        error={errors.roles?.message}
        register={() => register('roles')}
      />
    </StaffDialogForm>
  );
}

function RolesForm({
  data,
  account,
  onCancel,
  onSaved,
}: {
  data: AccountListResponse;
  account: Account;
  onCancel: () => void;
  onSaved: (account: Account) => void;
}) {
  const id = useId();
  const { form, onSubmit } = useStaffForm<SetRoles>({
    resolver: zodResolver(SetRolesSchema),
    defaultValues: { roles: account.roles },
    save: async (values) => onSaved((await setAccountRoles(account.id, values.roles)).account),
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <StaffDialogForm form={form} onSubmit={onSubmit} submitLabel="Save roles" onCancel={onCancel}>
      <RoleCheckboxes
        id={`${id}-roles`}
        roles={data.roles}
        error={errors.roles?.message}
        register={() => register('roles')}
      />
    </StaffDialogForm>
  );
}

function PasswordForm({
  account,
  onCancel,
  onSaved,
}: {
  account: Account;
  onCancel: () => void;
  onSaved: (account: Account) => void;
}) {
  const { form, onSubmit } = useStaffForm<ResetPassword>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { password: '' },
    save: async (values) =>
      onSaved((await resetAccountPassword(account.id, values.password)).account),
  });
  return (
    <StaffDialogForm form={form} onSubmit={onSubmit} submitLabel="Set password" onCancel={onCancel}>
      <PasswordField
        form={form}
        name="password"
        label="New password"
        hint="At least 12 characters. The account is logged out everywhere."
        autoComplete="new-password"
      />
    </StaffDialogForm>
  );
}

function TwoStepPolicyForm({
  requireTwoStep,
  onSaved,
  onError,
}: {
  requireTwoStep: boolean;
  onSaved: (isRequired: boolean) => void;
  onError: (error: unknown) => void;
}) {
  const id = useId();
  const [isRequired, setIsRequired] = useState(requireTwoStep);
  useUnsavedChangesWarning(isRequired !== requireTwoStep);
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <form
      className="staff-section"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        setIsSaving(true);
        setFailure(null);
        setTwoStepPolicy({ requireTwoStep: isRequired })
          .then(
            () => onSaved(isRequired),
            (error: unknown) => {
              if (error instanceof ApiError && error.status !== 401) setFailure(error.message);
              else onError(error);
            },
          )
          .finally(() => setIsSaving(false));
      }}
    >
      <h2 id={`${id}-title`}>Two-step sign-in for everyone</h2>
      {failure ? (
        <p className="banner banner--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="form-field form-field--checkbox">
        <input
          id={`${id}-require`}
          type="checkbox"
          className="form-checkbox"
          checked={isRequired}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setIsRequired(event.target.checked)}
        />
        <label htmlFor={`${id}-require`}>Require two-step sign-in for every account</label>
        <p id={`${id}-hint`} className="field-hint">
          Accounts without it are sent to set it up at their next login, and can do nothing else
          until they have. Turn it on for your own account first.
        </p>
      </div>
      <button type="submit" className="button" disabled={isSaving}>
        Save setting
      </button>
    </form>
  );
}
