/** A local calendar day as YYYY-MM-DD (the user's today, not UTC's). */
export function isoDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** This month, and the twelve months up to its end, as report ranges. */
export function ranges(now = new Date()) {
  const y = now.getFullYear();
  const m = now.getMonth();
  const monthStart = new Date(y, m, 1);
  const monthEnd = new Date(y, m + 1, 0);
  const yearStart = new Date(y, m - 11, 1);
  return {
    month: { from: isoDay(monthStart), to: isoDay(monthEnd) },
    year: { from: isoDay(yearStart), to: isoDay(monthEnd) },
  };
}
