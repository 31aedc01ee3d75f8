/** Test helper: a PostgreSQL schema of its own for one run, so runs never see each other's rows. */
import pg from 'pg';

/** Creates `schema` and returns a connection URL whose search_path is it. */
export async function schemaUrl(baseUrl: string, schema: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}
