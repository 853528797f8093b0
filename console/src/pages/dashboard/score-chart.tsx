import { useEffect, useRef, useState } from 'preact/hooks';
import { ErrorMessage } from '../../ui/components.js';
import { formatMonth, formatNumber } from '../../ui/format.js';

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
      <table class="sr-only">
        <caption>Average audit score by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Audits</th>
            <th scope="col">Completed</th>
            <th scope="col">Average score</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{formatMonth(m.month)}</th>
              <td>{m.audits}</td>
              <td>{m.completed}</td>
              <td>{m.averagescore === null ? 'none completed' : `${formatNumber(m.averagescore)} %`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
