import { useEffect, useState } from 'preact/hooks';
import { openApi } from '../../openapi-doc.js';

/** The one password rule (docs/auth.md, "Passwords"), as the API's document states it (`NewPassword`). */
export interface PasswordRule {
  min: number;
  max: number;
}

/** The rule from the document: the console keeps no copy of the numbers that could drift from the API's. */
export async function passwordRule(): Promise<PasswordRule> {
  const schema = (await openApi()).components.schemas.NewPassword as
    { minLength?: number; maxLength?: number } | undefined;
  return { min: schema?.minLength ?? 1, max: schema?.maxLength ?? 1024 };
}

/** The rule, once the document is read (null before). */
export function usePasswordRule(): PasswordRule | null {
  const [rule, setRule] = useState<PasswordRule | null>(null);
  useEffect(() => {
    let live = true;
    passwordRule()
      .then((r) => live && setRule(r))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return rule;
}

/** What the hint says of the rule. */
export const ruleHint = (rule: PasswordRule | null) =>
  rule ? `At least ${rule.min} characters, and not your email address` : 'Not your email address';

/** Why `password` breaks the rule (`email`: the account's address, when known), or null. */
export function ruleProblem(rule: PasswordRule, password: string, email?: string): string | null {
  if (password.length < rule.min) return `Enter a password of at least ${rule.min} characters`;
  if (password.length > rule.max) return `Enter a password of at most ${rule.max} characters`;
  if (email && password.toLowerCase() === email.toLowerCase()) {
    return 'Enter a password that is not your email address';
  }
  return null;
}
