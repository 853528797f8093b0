import { SUPPLIER_FIELDS, labelOf } from './fields.js';
import type { Failed } from './import.js';

export type Row = Record<string, string>;

/**
 * The failed rows, editable cell by cell: every template column, plus any other the row came with. Each input
 * is labelled with its row and column.
 */
export function RetryTable({ failed, onChange }: { failed: Failed[]; onChange(next: Failed[]): void }) {
  const extra = [...new Set(failed.flatMap((f) => Object.keys(f.row)))].filter(
    (k) => !SUPPLIER_FIELDS.some((f) => f.name === k),
  );
  const columns = [...SUPPLIER_FIELDS.map((f) => f.name), ...extra];

  function set(index: number, field: string, value: string) {
    onChange(failed.map((f, i) => (i === index ? { ...f, row: { ...f.row, [field]: value } } : f)));
  }

  return (
    <div class="table-wrap">
      <table class="retry-table">
        <caption class="sr-only">Failed rows to correct</caption>
        <thead>
          <tr>
            <th scope="col">Error</th>
            {columns.map((c) => (
              <th scope="col" key={c}>
                {labelOf(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {failed.map((f, i) => (
            <tr key={i}>
              <td class="error-cell">{f.message}</td>
              {columns.map((c) => (
                <td key={c}>
                  <input
                    aria-label={`Row ${i + 1}: ${labelOf(c)}`}
                    value={f.row[c] ?? ''}
                    onInput={(e) => set(i, c, e.currentTarget.value)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
