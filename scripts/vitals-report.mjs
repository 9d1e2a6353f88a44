// The SQL and the text table of `npm run report:vitals` (scripts/report-vitals.mjs); decision 0015.

/** Rows older than this are deleted (the server's hourly sweep does it too). */
export const RETENTION_DAYS = 30;

/** The web_vitals rows past retention. */
export const RETENTION_SQL = `DELETE FROM web_vitals WHERE recorded_at < now() - make_interval(days => ${RETENTION_DAYS})`;

/** p75, samples and share rated good per route and metric over the last $1 days. */
export const REPORT_SQL = `
SELECT route,
       metric,
       percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75,
       count(*)::int AS samples,
       avg(CASE WHEN rating = 'good' THEN 1 ELSE 0 END)::float8 AS good_share
  FROM web_vitals
 WHERE recorded_at >= now() - make_interval(days => $1::int)
 GROUP BY route, metric
 ORDER BY route, array_position(ARRAY['LCP', 'INP', 'CLS'], metric)`;

/** `--days N`: a whole number of days from 1 to the retention. */
export function parseDays(text) {
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1 || days > RETENTION_DAYS) {
    throw new Error(`--days deve ser um número inteiro de 1 a ${RETENTION_DAYS} (recebido: ${text})`);
  }
  return days;
}

/** LCP and INP in milliseconds, CLS (unitless) with 3 decimals. */
function formatP75(metric, p75) {
  return metric === 'CLS' ? Number(p75).toFixed(3) : `${Math.round(Number(p75))} ms`;
}

/** The report as an aligned text table (numbers right-aligned). */
export function formatReport(rows, days) {
  const title = `Web vitals, últimos ${days} dia${days === 1 ? '' : 's'}: p75 por rota e métrica`;
  if (rows.length === 0) return `${title}\n\nNenhuma amostra no período.`;
  const header = ['rota', 'métrica', 'p75', 'amostras', 'boas'];
  const right = [false, false, true, true, true];
  const lines = rows.map((r) => [
    r.route,
    r.metric,
    formatP75(r.metric, r.p75),
    String(r.samples),
    `${Math.round(Number(r.good_share) * 100)}%`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) =>
    cells
      .map((cell, i) => (right[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  const total = rows.reduce((sum, r) => sum + Number(r.samples), 0);
  return [title, '', format(header), rule, ...lines.map(format), '', `${total} amostras no total.`].join('\n');
}
