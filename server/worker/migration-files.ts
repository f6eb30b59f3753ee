import { MIGRATIONS } from '@cpa-site/enquiry-core/schema';

/** The Node store's migrations as the files `wrangler d1 migrations apply` reads, one per schema version. */
export function migrationFiles(): { file: string; sql: string }[] {
  return Object.entries(MIGRATIONS).map(([version, { name, sql }]) => ({
    file: `${version.padStart(4, '0')}_${name}.sql`,
    sql: `${sql.trim().replace(/^ {4}/gm, '')}\n`,
  }));
}
