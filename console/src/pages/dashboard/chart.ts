import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// Only the parts the bar chart uses: chart.js tree-shakes to them (loaded with the dashboard's chart only).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** Draws the average score per month on `canvas` (scores 0–100); the caller destroys the chart. */
export function drawScoreChart(
  canvas: HTMLCanvasElement,
  labels: string[],
  scores: (number | null)[],
): Chart {
  const accent = getComputedStyle(document.documentElement).getPropertyValue('--accent').trim() || '#1f5fbf';
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels,
      datasets: [{ label: 'Average score', data: scores, backgroundColor: accent, maxBarThickness: 48 }],
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      scales: { y: { min: 0, max: 100, title: { display: true, text: 'Score %' } } },
      plugins: { tooltip: { enabled: true } },
    },
  });
}
