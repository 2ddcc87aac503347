import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { readAuthToken } from '#web/lib/auth-token.ts';
import { LoginForm } from './login-form.tsx';
import { answer } from '#tests/support/json-answer.ts';

describe('LoginForm', () => {
  const requests: Array<Record<string, unknown>> = [];
  let answers: Response[];

  beforeEach(() => {
    requests.length = 0;
    window.localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        requests.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return answers.shift() ?? answer(500, {});
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the code only when the server says the account needs one, then logs in', async () => {
    answers = [
      answer(401, { error: { code: 'CODE_REQUIRED', message: 'Enter the code.' } }),
      answer(401, { error: { code: 'CODE_REQUIRED', message: 'Enter the code.' } }),
      answer(401, { error: { code: 'INVALID_CODE', message: 'Wrong code.' } }),
      answer(200, { success: true, token: 'the-token' }),
    ];
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    render(<LoginForm submitLabel="Log in" onLoggedIn={onLoggedIn} />);
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
    await user.type(screen.getByLabelText('Username'), 'chief');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const code = await screen.findByLabelText('Authenticator code');
    expect(code).toHaveFocus();
    expect(requests[0]).toEqual({ username: 'chief', password: 'a long password' });

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(code).toHaveAccessibleDescription(/Enter the code from your authenticator app/);

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(/That code is not right/);
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(requests[3]).toEqual({ username: 'chief', password: 'a long password', code: '654321' });
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
    expect(readAuthToken()).toBe('the-token');
  });

  it("reads 'Logging in...' on the button while the login is on its way (spec §2)", async () => {
    let release: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const user = userEvent.setup();
    render(<LoginForm submitLabel="Login" onLoggedIn={vi.fn()} />);
    await user.type(screen.getByLabelText('Username'), 'chief');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release(answer(200, { success: true, token: 'the-token' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('hands wrong credentials to onFailure when given, without a code field', async () => {
    answers = [
      answer(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' } }),
    ];
    const onFailure = vi.fn();
    const user = userEvent.setup();
    render(<LoginForm submitLabel="Login" onLoggedIn={vi.fn()} onFailure={onFailure} />);
    await user.type(screen.getByLabelText('Username'), 'chief');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
    expect(readAuthToken()).toBeNull();
  });
});
