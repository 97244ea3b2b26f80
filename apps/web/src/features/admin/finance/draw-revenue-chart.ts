import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// Only what a bar chart needs, so the chunk stays small: no other chart types, no legend (the
// page writes its own, in the page's language), no animations plugin beyond the core's.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface RevenueSeries {
  label: string;
  values: number[];
  color: string;
}

export interface RevenueChartInput {
  labels: string[];
  series: RevenueSeries[];
  /** An amount as the page writes it (tooltips). */
  formatAmount: (value: number) => string;
  /** A whole amount for the axis. */
  formatTick: (value: number) => string;
  reducedMotion: boolean;
}

/**
 * Draws grouped bars per month on the canvas, sized to its parent; answers how to remove it. This
 * module (and Chart.js with it) is imported only when the finance page shows its chart.
 */
export function drawRevenueChart(canvas: HTMLCanvasElement, input: RevenueChartInput): () => void {
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels: input.labels,
      datasets: input.series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color, borderRadius: 3, maxBarThickness: 28 })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: input.reducedMotion ? false : undefined,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${input.formatAmount(Number(item.parsed.y))}` } },
      },
      scales: {
        x: { grid: { display: false } },
        y: { beginAtZero: true, ticks: { callback: (value) => input.formatTick(Number(value)) } },
      },
    },
  });
  return () => chart.destroy();
}
