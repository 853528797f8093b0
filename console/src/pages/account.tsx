import { useState } from 'preact/hooks';
import { api, ok, errorText } from '../api.js';
import { useSession } from '../session.js';
import { ErrorMessage, Field, Page } from '../ui/components.js';
import { formatDateTime } from '../ui/format.js';
import { passwordRule, ruleHint, ruleProblem, usePasswordRule } from './password/rule.js';

/** The signed-in person: who they are, and the password change (forced after a temporary password). */
export function Account({ forced = false }: { forced?: boolean }) {
  const { me, replaceToken, signOut } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const rule = usePasswordRule();

  async function submit(e: Event) {
    e.preventDefault();
    const formEl = e.currentTarget as HTMLFormElement;
    const form = new FormData(formEl);
    setError(null);
    // The one rule (the API's NewPassword), checked before sending; the API checks it again.
    const broken = ruleProblem(
      rule ?? (await passwordRule()),
      String(form.get('newpassword')),
      me?.user.emailaddress,
    );
    if (broken) {
      setError(broken);
      return;
    }
    if (form.get('newpassword') !== form.get('confirm')) {
      setError('The two new passwords differ');
      return;
    }
    try {
      const session = await ok(
        api.POST('/api/v1/auth/changePassword', {
          body: {
            currentpassword: String(form.get('currentpassword')),
            newpassword: String(form.get('newpassword')),
          },
        }),
      );
      await replaceToken(session.data.token);
      formEl.reset();
      setDone(true);
    } catch (err) {
      setError(errorText(err));
    }
  }

  return (
    <Page title={forced ? 'Choose your password' : 'Your account'}>
      {forced ? (
        <p>You signed in with a temporary password. Choose your own to continue.</p>
      ) : me ? (
        <dl class="facts">
          <dt>Name</dt>
          <dd>
            {me.user.firstname} {me.user.lastname}
          </dd>
          <dt>Email</dt>
          <dd>{me.user.emailaddress}</dd>
          <dt>Level</dt>
          <dd>{['', 'Basic', 'Editor', 'Manager', 'Admin'][me.level]}</dd>
          <dt>Last sign-in</dt>
          <dd>{formatDateTime(me.user.lastloggedin)}</dd>
        </dl>
      ) : null}
      {me?.via === 'key' && !forced ? (
        <p>You are signed in with an API key; a password is changed by signing in with it.</p>
      ) : (
        <form onSubmit={submit} class="narrow">
          <h2>Change password</h2>
          <Field
            label="Current password"
            name="currentpassword"
            type="password"
            autoComplete="current-password"
            required
          />
          <Field
            label="New password"
            name="newpassword"
            type="password"
            autoComplete="new-password"
            minLength={rule?.min}
            maxLength={rule?.max}
            required
            hint={ruleHint(rule)}
          />
          <Field
            label="New password again"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
          />
          <ErrorMessage error={error} />
          {done ? <p role="status">Password changed. Your other sessions and keys were signed out.</p> : null}
          <button type="submit" class="primary">
            Change password
          </button>
          {forced ? (
            <button type="button" class="link" onClick={() => void signOut()}>
              Sign out
            </button>
          ) : null}
        </form>
      )}
    </Page>
  );
}
