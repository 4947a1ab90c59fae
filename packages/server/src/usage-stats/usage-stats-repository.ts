import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { companies, libraries } from '../db/schema.ts';

export interface CompanyCounts {
  companyId: number;
  companyName: string;
  users: number;
  libraries: number;
}

/** Users and libraries per company (one company, or all by name). */
export async function companyCounts(db: Executor, companyId?: number): Promise<CompanyCounts[]> {
  return db
    .select({
      companyId: companies.id,
      companyName: companies.companyName,
      users: sql<number>`(select count(*)::int from users u where u.company_id = companies.id)`,
      libraries: sql<number>`(select count(*)::int from libraries l where l.company_id = companies.id)`,
    })
    .from(companies)
    .where(companyId === undefined ? undefined : eq(companies.id, companyId))
    .orderBy(sql`lower(${companies.companyName})`, asc(companies.id));
}

/** Whether a `videos` table with a `library_id` column exists (the videos area adds it). */
const videosTableChecks = new WeakMap<object, Promise<boolean>>();

function hasVideosTable(db: Executor): Promise<boolean> {
  let check = videosTableChecks.get(db);
  if (!check) {
    check = db
      .execute(
        sql`select 1 from information_schema.columns
            where table_schema = current_schema() and table_name = 'videos' and column_name = 'library_id'`,
      )
      .then((result) => (Array.isArray(result) ? result.length : (result as { rows: unknown[] }).rows.length) > 0);
    videosTableChecks.set(db, check);
  }
  return check;
}

/** The number of videos per company id, from the videos of the companies' libraries. */
export async function videoCounts(db: Executor): Promise<Map<number, number>> {
  if (!(await hasVideosTable(db))) return new Map();
  const result = await db.execute(
    sql`select l.company_id as company_id, count(*)::int as videos
        from videos v join ${libraries} l on l.id = v.library_id
        group by l.company_id`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    company_id: number;
    videos: number;
  }[];
  return new Map(rows.map((row) => [Number(row.company_id), Number(row.videos)]));
}
