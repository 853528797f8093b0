import { useState } from 'preact/hooks';
import { api, errorText, ok } from '../../api.js';
import { useFieldId } from '../../ui/components.js';
import { CheckedField, ErrorSummary, type Problem } from './problems.js';

/**
 * "Forgot your password?": the person gives their email address and is told the same whatever it is (the API
 * answers alike for every address); the link comes by email, works once, for an hour.
 */
export function ForgotPassword() {
  const emailId = useFieldId();
  const [problems, setProblems] = useState<Problem[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (typeof document !== 'undefined') document.title = 'Reset your password · Foodtrace';

  async function submit(e: Event) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget as HTMLFormElement).get('email') ?? '').trim();
    if (!email) {
      setProblems([{ id: emailId, text: 'Enter your email address' }]);
      return;
    }
    setProblems([]);
    setBusy(true);
    try {
      await ok(api.POST('/api/v1/auth/forgotPassword', { body: { emailaddress: email } }));
      setSentTo(email);
    } catch (err) {
      setProblems([{ id: emailId, text: errorText(err) }]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section class="signin" aria-labelledby="forgot-title">
      <h1 id="forgot-title">Reset your password</h1>
      {sentTo !== null ? (
        <div role="status">
          <p>
            If <strong>{sentTo}</strong> is the address of an active account, we have sent it a link to choose
            a new password. The link works once, for one hour.
          </p>
          <p>Nothing arrived within a few minutes? Check the spam folder, or ask your administrator.</p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <ErrorSummary problems={problems} />
          <p>Enter the email address you sign in with. We will email you a link to choose a new password.</p>
          <CheckedField
            id={emailId}
            label="Email address"
            name="email"
            type="email"
            autoComplete="username"
            error={problems[0]?.text}
          />
          <button type="submit" class="primary" disabled={busy}>
            Send the link
          </button>
        </form>
      )}
      <p>
        <a href="/signin">Back to sign in</a>
      </p>
    </section>
  );
}
