import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001_platform';
import * as m002 from './002_sports';
import * as m003 from './003_ledger';
import * as m004 from './004_bets';
import * as m005 from './005_settings';
import * as m006 from './006_casino';
import * as m007 from './007_account';
import * as m008 from './008_signin_throttle';
import * as m009 from './009_hardening';
import * as m010 from './010_settlement_holds';
import * as m011 from './011_exchange_journal';
import * as m012 from './012_casino_round_index';
import * as m013 from './013_cluster_leases';
import * as m014 from './014_cluster_messages';
import * as m015 from './015_operator_audit';
import * as m016 from './016_customer_locks';
import * as m017 from './017_brand_content';
import * as m018 from './018_market_controls';
import * as m020 from './020_operator_totp';
import * as m021 from './021_player_protection';

/** All migrations in order; names are their file names. Add new ones at the end. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => ({
    '001_platform': m001,
    '002_sports': m002,
    '003_ledger': m003,
    '004_bets': m004,
    '005_settings': m005,
    '006_casino': m006,
    '007_account': m007,
    '008_signin_throttle': m008,
    '009_hardening': m009,
    '010_settlement_holds': m010,
    '011_exchange_journal': m011,
    '012_casino_round_index': m012,
    '013_cluster_leases': m013,
    '014_cluster_messages': m014,
    '015_operator_audit': m015,
    '016_customer_locks': m016,
    '017_brand_content': m017,
    '018_market_controls': m018,
    '020_operator_totp': m020,
    '021_player_protection': m021,
  }),
};
