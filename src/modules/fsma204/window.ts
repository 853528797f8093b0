/** The eventTime window of the FSMA 204 routes: its ends read and checked. Pure. */
import { ValidationError } from '../../http/errors.js';
import { MAX_WINDOW_DAYS } from './fsma204.schemas.js';

const DAY = 86_400_000;

/**
 * A moment as the routes take it (`from`, `to`): a day (midnight UTC) or a date-time with its offset, already
 * matched by the schema's pattern; a day that is not in the calendar (30 February) is 400 naming the field.
 */
export function moment(text: string, field: 'from' | 'to'): Date {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const valid = day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d && y >= 1;
  const at = text.length === 10 ? day : new Date(text);
  if (!valid || Number.isNaN(at.getTime())) {
    throw new ValidationError(`Invalid ${field}: ${JSON.stringify(text)} is not a real date and time`);
  }
  return at;
}

export interface Window {
  from: Date | null;
  to: Date | null;
}

/**
 * The window of a request: `to` after `from`; when `required` (no lot named), both ends given and at most
 * MAX_WINDOW_DAYS apart, so that an export without a lot is always bounded.
 */
export function checkedWindow(from: string | undefined, to: string | undefined, required: boolean): Window {
  const w = {
    from: from === undefined ? null : moment(from, 'from'),
    to: to === undefined ? null : moment(to, 'to'),
  };
  if (required && (w.from === null || w.to === null)) {
    throw new ValidationError(
      `Invalid ${w.from === null ? 'from' : 'to'}: without tlc, both from and to are required (a window of at most ${MAX_WINDOW_DAYS} days)`,
    );
  }
  if (w.from !== null && w.to !== null) {
    if (w.to <= w.from) throw new ValidationError('Invalid to: it must be after from');
    if (required && w.to.getTime() - w.from.getTime() > MAX_WINDOW_DAYS * DAY) {
      throw new ValidationError(`Invalid to: the window from from to to is at most ${MAX_WINDOW_DAYS} days`);
    }
  }
  return w;
}
