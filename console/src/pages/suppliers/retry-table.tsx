import { DataTable } from '../../ui/data-table.js';
import { SUPPLIER_FIELDS } from './fields.js';
import type { Failed } from './import.js';

export type Row = Record<string, string>;
/** A column of an import's template: its name, label and whether a row must fill it. */
export interface ImportField {
  name: string;
  label: string;
  required: boolean;
}

/** Ids of a failed row's problems and inputs: by its original row number, unique in the page. */
export const problemId = (origin: number, k: number) => `import-problem-${origin}-${k}`;
export const cellId = (origin: number, field: string) => `import-cell-${origin}-${field}`;

/** The problems of a failed row that name `field`, by their index in the row's list. */
function problemsOf(f: Failed, field: string): number[] {
  return f.problems.flatMap((p, k) => (p.fields.includes(field) ? [k] : []));
}

/**
 * The failed rows, editable cell by cell: every template column (its header as the template writes it, under the
 * column's name), plus any other the row came with. Each row is named by its original row number; its problems
 * are listed, and a cell a problem names is marked invalid and described by that problem.
 */
export function RetryTable({
  failed,
  onChange,
  fields = SUPPLIER_FIELDS,
}: {
  failed: Failed[];
  onChange(next: Failed[]): void;
  /** The template's columns (the suppliers' by default; the shipments CSV has its own). */
  fields?: ImportField[];
}) {
  const labelOf = (name: string) => fields.find((f) => f.name === name)?.label ?? name;
  const extra = [...new Set(failed.flatMap((f) => Object.keys(f.row)))].filter(
    (k) => !fields.some((f) => f.name === k),
  );
  const columns = [...fields.map((f) => f.name), ...extra];
  const optional = new Set(fields.filter((f) => !f.required).map((f) => f.name));

  function set(index: number, field: string, value: string) {
    onChange(failed.map((f, i) => (i === index ? { ...f, row: { ...f.row, [field]: value } } : f)));
  }

  return (
    <DataTable
      caption="Failed rows to correct"
      class="retry-table"
      columns={[
        { header: 'Row', rowHeader: true, cell: (f) => f.origin },
        {
          header: 'Problems',
          class: 'error-cell',
          cell: (f) => (
            <ul class="problem-list">
              {f.problems.map((p, k) => (
                <li key={k} id={problemId(f.origin, k)}>
                  {p.message}
                </li>
              ))}
            </ul>
          ),
        },
        ...columns.map((c) => ({
          header: (
            <>
              {labelOf(c)}
              {optional.has(c) ? ' (optional)' : ''}
              <br />
              <code>{c}</code>
            </>
          ),
          cell: (f: Failed, i: number) => {
            const problems = problemsOf(f, c);
            return (
              <input
                id={cellId(f.origin, c)}
                aria-label={`Row ${f.origin}: ${labelOf(c)}`}
                aria-invalid={problems.length > 0 ? 'true' : undefined}
                aria-describedby={
                  problems.length > 0 ? problems.map((k) => problemId(f.origin, k)).join(' ') : undefined
                }
                value={f.row[c] ?? ''}
                onInput={(e) => set(i, c, e.currentTarget.value)}
              />
            );
          },
        })),
      ]}
      rows={failed}
      rowKey={(f) => f.origin}
    />
  );
}
