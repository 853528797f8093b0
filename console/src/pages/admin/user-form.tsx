import { useState } from 'preact/hooks';
import { api, ok, type Schemas, errorText } from '../../api.js';
import { useSession } from '../../session.js';
import { ErrorMessage, Field, SelectField, TextArea } from '../../ui/components.js';
import { options, useLookup } from '../../lookups.js';
import { passwordRule, ruleProblem, usePasswordRule } from '../password/rule.js';

type User = Schemas['User'];

/** The level each organisation access level acts with (docs/auth.md); Supplier portal is not an organisation's. */
export const ACCESS_LEVEL: Record<number, number> = { 1: 4, 2: 3, 3: 2, 4: 2, 5: 2 };

/** Creating an organisation user (`user` absent) or editing one's details. */
export function UserForm({ user, onDone }: { user?: User; onDone(changed: boolean): void }) {
  const { me } = useSession();
  const access = useLookup('access_levels').filter(
    (a) => ACCESS_LEVEL[a.id] !== undefined && ACCESS_LEVEL[a.id]! <= (me?.level ?? 0),
  );
  const departments = useLookup('departments');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rule = usePasswordRule();

  async function submit(e: Event) {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    const text = (k: string) => String(form.get(k) ?? '').trim();
    const details = {
      firstname: text('firstname'),
      lastname: text('lastname'),
      emailaddress: text('emailaddress'),
      landlineno: text('landlineno') || null,
      mobileno: text('mobileno') || null,
      jobtitle: text('jobtitle') || null,
      comments: text('comments') || null,
    };
    setError(null);
    if (!user) {
      // The one rule (the API's NewPassword), checked before sending; the API checks it again.
      const broken = ruleProblem(
        rule ?? (await passwordRule()),
        String(form.get('password') ?? ''),
        details.emailaddress,
      );
      if (broken) {
        setError(broken.replace('your email address', 'their email address'));
        return;
      }
    }
    setBusy(true);
    try {
      if (user) {
        await ok(
          api.POST('/api/v1/users/updateUser/{id}', { params: { path: { id: user.userid } }, body: details }),
        );
      } else {
        await ok(
          api.POST('/api/v1/users/createUser', {
            body: {
              ...details,
              password: String(form.get('password') ?? ''),
              companyid: 1,
              accesslevelid: Number(form.get('accesslevelid')),
              departmentid: Number(form.get('departmentid')),
            },
          }),
        );
      }
      onDone(true);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  }

  return (
    <form class="inline-form" onSubmit={submit} aria-label={user ? 'Edit user' : 'New user'}>
      <h2>{user ? `Edit ${user.firstname} ${user.lastname}` : 'New organisation user'}</h2>
      <div class="form-grid">
        <Field label="First name" name="firstname" required defaultValue={user?.firstname} />
        <Field label="Last name" name="lastname" required defaultValue={user?.lastname} />
        <Field
          label="Email address"
          name="emailaddress"
          type="email"
          required
          autoComplete="off"
          defaultValue={user?.emailaddress}
        />
        {user ? null : (
          <Field
            label="Password"
            name="password"
            type="password"
            required
            minLength={rule?.min}
            maxLength={rule?.max}
            autoComplete="new-password"
            hint={`${rule ? `At least ${rule.min} characters, not their email address` : 'Not their email address'}; tell it to the person, who can change it`}
          />
        )}
        <Field label="Job title" name="jobtitle" defaultValue={user?.jobtitle ?? ''} />
        <Field label="Landline" name="landlineno" type="tel" defaultValue={user?.landlineno ?? ''} />
        <Field label="Mobile" name="mobileno" type="tel" defaultValue={user?.mobileno ?? ''} />
        {user ? null : (
          <>
            <SelectField
              label="Access level"
              name="accesslevelid"
              required
              options={[['', 'Choose an access level'], ...options(access)]}
            />
            <SelectField
              label="Department"
              name="departmentid"
              required
              options={[['', 'Choose a department'], ...options(departments)]}
            />
          </>
        )}
      </div>
      <TextArea label="Comments" name="comments" defaultValue={user?.comments ?? ''} />
      <ErrorMessage error={error} />
      <div class="buttons">
        <button type="submit" class="primary" disabled={busy}>
          {user ? 'Save changes' : 'Create user'}
        </button>
        <button type="button" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
