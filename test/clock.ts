/** A clock a test sets and moves: give `clock.now` to buildApp (or useTestApp's options). */
export interface TestClock {
  now: () => Date;
  /** Sets the time: a date (`2026-03-01`, midday UTC) or an instant. */
  set(at: string | Date): void;
  /** Moves it by whole days. */
  advanceDays(days: number): void;
  /** The day it is, YYYY-MM-DD (UTC). */
  today(): string;
}

const DAY_MS = 86_400_000;

export function testClock(start: string | Date = new Date()): TestClock {
  const parse = (at: string | Date) =>
    typeof at === 'string' && /^\d{4}-\d\d-\d\d$/.test(at)
      ? Date.parse(`${at}T12:00:00Z`)
      : new Date(at).getTime();
  let ms = parse(start);
  return {
    now: () => new Date(ms),
    set: (at) => {
      ms = parse(at);
    },
    advanceDays: (days) => {
      ms += days * DAY_MS;
    },
    today: () => new Date(ms).toISOString().slice(0, 10),
  };
}

/** `days` after the day `from` (YYYY-MM-DD), as YYYY-MM-DD. */
export function addDays(from: string, days: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
