import type { FastifyBaseLogger } from 'fastify';

export interface PollingWorkerOptions {
  /** Idle polling interval: work that falls due (a retry) is found without anyone calling `kick`. */
  pollMs: number;
}

/**
 * The one loop every background job runs in (docs/architecture.md, "Background work"): call `pass` until
 * it finds nothing to do, then sleep `pollMs` or until `kick`. A failed pass is logged and retried at the
 * next poll; `stop` waits for the pass under way, so nothing runs once the database is closed.
 */
export class PollingWorker {
  private stopped = true;
  private loopDone: Promise<void> = Promise.resolve();
  private wake: (() => void) | undefined;
  private kicked = false;

  constructor(
    private readonly name: string,
    /** Does one round of work; returns how much it did (0: nothing to do, sleep). */
    private readonly pass: () => Promise<number>,
    private readonly options: PollingWorkerOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  get running(): boolean {
    return !this.stopped;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loopDone = this.loop();
  }

  /** New work was committed: look now rather than at the next poll. */
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loopDone;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let done = 0;
      try {
        done = await this.pass();
      } catch (err) {
        if (this.stopped) break;
        this.log.error({ err }, `${this.name}: pass failed`);
      }
      if (done === 0 && !this.stopped) await this.sleep(this.options.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.kicked) {
      this.kicked = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        this.kicked = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
