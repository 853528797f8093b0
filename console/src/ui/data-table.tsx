import { Fragment, type ComponentChildren } from 'preact';
import { Pager } from './components.js';

/** A column of a DataTable: its header, and what each row shows in it. */
export interface Column<T> {
  header: ComponentChildren;
  /** The header is said to screen readers only (a column of buttons: "Actions"). */
  headerHidden?: boolean;
  cell(row: T, index: number): ComponentChildren;
  /** A class on the header and on every cell of the column (`hide-narrow`, `num`...). */
  class?: string;
  /** The column that names its row: its cells are `<th scope="row">`. */
  rowHeader?: boolean;
  /** The list's `sort` name for this column (the API's): its header becomes a button that sorts by it. */
  sort?: string;
  /** The column's name above each value when the table shows as cards (a phone); default: `header` if text. */
  label?: string;
}

export interface DataTableProps<T> {
  /** The table's name (its `<caption>`), said to screen readers; shown too with `captionShown`. */
  caption: ComponentChildren;
  captionShown?: boolean;
  /** The columns; a `false` or `null` one is left out (a column only some people see). */
  columns: (Column<T> | false | null | undefined)[];
  rows: readonly T[];
  rowKey(row: T, index: number): string | number;
  rowClass?(row: T): string | undefined;
  /** A full-width row under a row (its details), or null for none. */
  below?(row: T): ComponentChildren;
  /**
   * What no rows show: a line in place of the table (`emptyAs` 'text', the default; 'status' announces it), or a
   * row under the headers ('row'). Without it an empty table shows its headers only.
   */
  empty?: ComponentChildren;
  emptyAs?: 'text' | 'status' | 'row';
  /** The table's own class (`wrap-cells`, `diff`...). */
  class?: string;
  /** A class added to the scrolling box around the table; `bare` leaves the box out (a table in a card). */
  wrapClass?: string;
  bare?: boolean;
  /** Previous/next under the table, for a list read a page at a time (a list answer's `pagination` fits). */
  pager?: { page: number; totalPages: number; total?: number; onPage(page: number): void };
  /**
   * The list's sort (`companyname`, `-auditdate`; '' for its own order) and what a header's button asks for: the
   * column ascending, or descending when it is already sorted ascending by it.
   */
  sort?: { by: string; onSort(next: string): void };
}

/** A sortable column's header: a button, the direction said by `aria-sort` on the `<th>` (GOV.UK's sortable table). */
function SortHeader({
  header,
  name,
  sort,
}: {
  header: ComponentChildren;
  name: string;
  sort: { by: string; onSort(next: string): void };
}) {
  const dir = sort.by === name ? 'ascending' : sort.by === `-${name}` ? 'descending' : 'none';
  return (
    <button
      type="button"
      class="sort-button"
      data-sort={dir}
      onClick={() => sort.onSort(dir === 'ascending' ? `-${name}` : name)}
    >
      {header}
      <span class="sort-icon" aria-hidden="true">
        {dir === 'ascending' ? '▲' : dir === 'descending' ? '▼' : '↕'}
      </span>
    </button>
  );
}

function ariaSort(sort: DataTableProps<unknown>['sort'], name: string | undefined) {
  if (!sort || !name) return undefined;
  return sort.by === name ? 'ascending' : sort.by === `-${name}` ? 'descending' : 'none';
}

/**
 * The console's one table: a caption, column headers with their scope, a row per item, an empty state and an
 * optional pager. Every list screen uses it, so their markup (and what a screen reader says) is the same.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, empty, emptyAs = 'text', pager } = props;
  const columns = props.columns.filter((c): c is Column<T> => Boolean(c));
  let body: ComponentChildren;
  if (rows.length === 0 && empty !== undefined && emptyAs !== 'row') {
    body = emptyAs === 'status' ? <p role="status">{empty}</p> : <p>{empty}</p>;
  } else {
    const table = (
      <table class={props.class}>
        <caption class={props.captionShown ? undefined : 'sr-only'}>{props.caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" class={c.class} aria-sort={ariaSort(props.sort, c.sort)}>
                {c.headerHidden ? (
                  <span class="sr-only">{c.header}</span>
                ) : props.sort && c.sort ? (
                  <SortHeader header={c.header} name={c.sort} sort={props.sort} />
                ) : (
                  c.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => {
            const below = props.below?.(row);
            const shown = below !== undefined && below !== null && below !== false;
            const rowClass = [props.rowClass?.(row), shown ? 'has-below' : undefined]
              .filter(Boolean)
              .join(' ');
            return (
              <Fragment key={props.rowKey(row, r)}>
                <tr class={rowClass || undefined}>
                  {columns.map((c, i) =>
                    c.rowHeader ? (
                      <th key={i} scope="row" class={c.class} data-label={labelOf(c)}>
                        {c.cell(row, r)}
                      </th>
                    ) : (
                      <td key={i} class={c.class} data-label={labelOf(c)}>
                        {c.cell(row, r)}
                      </td>
                    ),
                  )}
                </tr>
                {shown ? (
                  <tr class="below-row">
                    <td colSpan={columns.length}>{below}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
          {rows.length === 0 && empty !== undefined ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    );
    // A list (no wrapClass of its own) shows as cards on a phone (styles.css); a grid of fields scrolls in its box.
    body = props.bare ? table : <div class={`table-wrap ${props.wrapClass ?? 'card-rows'}`}>{table}</div>;
  }
  return (
    <>
      {body}
      {pager ? (
        <Pager page={pager.page} totalPages={pager.totalPages} total={pager.total} onPage={pager.onPage} />
      ) : null}
    </>
  );
}

/** A column's name on a card: its `label`, else its header when that is text (none for a hidden header). */
function labelOf<T>(c: Column<T>): string | undefined {
  if (c.label !== undefined) return c.label;
  return typeof c.header === 'string' && !c.headerHidden ? c.header : undefined;
}
