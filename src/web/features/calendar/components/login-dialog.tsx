import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, type Login } from '#domain/auth/login.schema.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { storeAuthToken } from '#web/lib/auth-token.ts';
import { logIn } from '../api/calendar-api.ts';
import { FormField } from './form-field.tsx';

export const LOGIN_FAILED_MESSAGE = 'Invalid credentials';

interface LoginDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onLoggedIn: () => void;
}

/** The administrator's login modal (spec §2, §4): the token is stored and the modal closes. */
export function LoginDialog({ isOpen, onClose, onLoggedIn }: LoginDialogProps) {
  return (
    <Dialog title="Admin Login" isOpen={isOpen} onClose={onClose}>
      <LoginForm onCancel={onClose} onLoggedIn={onLoggedIn} />
    </Dialog>
  );
}

function LoginForm({ onCancel, onLoggedIn }: { onCancel: () => void; onLoggedIn: () => void }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Login>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = async (credentials: Login) => {
    try {
      const { token } = await logIn(credentials);
      storeAuthToken(token);
      onLoggedIn();
    } catch (error) {
      // Throttling tells the administrator to wait; every other failure reads the same (spec §8).
      const isThrottled = error instanceof ApiError && error.status === 429;
      window.alert(isThrottled ? error.message : LOGIN_FAILED_MESSAGE);
    }
  };

  return (
    <form className="calendar-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField id={`${id}-username`} label="Username" error={errors.username?.message}>
        <input type="text" autoComplete="username" required {...register('username')} />
      </FormField>
      <FormField id={`${id}-password`} label="Password" error={errors.password?.message}>
        <input type="password" autoComplete="current-password" required {...register('password')} />
      </FormField>
      <div className="calendar-form__actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Login'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
