import { Type, type Static } from 'typebox';
import { Page } from '../../http/paging.js';
import { Id, Nullable, NullableTimestamp, Timestamp } from '../../http/schemas.js';
import { component } from '../../http/openapi.js';
import { NewPassword } from '../auth/password-rule.js';

const Text = (maxLength: number) => Type.String({ maxLength });
/** Text whose column may be empty: `null` is kept as null (a plain string type would coerce it to ""). */
const NullText = (maxLength: number) => Nullable(Text(maxLength));
const Email = Type.String({ format: 'email', maxLength: 254 });

export const User = component(
  'User',
  Type.Object({
    userid: Type.Integer(),
    companyid: Type.Integer(),
    departmentid: Type.Integer(),
    emailaddress: Type.String(),
    accesslevelid: Type.Integer(),
    firstname: Type.String(),
    lastname: Type.String(),
    jobtitle: Nullable(Type.String()),
    landlineno: Nullable(Type.String()),
    mobileno: Nullable(Type.String()),
    comments: Nullable(Type.String()),
    logincount: Type.Integer(),
    lastloggedin: NullableTimestamp,
    lastupdated: Timestamp,
    created: Timestamp,
    active: Type.Integer({ description: '1 active, 0 deactivated' }),
  }),
);
export type User = Static<typeof User>;

// The order of `required` is the order in which a missing field is reported.
export const CreateUserBody = component(
  'UserInput',
  Type.Object({
    emailaddress: Email,
    password: NewPassword,
    firstname: Type.String({ minLength: 1, maxLength: 100 }),
    lastname: Type.String({ minLength: 1, maxLength: 100 }),
    landlineno: NullText(50),
    mobileno: NullText(50),
    companyid: Id(),
    jobtitle: NullText(100),
    accesslevelid: Id('An id of GET /lookups/access_levels'),
    departmentid: Id('An id of GET /lookups/departments'),
    comments: Type.Optional(NullText(2000)),
  }),
);
export type CreateUserBody = Static<typeof CreateUserBody>;

export const UpdateUserBody = Type.Object(
  {
    firstname: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    lastname: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    emailaddress: Type.Optional(Email),
    landlineno: Type.Optional(NullText(50)),
    mobileno: Type.Optional(NullText(50)),
    jobtitle: Type.Optional(NullText(100)),
    comments: Type.Optional(NullText(2000)),
  },
  { additionalProperties: false, description: 'Any of these fields; others are ignored' },
);
export type UpdateUserBody = Static<typeof UpdateUserBody>;
export const UPDATABLE_USER_FIELDS = Object.keys(UpdateUserBody.properties) as (keyof UpdateUserBody)[];

export const UserIdParams = Type.Object({ id: Id('userid') });
export const GetUserQuery = Type.Object({ userId: Type.Optional(Id('userid, when not in the path')) });

export const ListUsersQuery = Type.Object({
  ...Page,
  cursor: Type.Optional(
    Type.String({ maxLength: 100, description: 'pagination.nextCursor of the previous page; replaces page' }),
  ),
  companyid: Type.Optional(Id('The company the users belong to (1: the organisation)')),
  active: Type.Optional(
    Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 or 0; default both' }),
  ),
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Part of the first name, last name or email address, any case',
    }),
  ),
});
export type ListUsersQuery = Static<typeof ListUsersQuery>;

export const UserList = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(User),
  pagination: Type.Object({
    page: Nullable(Type.Integer({ description: 'null when paging by cursor' })),
    limit: Type.Integer(),
    total: Type.Integer({ description: 'Users matching the filters, on all pages' }),
    totalPages: Type.Integer(),
    nextCursor: Nullable(
      Type.String({ description: 'Pass as `cursor` for the next page; null on the last' }),
    ),
  }),
});
