import type { Db } from '../db/index';
import { findUserByName, insertUser, hashPassword } from '../modules/users/index';
import { DEFAULT_CURRENCY } from '../modules/auth/index';
import { findDomainByHost, insertDomain, type NewDomain } from '../modules/domains/index';
import { seedAccountDemo } from '../modules/account/index';
import { openAccount } from '../modules/wallet/index';

/** The four demo brands of issue 2 item 4. */
export const DEMO_BRANDS: NewDomain[] = [
  {
    domain: 'localhost',
    title: 'Backlay',
    layout: 'tamannah',
    primaryColor: '#1e3a8a',
    secondaryColor: '#facc15',
    backgroundColor: '#f1f5f9',
  },
  {
    domain: 'aura.localhost',
    title: 'Aura Exchange',
    layout: 'aura',
    // Its own casino art (the server draws the variant from the key; issue 19 item 6).
    casinoImageKey: 'aurora',
    primaryColor: '#6d28d9',
    secondaryColor: '#f9a8d4',
    backgroundColor: '#faf5ff',
  },
  {
    domain: 'square.localhost',
    title: 'Square Bet',
    layout: 'tamannahSquare',
    primaryColor: '#065f46',
    secondaryColor: '#fbbf24',
    backgroundColor: '#ecfdf5',
  },
  {
    domain: 'suspended.localhost',
    title: 'Closed Site',
    layout: 'tamannah',
    status: 'suspend',
    primaryColor: '#7f1d1d',
    secondaryColor: '#fca5a5',
    backgroundColor: '#fef2f2',
  },
];

/** Demo accounts on `localhost` (issue 2 item 5). Balances in currency units. */
export const DEMO_ACCOUNTS = {
  admin: { userName: 'admin1', password: 'Admin@123' },
  agent: { userName: 'agent1', password: 'Agent@123' },
  player: { userName: 'player1', password: 'Player@123', balance: 100_000 },
} as const;

/**
 * Seeds the demo brands and accounts; safe to run at every start (existing rows are kept
 * as they are). Returns the number of rows it created.
 */
export async function seedDemo(db: Db): Promise<number> {
  let created = 0;
  // The demo brands but localhost (the first) are brands localhost created: its Admin manages
  // them (issue 16 item 2; migration 017 applies the same rule to databases seeded before it).
  let parentDomainId: string | undefined;
  const newBrandIds: string[] = [];
  for (const brand of DEMO_BRANDS) {
    let row = await findDomainByHost(db, brand.domain);
    if (!row) {
      row = await insertDomain(db, { ...brand, parentDomainId });
      newBrandIds.push(row.id);
      created++;
    }
    parentDomainId ??= row.id;
  }
  const home = await findDomainByHost(db, 'localhost');
  if (!home) throw new Error('demo brand localhost missing');

  let admin = await findUserByName(db, home.id, DEMO_ACCOUNTS.admin.userName);
  if (!admin) {
    admin = await insertUser(db, {
      domain_id: home.id,
      user_name: DEMO_ACCOUNTS.admin.userName,
      name: 'Demo Admin',
      password_hash: await hashPassword(DEMO_ACCOUNTS.admin.password),
      role: 'Admin',
      currency: DEFAULT_CURRENCY,
    });
    created++;
  }
  let agent = await findUserByName(db, home.id, DEMO_ACCOUNTS.agent.userName);
  if (!agent) {
    agent = await insertUser(db, {
      domain_id: home.id,
      user_name: DEMO_ACCOUNTS.agent.userName,
      name: 'Demo Agent',
      password_hash: await hashPassword(DEMO_ACCOUNTS.agent.password),
      role: 'Agent',
      creator_id: admin.id,
      currency: DEFAULT_CURRENCY,
    });
    created++;
  }
  if (!(await findUserByName(db, home.id, DEMO_ACCOUNTS.player.userName))) {
    const passwordHash = await hashPassword(DEMO_ACCOUNTS.player.password);
    const creatorId = agent.id;
    // The balance is an opening transfer of the ledger, in the transaction of the insert.
    await db.transaction().execute(async (trx) => {
      const player = await insertUser(trx, {
        domain_id: home.id,
        user_name: DEMO_ACCOUNTS.player.userName,
        name: 'Player One',
        password_hash: passwordHash,
        role: 'User',
        creator_id: creatorId,
        currency: DEFAULT_CURRENCY,
        balance_minor: 0,
        exposure_limit_minor: 100_000 * 100,
      });
      await openAccount(trx, {
        domainId: home.id,
        userId: player.id,
        amountMinor: DEMO_ACCOUNTS.player.balance * 100,
        now: new Date(),
      });
    });
    created++;
  }
  // Banners and notices only on the brands created now: what an operator deleted stays deleted.
  created += await seedAccountDemo(db, newBrandIds);
  return created;
}
