import { Type, type Static } from 'typebox';
import { User } from '../users/users.schemas.js';
import { component } from '../../http/openapi.js';
import { NewPassword } from './password-rule.js';

export const tags = ['Auth'];
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const LOCKED_OUT = 'Too many failed sign-in attempts; try again later';

export const LoginBody = Type.Object({
  emailaddress: Type.String({ minLength: 1, maxLength: 254 }),
  // Longer than any password we store, so that a wrong long one is a 401 like any other.
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type LoginBody = Static<typeof LoginBody>;

export const ChangePasswordBody = Type.Object({
  currentpassword: Type.String({ minLength: 1, maxLength: 1024 }),
  // The one rule (password-rule.ts); besides, not the current password.
  newpassword: NewPassword,
});

export const Session = component(
  'Session',
  Type.Object({
    token: Type.String({
      description: 'A JWT: send it as `Authorization: Bearer <token>` or in `X-API-Key`',
    }),
    token_type: Type.Literal('Bearer'),
    expires_at: Type.String({ description: 'ISO 8601, UTC' }),
    password_change_required: Type.Boolean({
      description: 'Signed in with a temporary password: only changePassword and logout until it is changed',
    }),
    user: User,
  }),
);
export type Session = Static<typeof Session>;

export const Me = component(
  'Me',
  Type.Object({
    user: User,
    level: Type.Integer({ description: '1 Basic, 2 Editor, 3 Manager, 4 Admin' }),
    scope: Type.Union([Type.Literal('organisation'), Type.Literal('supplier')]),
    companyid: Type.Integer({ description: 'The caller’s company; the supplier scope sees only this one' }),
    via: Type.Union([Type.Literal('key'), Type.Literal('token')]),
  }),
);
