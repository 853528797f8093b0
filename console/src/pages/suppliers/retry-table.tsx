import { DataTable } from '../../ui/data-table.js';
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
    <DataTable
      caption="Failed rows to correct"
      class="retry-table"
      columns={[
        { header: 'Error', class: 'error-cell', cell: (f) => f.message },
        ...columns.map((c) => ({
          header: labelOf(c),
          cell: (f: Failed, i: number) => (
            <input
              aria-label={`Row ${i + 1}: ${labelOf(c)}`}
              value={f.row[c] ?? ''}
              onInput={(e) => set(i, c, e.currentTarget.value)}
            />
          ),
        })),
      ]}
      rows={failed}
      rowKey={(_, i) => i}
    />
  );
}
