import { LoginForm } from '#web/components/staff/login-form.tsx';

interface AdminLoginFormProps {
  notice: string | null;
  onLoggedIn: () => void;
}

/** The back office's login: the one staff login form under a heading. */
export function AdminLoginForm({ notice, onLoggedIn }: AdminLoginFormProps) {
  return (
    <section className="login-form" aria-labelledby="admin-login-title">
      <h2 id="admin-login-title">Log in</h2>
      <LoginForm submitLabel="Log in" notice={notice} onLoggedIn={onLoggedIn} />
    </section>
  );
}
