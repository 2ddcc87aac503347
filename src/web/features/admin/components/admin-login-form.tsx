import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, type Login } from '#domain/auth/login.schema.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { storeAuthToken } from '#web/lib/auth-token.ts';
import { logIn } from '../api/admin-permits-api.ts';

interface AdminLoginFormProps {
  notice: string | null;
  onLoggedIn: () => void;
}

/** The administrator's login on the back-office page (the calendar's admin account). */
export function AdminLoginForm({ notice, onLoggedIn }: AdminLoginFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Login>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: '', password: '' },
  });

  async function onSubmit(credentials: Login) {
    try {
      const response = await logIn(credentials);
      storeAuthToken(response.token);
      onLoggedIn();
    } catch (error) {
      setError('root', {
        message:
          error instanceof ApiError ? error.message : 'We could not reach the server. Try again.',
      });
    }
  }

  return (
    <form
      className="login-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-labelledby="admin-login-title"
    >
      <h2 id="admin-login-title">Log in</h2>
      {notice ? <p className="banner banner--warning">{notice}</p> : null}
      {errors.root?.message ? (
        <p className="banner banner--error" role="alert">
          {errors.root.message}
        </p>
      ) : null}
      <div className={`form-field${errors.username ? ' form-field--error' : ''}`}>
        <label htmlFor="admin-username" className="form-label">
          Username
        </label>
        {errors.username ? (
          <p id="admin-username-error" className="field-error">
            {errors.username.message}
          </p>
        ) : null}
        <input
          id="admin-username"
          className="form-input"
          autoComplete="username"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? 'admin-username-error' : undefined}
          {...register('username')}
        />
      </div>
      <div className={`form-field${errors.password ? ' form-field--error' : ''}`}>
        <label htmlFor="admin-password" className="form-label">
          Password
        </label>
        {errors.password ? (
          <p id="admin-password-error" className="field-error">
            {errors.password.message}
          </p>
        ) : null}
        <input
          id="admin-password"
          className="form-input"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'admin-password-error' : undefined}
          {...register('password')}
        />
      </div>
      <button type="submit" className="button" disabled={isSubmitting}>
        Log in
      </button>
    </form>
  );
}
