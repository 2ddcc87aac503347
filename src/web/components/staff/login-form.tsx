import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, type Login } from '#domain/auth/login.schema.ts';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { logIn } from '#web/lib/staff-session.ts';

export const CODE_LABEL = 'Authenticator code';
/** The submit button while the login is on its way (spec §2). */
export const LOGGING_IN_LABEL = 'Logging in...';
const CODE_HINT =
  'Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.';

interface LoginFormProps {
  /** The submit button's text: 'Login' in the calendar modal (spec §2), 'Log in' in the back office. */
  submitLabel: string;
  onLoggedIn: () => void;
  /**
   * Wrong credentials and throttling; the calendar shows them as an alert (spec §8). Without it
   * the form shows them in a banner above the fields.
   */
  onFailure?: (error: unknown) => void;
  /** Shown above the fields (a session that ended, for example). */
  notice?: string | null;
  /** More buttons after the submit button (Cancel in the modal). */
  children?: ReactNode;
  className?: string;
}

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {children(describedBy)}
    </div>
  );
}

/**
 * The one staff login form (issue 9): Username, Password, and an authenticator code only when
 * the server says the account needs one. Used by the calendar's Admin Login modal and /admin.
 */
export function LoginForm({
  submitLabel,
  onLoggedIn,
  onFailure,
  notice,
  children,
  className,
}: LoginFormProps) {
  const id = useId();
  const [needsCode, setNeedsCode] = useState(false);
  const codeRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Login>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: '', password: '', code: '' },
  });

  useEffect(() => {
    if (needsCode) codeRef.current?.focus();
  }, [needsCode]);

  async function onSubmit(credentials: Login) {
    try {
      await logIn(needsCode ? credentials : { ...credentials, code: undefined });
      onLoggedIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CODE_REQUIRED') {
        if (needsCode) {
          setError('code', { message: ERROR_MESSAGES.CODE_REQUIRED }, { shouldFocus: true });
        }
        setNeedsCode(true);
        return;
      }
      if (error instanceof ApiError && error.code === 'INVALID_CODE') {
        setError('code', { message: ERROR_MESSAGES.INVALID_CODE }, { shouldFocus: true });
        return;
      }
      if (onFailure) {
        onFailure(error);
        return;
      }
      setError('root', {
        message:
          error instanceof ApiError ? error.message : 'We could not reach the server. Try again.',
      });
    }
  }

  const codeField = register('code');
  return (
    <form
      className={className ?? 'login-form'}
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      {notice ? <p className="banner banner--warning">{notice}</p> : null}
      {errors.root?.message ? (
        <p className="banner banner--error" role="alert">
          {errors.root.message}
        </p>
      ) : null}
      <Field id={`${id}-username`} label="Username" error={errors.username?.message}>
        {(describedBy) => (
          <input
            id={`${id}-username`}
            className="form-input"
            type="text"
            autoComplete="username"
            required
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={describedBy}
            {...register('username')}
          />
        )}
      </Field>
      <Field id={`${id}-password`} label="Password" error={errors.password?.message}>
        {(describedBy) => (
          <input
            id={`${id}-password`}
            className="form-input"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy}
            {...register('password')}
          />
        )}
      </Field>
      {needsCode ? (
        <Field id={`${id}-code`} label={CODE_LABEL} hint={CODE_HINT} error={errors.code?.message}>
          {(describedBy) => (
            <input
              id={`${id}-code`}
              className="form-input"
              type="text"
              autoComplete="one-time-code"
              spellCheck={false}
              required
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={describedBy}
              {...codeField}
              ref={(element) => {
                codeField.ref(element);
                codeRef.current = element;
              }}
            />
          )}
        </Field>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? LOGGING_IN_LABEL : submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}
