import type { Queryable } from '../../db/index.js';
import { captureContexts } from './query.repository.js';

/**
 * The @context each capture was sent with, kept once read: a capture is written once and never changed, so a
 * query answers its events' namespaces without asking the database again. Bounded: the oldest kept is forgotten
 * first. One per app (the query routes'), never shared between apps.
 */
export class CaptureContexts {
  private readonly kept = new Map<number, unknown>();

  constructor(private readonly max = 10_000) {}

  /** The contexts of `ids`, in their order (null for a capture that holds none). */
  async of(q: Queryable, ids: readonly number[]): Promise<unknown[]> {
    const missing = ids.filter((id) => !this.kept.has(id));
    if (missing.length > 0) {
      const found = await captureContexts(q, missing);
      for (const id of missing) this.keep(id, found.get(id) ?? null);
    }
    return ids.map((id) => this.kept.get(id) ?? null);
  }

  private keep(id: number, context: unknown) {
    if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(id, context);
  }
}
