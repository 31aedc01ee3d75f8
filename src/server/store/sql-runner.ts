/**
 * Plain SQL on the app store, for services that keep their own tables (accounts, the synced
 * library: src/server/accounts/). One interface over both drivers: `?` placeholders (the PostgreSQL
 * driver numbers them), rows as plain objects (PostgreSQL gives BIGINTs as strings: read them
 * with Number()), and `tx` for work that must be all or nothing — an IMMEDIATE transaction on
 * SQLite (the file's write lock first), BEGIN … COMMIT on one pooled connection on PostgreSQL,
 * where `forUpdate` locks the rows read. Inside `tx`, use only the runner it is given, and await
 * nothing but its queries: on SQLite other requests' queries would otherwise join the transaction.
 */
export type Row = Record<string, unknown>;

export interface SqlRunner {
  readonly dialect: 'sqlite' | 'postgres';
  all<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  get<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** how many rows the statement changed */
  run(sql: string, params?: unknown[]): Promise<number>;
  tx<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T>;
  /** ` FOR UPDATE` on PostgreSQL (the row locked until the transaction ends), nothing on SQLite */
  readonly forUpdate: string;
}

/** `?` placeholders to PostgreSQL's `$1, $2, …`. */
export const numbered = (sql: string) => {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
};
