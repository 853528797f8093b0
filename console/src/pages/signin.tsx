import { useState } from 'preact/hooks';
import { ApiError, api, ok, errorText } from '../api.js';
import { useSession } from '../session.js';
import { ErrorMessage, Field } from '../ui/components.js';

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * The lockout (429 with `Retry-After`, docs/auth.md) said as a person needs it: how long, and until when by the
 * clock, e.g. "Too many attempts. Try again in 5 minutes (at 18:42)."
 */
export function lockedOut(seconds: number | undefined, now = new Date()): string {
  if (!seconds) return 'Too many attempts. Try again later.';
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `Too many attempts. Try again in ${wait} (at ${clock.format(new Date(now.getTime() + seconds * 1000))}).`;
}

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
      setError(err instanceof ApiError && err.status === 429 ? lockedOut(err.retryAfter) : errorText(err));
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
      {withKey ? null : (
        <p>
          <a href="/forgot-password">Forgot your password?</a>
        </p>
      )}
      <button type="button" class="link" onClick={() => (setWithKey(!withKey), setError(null))}>
        {withKey ? 'Sign in with email and password' : 'Sign in with an API key'}
      </button>
    </section>
  );
}
