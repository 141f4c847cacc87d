import type { Selectable } from 'kysely';
import type { Db } from '../../db/index';
import type { DomainsTable } from '../../db/schema';

export type DomainRow = Selectable<DomainsTable>;

/**
 * The brand served on `host` (already lower-cased, no port): its main host or one of its aliases
 * (`domain_aliases`, issue 16 item 2), or undefined.
 */
export function findDomainByHost(db: Db, host: string): Promise<DomainRow | undefined> {
  return db
    .selectFrom('domains')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('domain', '=', host),
        eb('id', 'in', eb.selectFrom('domain_aliases').select('domain_id').where('host', '=', host)),
      ]),
    )
    .executeTakeFirst();
}

/** The brand with id `id` (a uuid), or undefined. */
export function findDomainById(db: Db, id: string): Promise<DomainRow | undefined> {
  return db.selectFrom('domains').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every brand, oldest first. */
export function listDomains(db: Db): Promise<DomainRow[]> {
  return db.selectFrom('domains').selectAll().orderBy('created_at').execute();
}

/** Fields an operator gives for a new brand (colours #rrggbb). */
export interface NewDomain {
  domain: string;
  title: string;
  primaryColor: string;
  secondaryColor: string;
  backgroundColor: string;
  layout: string;
  status?: string;
  casinoImageKey?: string;
  /** The brand whose Admin created this one (issue 16 item 2); none by default. */
  parentDomainId?: string | null;
}

/** Inserts a brand whose logo and favicon are the generated ones served by the server. */
export function insertDomain(db: Db, input: NewDomain): Promise<DomainRow> {
  const host = input.domain.toLowerCase();
  return db
    .insertInto('domains')
    .values({
      domain: host,
      title: input.title,
      fav_icon_url: `/api/domain/assets/${host}/favicon.svg`,
      logo_url: `/api/domain/assets/${host}/logo.svg`,
      primary_color: input.primaryColor,
      secondary_color: input.secondaryColor,
      background_color: input.backgroundColor,
      layout: input.layout,
      status: input.status ?? 'active',
      casino_image_key: input.casinoImageKey ?? 'default',
      parent_domain_id: input.parentDomainId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
