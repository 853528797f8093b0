import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/index.js';
import { MailOutbox, type MailOutboxOptions } from '../../worker/mail-outbox.js';
import { welcomeEmail } from './welcome-email.js';

export interface OutboxOptions extends MailOutboxOptions {
  portalUrl: string;
}

interface Claimed {
  id: number;
  recipient: string;
  firstname: string;
  temp_password: string | null;
  attempts: number;
}

/**
 * Sends the welcome emails queued in supplier_outbox (src/worker/mail-outbox.ts): a row is marked sent, and
 * its temporary password erased, right after the SMTP server accepts it.
 */
export class OutboxWorker extends MailOutbox {
  constructor(db: Queryable, options: OutboxOptions, log: FastifyBaseLogger) {
    super(
      db,
      {
        name: 'outbox',
        table: 'supplier_outbox',
        onFinish: 'temp_password = NULL',
        load: async (q, claim, batch, leaseMs) => {
          const { rows } = await q.query<Claimed>(claim, [batch, leaseMs]);
          return rows.map((row) => ({
            id: row.id,
            attempts: row.attempts,
            to: row.recipient,
            // Nothing left to tell (the password was erased): never send an email without its credentials.
            mail:
              row.temp_password === null
                ? null
                : welcomeEmail({
                    firstname: row.firstname,
                    email: row.recipient,
                    password: row.temp_password,
                    portalUrl: options.portalUrl,
                  }),
          }));
        },
      },
      options,
      log,
    );
  }
}
