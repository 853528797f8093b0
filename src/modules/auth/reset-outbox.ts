import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/index.js';
import { MailOutbox, type MailOutboxOptions } from '../../worker/mail-outbox.js';
import { resetEmail, resetLink } from './reset-email.js';
import { claimResetEmails, issueReset, RESET } from './reset.repository.js';

/** A reset link's token: 256 random bits, base64url. Only its SHA-256 is kept. */
export const hashResetToken = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/**
 * Sends the password reset emails queued in password_reset_outbox (src/worker/mail-outbox.ts). The link's token
 * is made here, as the email is sent, and only its hash is kept: the token is in the email and nowhere else. A
 * retried email gets a new token (the earlier one is revoked), so only the latest email's link works.
 */
export class ResetOutbox extends MailOutbox {
  constructor(db: Queryable, options: MailOutboxOptions & { portalUrl: string }, log: FastifyBaseLogger) {
    super(
      db,
      {
        name: 'password-reset-mail',
        table: 'password_reset_outbox',
        load: async (q, claim, batch, leaseMs) => {
          const rows = await claimResetEmails(q, claim, batch, leaseMs);
          return Promise.all(
            rows.map(async (row) => {
              const token = randomBytes(32).toString('base64url');
              const issued =
                row.sendable &&
                (await issueReset(q, {
                  userid: row.userid,
                  outboxId: row.id,
                  tokenHash: hashResetToken(token),
                }));
              return {
                id: row.id,
                attempts: row.attempts,
                to: row.recipient,
                mail: issued
                  ? resetEmail({
                      firstname: row.firstname,
                      link: resetLink(options.portalUrl, token),
                      minutes: RESET.ttlSeconds / 60,
                      byAdmin: row.by_admin,
                    })
                  : null,
              };
            }),
          );
        },
      },
      options,
      log,
    );
  }
}
