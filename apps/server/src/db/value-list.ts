import { sql, type SQL } from 'drizzle-orm';

/** `(a, b, c)` of bound values, for `x IN …` in plain SQL (a value list of packages/shared, say). */
export function valueList(values: readonly string[]): SQL {
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}
