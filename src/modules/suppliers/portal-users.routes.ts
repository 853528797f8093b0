import type { App } from '../../app-context.js';
import { Conflict, NotFound } from '../../http/errors.js';
import { responses } from '../../http/schemas.js';
import { hashTemporaryPassword, newTemporaryPassword } from '../../lib/temp-password.js';
import * as repo from './portal-users.repository.js';
import { CreatePortalUserBody, PortalUserParams, PortalUserWritten } from './portal-users.schemas.js';
import { takenEmails } from './provision.repository.js';
import { SupplierIdParams } from './suppliers.schemas.js';
import { EMAIL_UNIQUE } from './suppliers.service.js';

const tags = ['Suppliers'];
const SUPPLIER_NOT_FOUND = 'Supplier not found or already inactive';
const USER_NOT_FOUND = 'User not found or already inactive';
/** createUser's message for a taken address, kept for the same case here. */
const EMAIL_TAKEN = 'User not added, email already exists';

function credentials(): repo.Credentials {
  const tempPassword = newTemporaryPassword();
  return { tempPassword, passwordHash: hashTemporaryPassword(tempPassword) };
}

/** Portal users of a supplier, provisioned as createSupplier provisions the first: `kick` wakes the outbox. */
export function portalUsersRoutes(app: App, kick: () => void) {
  app.post(
    '/suppliers/:supplierid/users',
    {
      config: { idempotent: true, level: 2, messages: { unique: { [EMAIL_UNIQUE]: EMAIL_TAKEN } } },
      schema: {
        operationId: 'createPortalUser',
        tags,
        summary:
          'Add a portal user to an active supplier: temporary password and welcome email, as at creation',
        params: SupplierIdParams,
        body: CreatePortalUserBody,
        response: responses({ 201: PortalUserWritten }, [404, 409]),
      },
    },
    async (request, reply) => {
      const { supplierid } = request.params;
      if ((await takenEmails(request.db, [request.body.emailaddress])).size > 0)
        throw new Conflict(EMAIL_TAKEN);
      const userid = await repo.insertPortalUser(request.db, supplierid, request.body, credentials());
      if (userid === undefined) throw new NotFound(SUPPLIER_NOT_FOUND);
      kick();
      return reply
        .code(201)
        .send({ success: true as const, message: 'Portal user created successfully', supplierid, userid });
    },
  );

  app.post(
    '/suppliers/:supplierid/users/:userid/resendWelcome',
    {
      config: { idempotent: true, level: 2 },
      schema: {
        operationId: 'resendWelcomeEmail',
        tags,
        summary:
          'Send a portal user’s welcome email again, with a new temporary password, while the user has not set a password',
        params: PortalUserParams,
        response: responses({ 200: PortalUserWritten }, [404, 409]),
      },
    },
    async (request) => {
      const { supplierid, userid } = request.params;
      await request.db.transaction(async (tx) => {
        const user = await repo.lockPortalUser(tx, supplierid, userid);
        if (!user) throw new NotFound(USER_NOT_FOUND);
        if (!user.temporary) {
          throw new Conflict('The user has already set a password: there is no welcome email to send again');
        }
        await repo.requeueWelcome(tx, supplierid, user, credentials());
      });
      kick();
      return { success: true as const, message: 'Welcome email queued', supplierid, userid };
    },
  );
}
