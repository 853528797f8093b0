import { useEffect, useRef, useState } from 'preact/hooks';
import { ErrorMessage } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatMonth, formatPercent } from '../../ui/format.js';

export interface MonthScore {
  month: string;
  audits: number;
  completed: number;
  averagescore: number | null;
}

/**
 * The average score by month as a bar chart (chart.js, fetched when the chart is first drawn), and the same
 * figures as a table for screen readers.
 */
export function ScoreChart({ months }: { months: MonthScore[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let gone = false;
    import('./chart.js')
      .then(({ drawScoreChart }) => {
        if (gone || !canvas.current) return;
        chart = drawScoreChart(
          canvas.current,
          months.map((m) => formatMonth(m.month)),
          months.map((m) => m.averagescore),
        );
      })
      .catch(() => setError('The chart could not be drawn'));
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [months]);

  if (months.length === 0) return <p>No audit in the last twelve months.</p>;
  return (
    <>
      <div class="chart-box">
        <canvas
          ref={canvas}
          role="img"
          aria-label="Bar chart of the average audit score by month; the table that follows gives the figures"
        />
      </div>
      <ErrorMessage error={error} />
      <DataTable
        caption="Average audit score by month"
        wrapClass="sr-only"
        columns={[
          { header: 'Month', rowHeader: true, cell: (m) => formatMonth(m.month) },
          { header: 'Audits', cell: (m) => m.audits },
          { header: 'Completed', cell: (m) => m.completed },
          {
            header: 'Average score',
            cell: (m) => formatPercent(m.averagescore, 1, 'none completed'),
          },
        ]}
        rows={months}
        rowKey={(m) => m.month}
      />
    </>
  );
}
