import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { dayOf } from '../../worker/day-reminders.js';
import { PollingWorker } from '../../worker/polling-worker.js';
import { passDay } from './approval.repository.js';

/**
 * The time-driven changes of the approval statuses (docs/approval.md, "Approval status"): a certificate or a
 * questionnaire expiring, a critical action falling past due change nothing in the tables, only the day. The
 * worker passes at start-up and every `reminderIntervalMs` (as the certificate reminders do), on every instance:
 * when the app's clock says another day than approval_rules.asof, that day is recorded and every supplier
 * recomputed for it. Triggered recomputes read the same recorded day, so a status never depends on which
 * instance or which clock computed it.
 */
export class ApprovalWorker {
  private readonly worker: PollingWorker;

  constructor(
    private readonly db: Db,
    config: Readonly<Config>,
    private readonly clock: () => Date,
    log: FastifyBaseLogger,
  ) {
    this.worker = new PollingWorker(
      'approval-day',
      () => this.pass(),
      { pollMs: config.reminderIntervalMs },
      log,
    );
  }

  start(): void {
    this.worker.start();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** 1 when the day changed and every supplier was recomputed, else 0. */
  async pass(): Promise<number> {
    const day = dayOf(this.clock);
    const changed = await this.db.transaction((tx) => passDay(tx, day));
    return changed === undefined ? 0 : 1;
  }
}
