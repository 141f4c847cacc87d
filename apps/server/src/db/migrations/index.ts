import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001_platform';
import * as m002 from './002_sports';

/** All migrations in order; names are their file names. Add new ones at the end. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => ({
    '001_platform': m001,
    '002_sports': m002,
  }),
};
