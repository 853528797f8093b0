import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { api, errorText, ok } from '../../api.js';
import { useSession } from '../../session.js';
import { useFieldId } from '../../ui/components.js';
import { CheckedField, ErrorSummary, type Problem } from './problems.js';
import { passwordRule, ruleHint, ruleProblem, usePasswordRule } from './rule.js';

/**
 * The page a reset link opens (`/reset-password?token=…`): a new password, checked against the one rule before it
 * is sent. Once set, every session of the person ends (this browser's too) and they sign in with it.
 */
export function ResetPassword() {
  const { query } = useLocation();
  const token = typeof query.token === 'string' ? query.token : '';
  const { me, signOut } = useSession();
  const rule = usePasswordRule();
  const passwordId = useFieldId();
  const confirmId = useFieldId();
  const [problems, setProblems] = useState<Problem[]>([]);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  if (typeof document !== 'undefined') document.title = 'Choose a new password · Foodtrace';

  async function submit(e: Event) {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    const password = String(form.get('password') ?? '');
    const again = String(form.get('confirm') ?? '');
    const found: Problem[] = [];
    const broken = ruleProblem(rule ?? (await passwordRule()), password);
    if (broken) found.push({ id: passwordId, text: broken });
    if (!broken && password !== again) found.push({ id: confirmId, text: 'The two passwords differ' });
    setProblems(found);
    setLinkProblem(null);
    if (found.length > 0) return;
    setBusy(true);
    try {
      await ok(api.POST('/api/v1/auth/resetPassword', { body: { token, password } }));
      setDone(true);
      // The reset signed the person out everywhere: this browser's tabs follow.
      if (me) await signOut();
    } catch (err) {
      const text = errorText(err);
      if (/link/.test(text)) setLinkProblem(text);
      else setProblems([{ id: passwordId, text }]);
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (id: string) => problems.find((p) => p.id === id)?.text;
  return (
    <section class="signin" aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      {done ? (
        <div role="status">
          <p>Your password has been reset. You were signed out everywhere.</p>
          <p>
            <a href="/signin">Sign in with your new password</a>
          </p>
        </div>
      ) : !token || linkProblem ? (
        <div role="alert">
          <p class="error">{linkProblem ?? 'This link is incomplete: open the whole link from the email.'}</p>
          <p>
            <a href="/forgot-password">Ask for a new link</a>
          </p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <ErrorSummary problems={problems} />
          <CheckedField
            id={passwordId}
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            hint={ruleHint(rule)}
            error={errorOf(passwordId)}
          />
          <CheckedField
            id={confirmId}
            label="New password again"
            name="confirm"
            type="password"
            autoComplete="new-password"
            error={errorOf(confirmId)}
          />
          <button type="submit" class="primary" disabled={busy}>
            Set the new password
          </button>
        </form>
      )}
    </section>
  );
}
