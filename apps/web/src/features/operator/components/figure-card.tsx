import { useId } from 'react';
import {
  DASHBOARD_FIGURE_HINTS,
  DASHBOARD_FIGURE_LABELS,
  type DashboardFigure,
} from '@vamos/shared/schemas/operator-dashboard';
import { dayLabel, formatFigure, formatShare } from '../lib/dashboard-words';
import { FigureChart } from './figure-chart';

/** The chart's description for a screen reader: the period, and its highest day. */
function chartSummary(figure: DashboardFigure): string {
  const measured = figure.days.filter((day) => day.value !== null);
  const first = figure.days[0];
  const last = figure.days.at(-1);
  const span = first && last ? `de ${dayLabel(first.date)} a ${dayLabel(last.date)}` : '';
  if (measured.length === 0) return `Sem dados ${span}.`;
  const highest = measured.reduce((best, day) => ((day.value ?? 0) > (best.value ?? 0) ? day : best));
  return `Um valor por dia ${span}; o maior, ${formatFigure(highest.value, figure.unit)}, em ${dayLabel(highest.date)}.`;
}

/** One figure of 'Painel': today's value and the period's as text, what it counts, its chart, its days in a table. */
export function FigureCard({ figure }: { figure: DashboardFigure }) {
  const id = useId();
  const label = DASHBOARD_FIGURE_LABELS[figure.key];
  const todayShare = formatShare(figure.today_share);
  const periodShare = formatShare(figure.period_share);
  return (
    <article
      aria-labelledby={`${id}-titulo`}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={`${id}-titulo`} className="text-base font-bold text-slate-900">
        {label}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-3">
        <div className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Hoje</dt>
          <dd className="text-2xl font-bold text-slate-900">{formatFigure(figure.today, figure.unit)}</dd>
          {todayShare ? <dd className="text-xs text-slate-600">{todayShare}</dd> : null}
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">30 dias</dt>
          <dd className="text-2xl font-bold text-slate-900">{formatFigure(figure.period, figure.unit)}</dd>
          {periodShare ? <dd className="text-xs text-slate-600">{periodShare}</dd> : null}
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{DASHBOARD_FIGURE_HINTS[figure.key]}</p>
      <div role="img" aria-label={`Gráfico: ${label} por dia`} aria-describedby={`${id}-resumo`} className="mt-3">
        <FigureChart days={figure.days} unit={figure.unit} />
      </div>
      <p id={`${id}-resumo`} className="sr-only">
        {chartSummary(figure)}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">Ver dados por dia</summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{label} por dia</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-semibold text-slate-700">
                Dia
              </th>
              <th scope="col" className="py-1 text-right font-semibold text-slate-700">
                Valor
              </th>
            </tr>
          </thead>
          <tbody>
            {figure.days.map((day) => (
              <tr key={day.date} className="border-t border-slate-100">
                <td className="py-1">{dayLabel(day.date)}</td>
                <td className="py-1 text-right tabular-nums">{formatFigure(day.value, figure.unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </article>
  );
}
