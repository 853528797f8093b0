import { useState } from 'preact/hooks';
import { api, ok, errorText } from '../api.js';
import { useSession } from '../session.js';
import { ErrorMessage, Field } from '../ui/components.js';

/**
 * Sign-in with email and password (POST /auth/login), or with an API key: the Admin key `npm start` prints on
 * a new database is how the first person gets in before any user has a password.
 */
export function SignIn() {
  const { signIn } = useSession();
  const [withKey, setWithKey] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: Event) {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    setError(null);
    setBusy(true);
    try {
      if (withKey) {
        await signIn({ kind: 'key', value: String(form.get('key') ?? '').trim() });
      } else {
        const session = await ok(
          api.POST('/api/v1/auth/login', {
            body: {
              emailaddress: String(form.get('email') ?? ''),
              password: String(form.get('password') ?? ''),
            },
          }),
        );
        await signIn({ kind: 'token', value: session.data.token }, session.data.password_change_required);
      }
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section class="signin" aria-labelledby="signin-title">
      <h1 id="signin-title">Sign in to Foodtrace</h1>
      <form onSubmit={submit}>
        {withKey ? (
          <Field label="API key" name="key" type="password" autoComplete="off" required />
        ) : (
          <>
            <Field label="Email address" name="email" type="email" autoComplete="username" required />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          </>
        )}
        <ErrorMessage error={error} />
        <button type="submit" class="primary" disabled={busy}>
          Sign in
        </button>
      </form>
      <button type="button" class="link" onClick={() => (setWithKey(!withKey), setError(null))}>
        {withKey ? 'Sign in with email and password' : 'Sign in with an API key'}
      </button>
    </section>
  );
}
