import { Dialog } from '#web/components/ui/dialog.tsx';
import { LoginForm } from '#web/components/staff/login-form.tsx';
import { ApiError } from '#web/lib/api-client.ts';

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
      <LoginForm
        className="calendar-form"
        submitLabel="Login"
        onLoggedIn={onLoggedIn}
        onFailure={(error) => {
          // Throttling tells the administrator to wait; every other failure reads the same (spec §8).
          const isThrottled = error instanceof ApiError && error.status === 429;
          window.alert(isThrottled ? error.message : LOGIN_FAILED_MESSAGE);
        }}
      >
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
      </LoginForm>
    </Dialog>
  );
}
