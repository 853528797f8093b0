import type { Schemas } from '../../api.js';

type Action = Schemas['CorrectiveAction'];

/** The list's filters as the address holds them (`/actions?status=open&overdue=true&page=2`). */
export interface ActionFilters {
  status: Action['status'] | '';
  priority: Action['priority'] | '';
  assignee: string;
  overdue: '' | 'true' | 'false';
}

const STATUSES: readonly string[] = ['open', 'in_progress', 'done', 'verified'];
const PRIORITIES: readonly string[] = ['high', 'medium', 'low'];

/** The filters of an address's query; an unknown value counts as no filter. */
export function filtersOf(query: Record<string, string | undefined>): ActionFilters {
  const status = STATUSES.includes(query.status ?? '') ? (query.status as Action['status']) : '';
  const priority = PRIORITIES.includes(query.priority ?? '') ? (query.priority as Action['priority']) : '';
  const assignee = /^[1-9]\d{0,9}$/.test(query.assignee ?? '') ? query.assignee! : '';
  const overdue = query.overdue === 'true' || query.overdue === 'false' ? query.overdue : '';
  return { status, priority, assignee, overdue };
}

/** The address of the list with these filters, at `page` (the first page is left out). */
export function actionsHref(filters: Partial<ActionFilters>, page = 1): string {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) q.set(name, value);
  if (page > 1) q.set('page', String(page));
  const qs = q.toString();
  return `/actions${qs ? `?${qs}` : ''}`;
}

export const hasFilters = (f: ActionFilters) => Boolean(f.status || f.priority || f.assignee || f.overdue);
