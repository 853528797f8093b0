import { Type } from 'typebox';
import { component } from '../../http/openapi.js';
import { ValidationError } from '../../http/errors.js';

/**
 * The one password rule (docs/auth.md, "Passwords"): a password a person chooses (createUser, changePassword,
 * resetPassword) has 10 to 200 characters and is not the account's email address, in any case. The console reads
 * it from the document's `NewPassword` schema.
 */
export const PASSWORD_RULE = { min: 10, max: 200 } as const;
const DESCRIBED = `At least ${PASSWORD_RULE.min} characters, not the email address`;

export const NewPassword = component(
  'NewPassword',
  Type.String({
    minLength: PASSWORD_RULE.min,
    maxLength: PASSWORD_RULE.max,
    description: `${DESCRIBED}; stored as an argon2id hash`,
  }),
);

/** The part of the rule a schema cannot say: 400 naming `field` when the password is the email address. */
export function checkNewPassword(field: string, password: string, email: string): void {
  if (password.toLowerCase() === email.toLowerCase()) {
    throw new ValidationError(`${field} must not be the email address`);
  }
}
