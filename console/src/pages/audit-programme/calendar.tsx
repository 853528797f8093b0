import { api, ok } from '../../api.js';
import { Badge, Loaded } from '../../ui/components.js';
import { useAsync } from '../../ui/hooks.js';
import { isoDay, STATUS_TEXT, STATUS_TONE, type ProgrammeSite } from './shared.js';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The month `month` (YYYY-MM) as weeks of seven days (Monday first), null outside the month. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = new Date(`${month}-01T00:00:00Z`);
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

export function shiftMonth(month: string, by: number): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  return isoDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + by, 1))).slice(0, 7);
}

/**
 * A month of the programme: each site on its date (its planned audit's, else its due date), as a table of weeks
 * that a screen reader reads day by day; at most 200 sites a month are shown, with their total.
 */
export function Calendar({ month, onMonth }: { month: string; onMonth(m: string): void }) {
  const weeks = monthWeeks(month);
  const last = weeks.flat().filter(Boolean).pop()!;
  const sites = useAsync(
    () =>
      ok(
        api.GET('/api/v1/audit-programme', {
          params: { query: { from: `${month}-01`, to: last, limit: 200 } },
        }),
      ),
    [month],
  );
  const label = new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <section class="card" aria-labelledby="calendar-title">
      <div class="calendar-head">
        <button type="button" onClick={() => onMonth(shiftMonth(month, -1))}>
          <span aria-hidden="true">‹</span> Previous month
        </button>
        <h2 id="calendar-title">{label}</h2>
        <button type="button" onClick={() => onMonth(shiftMonth(month, 1))}>
          Next month <span aria-hidden="true">›</span>
        </button>
      </div>
      <Loaded state={sites} what="Loading the month">
        {(r) => {
          const byDay = new Map<string, ProgrammeSite[]>();
          for (const s of r.data) {
            const day = s.planned?.auditdate ?? s.due_date;
            byDay.set(day, [...(byDay.get(day) ?? []), s]);
          }
          return (
            <>
              <p class="hint" role="status">
                {r.pagination.total} site{r.pagination.total === 1 ? '' : 's'} this month
                {r.pagination.total > r.data.length ? ` (the first ${r.data.length} shown)` : ''}
              </p>
              <table class="calendar">
                <caption class="sr-only">Audits due and planned in {label}</caption>
                <thead>
                  <tr>
                    {WEEKDAYS.map((d) => (
                      <th key={d} scope="col">
                        {d}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {weeks.map((week, w) => (
                    <tr key={w}>
                      {week.map((day, i) => (
                        <td key={i} class={day ? undefined : 'calendar-out'}>
                          {day ? <Day day={day} sites={byDay.get(day) ?? []} /> : null}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

function Day({ day, sites }: { day: string; sites: ProgrammeSite[] }) {
  return (
    <>
      <span class="calendar-day">{Number(day.slice(8))}</span>
      {sites.length > 0 ? (
        <ul class="calendar-items">
          {sites.slice(0, 4).map((s) => (
            <li key={s.siteid}>
              <Badge tone={STATUS_TONE[s.status]}>{STATUS_TEXT[s.status]}</Badge>{' '}
              <a href={s.planned ? `/audits/${s.planned.auditid}` : `/suppliers/${s.supplierid}`}>
                {s.companyname}, {s.sitename}
              </a>
            </li>
          ))}
          {sites.length > 4 ? <li class="hint">and {sites.length - 4} more</li> : null}
        </ul>
      ) : null}
    </>
  );
}
