import { parseArgs } from 'node:util';
import { DOMAIN_STATUSES, LAYOUTS, ROLES } from '@backlay/contracts';
import { toMinor } from '@backlay/exchange';
import type { Db } from '../db/index';
import { DomainError } from '../domain-errors';
import {
  findUserByName,
  insertUser,
  hashPassword,
  passwordProblem,
  resetPassword,
} from '../modules/users/index';
import { DEFAULT_CURRENCY } from '../modules/auth/index';
import { findDomainByHost, insertDomain, listDomains } from '../modules/domains/index';
import { setHouseCap } from '../modules/limits/index';
import { openAccount, operatorAmountMinor, operatorTransfer } from '../modules/wallet/index';

export const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  list-brands
  create-brand   --domain HOST --title TITLE --layout tamannah|tamannahSquare|aura
                 --primary #rrggbb --secondary #rrggbb --background #rrggbb [--status active|suspend]
  create-user    --domain HOST --user NAME --password PASSWORD [--role User|Agent|...]
                 [--creator NAME] [--name FULL_NAME] [--balance AMOUNT] [--exposure-limit AMOUNT]
                 [--currency INR] [--mobile NUMBER]
  reset-password --domain HOST --user NAME --password PASSWORD
  list-users     --domain HOST
  credit         --domain HOST --user NAME --amount AMOUNT [--remark TEXT]
  debit          --domain HOST --user NAME --amount AMOUNT [--remark TEXT]
                 (a customer's balance, from/to the house through the ledger; a debit never
                 takes the balance below 0)
  set-house-cap  --domain HOST (--amount AMOUNT | --default)
                 (the house's largest worst case per exchange market of the brand, default
                 100000.00; applies to the books the server loads from its next start)`;

/** A bad command line: printed with the usage, nothing changed. */
export class UsageError extends Error {}

const HEX = /^#[0-9a-fA-F]{6}$/;
const USER_NAME = /^[A-Za-z0-9_.@-]{3,32}$/;

function need(values: Record<string, string | undefined>, name: string): string {
  const value = values[name];
  if (value === undefined || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

function amount(value: string | undefined, name: string): number {
  if (value === undefined) return 0;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new UsageError(`--${name} must be a non-negative amount`);
  return toMinor(n);
}

/** `value` when the one password policy (modules/users) accepts it, else a usage error. */
async function password(value: string): Promise<string> {
  const problem = await passwordProblem(value);
  if (problem) throw new UsageError(`--password: ${problem}`);
  return value;
}

const OPTIONS = {
  domain: { type: 'string' },
  title: { type: 'string' },
  layout: { type: 'string' },
  primary: { type: 'string' },
  secondary: { type: 'string' },
  background: { type: 'string' },
  status: { type: 'string' },
  user: { type: 'string' },
  password: { type: 'string' },
  role: { type: 'string' },
  creator: { type: 'string' },
  name: { type: 'string' },
  balance: { type: 'string' },
  'exposure-limit': { type: 'string' },
  currency: { type: 'string' },
  mobile: { type: 'string' },
  amount: { type: 'string' },
  remark: { type: 'string' },
  default: { type: 'boolean' },
} as const;

/**
 * Runs one operator command (issue 2 item 7; credit/debit: issue "Ledger") against `db`, writing
 * lines to `out`.
 * Throws {@link UsageError} on bad arguments before anything is written.
 */
export async function runAdmin(argv: string[], db: Db, out: (line: string) => void): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const [command, ...extra] = parsed.positionals;
  if (extra.length > 0) throw new UsageError(`unexpected argument: ${extra[0]}`);
  const v = parsed.values as Record<string, string | undefined>;

  const brandOf = async () => {
    const host = need(v, 'domain').toLowerCase();
    const brand = await findDomainByHost(db, host);
    if (!brand) throw new UsageError(`no brand on ${host}`);
    return brand;
  };

  switch (command) {
    case 'list-brands': {
      for (const d of await listDomains(db))
        out(`${d.id}  ${d.domain}  ${d.title}  ${d.layout}  ${d.status}`);
      return;
    }
    case 'create-brand': {
      const layout = need(v, 'layout');
      if (!(LAYOUTS as readonly string[]).includes(layout))
        throw new UsageError(`--layout must be one of ${LAYOUTS.join(', ')}`);
      const status = v.status ?? 'active';
      if (!(DOMAIN_STATUSES as readonly string[]).includes(status))
        throw new UsageError('--status must be active or suspend');
      const colours = ['primary', 'secondary', 'background'].map((c) => {
        const value = need(v, c);
        if (!HEX.test(value)) throw new UsageError(`--${c} must be a colour #rrggbb`);
        return value;
      });
      const domain = need(v, 'domain').toLowerCase();
      if (!/^[a-z0-9.-]{1,253}$/.test(domain)) throw new UsageError('--domain must be a host name');
      if (await findDomainByHost(db, domain)) throw new UsageError(`a brand already exists on ${domain}`);
      const row = await insertDomain(db, {
        domain,
        title: need(v, 'title'),
        layout,
        status,
        primaryColor: colours[0]!,
        secondaryColor: colours[1]!,
        backgroundColor: colours[2]!,
      });
      out(`created brand ${row.domain} (${row.id})`);
      return;
    }
    case 'create-user': {
      const userName = need(v, 'user');
      if (!USER_NAME.test(userName)) throw new UsageError('--user must be 3 to 32 letters, digits or _.@-');
      const role = v.role ?? 'User';
      if (!(ROLES as readonly string[]).includes(role))
        throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
      const pass = await password(need(v, 'password'));
      const balance = amount(v.balance, 'balance');
      const exposureLimit = amount(v['exposure-limit'], 'exposure-limit');
      const brand = await brandOf();
      if (await findUserByName(db, brand.id, userName))
        throw new UsageError(`${userName} already exists on ${brand.domain}`);
      const creator = v.creator ? await findUserByName(db, brand.id, v.creator) : undefined;
      if (v.creator && !creator) throw new UsageError(`no creator ${v.creator} on ${brand.domain}`);
      const passwordHash = await hashPassword(pass);
      // The account opens at 0; --balance is an opening transfer of the ledger, same transaction.
      const row = await db.transaction().execute(async (trx) => {
        const user = await insertUser(trx, {
          domain_id: brand.id,
          user_name: userName,
          name: v.name ?? userName,
          password_hash: passwordHash,
          role,
          creator_id: creator?.id ?? null,
          white_label_id: creator?.white_label_id ?? null,
          watcher_id: creator?.watcher_id ?? null,
          super_watcher_id: creator?.super_watcher_id ?? null,
          currency: v.currency ?? DEFAULT_CURRENCY,
          balance_minor: 0,
          exposure_limit_minor: exposureLimit,
          mobile: v.mobile ?? '',
        });
        await openAccount(trx, {
          domainId: brand.id,
          userId: user.id,
          amountMinor: balance,
          now: new Date(),
        });
        return user;
      });
      out(`created ${role} ${row.user_name} (${row.id}) on ${brand.domain}`);
      return;
    }
    case 'reset-password': {
      const brand = await brandOf();
      const user = await findUserByName(db, brand.id, need(v, 'user'));
      if (!user) throw new UsageError(`no user ${v.user} on ${brand.domain}`);
      // The account page's policy (modules/users): a refusal is a usage error with its message.
      await resetPassword(db, user, need(v, 'password'), { updatedBy: 'operator', now: new Date() }).catch(
        (err: unknown) => {
          throw err instanceof DomainError ? new UsageError(`--password: ${err.message}`) : err;
        },
      );
      out(`password of ${user.user_name} reset; their sessions were revoked`);
      return;
    }
    case 'list-users': {
      const brand = await brandOf();
      const users = await db
        .selectFrom('users')
        .selectAll()
        .where('domain_id', '=', brand.id)
        .orderBy('user_name')
        .execute();
      for (const u of users)
        out(
          `${u.user_name}  ${u.role}  ${u.currency} ${(u.balance_minor / 100).toFixed(2)}${u.is_demo ? '  demo' : ''}`,
        );
      return;
    }
    case 'set-house-cap': {
      const host = need(v, 'domain');
      const domain = await findDomainByHost(db, host.toLowerCase());
      if (!domain) throw new UsageError(`no brand on ${host}`);
      const useDefault = parsed.values.default === true;
      if (useDefault === (v.amount !== undefined))
        throw new UsageError('give either --amount AMOUNT or --default');
      const capMinor = useDefault ? null : amount(v.amount, 'amount');
      await setHouseCap(db, domain.id, capMinor);
      out(
        capMinor === null
          ? `house cap of ${domain.domain}: the default`
          : `house cap of ${domain.domain}: ${(capMinor / 100).toFixed(2)} per market`,
      );
      return;
    }
    case 'credit':
    case 'debit': {
      const raw = need(v, 'amount');
      let amountMinor: number;
      try {
        amountMinor = operatorAmountMinor(Number(raw), '--amount');
      } catch (err) {
        throw new UsageError((err as Error).message);
      }
      const remark = v.remark ?? '';
      if (remark.length > 200) throw new UsageError('--remark must be at most 200 characters');
      const brand = await brandOf();
      const user = await findUserByName(db, brand.id, need(v, 'user'));
      if (!user) throw new UsageError(`no user ${v.user} on ${brand.domain}`);
      if (user.role !== 'User') throw new UsageError(`${user.user_name} is not a customer account`);
      let result;
      try {
        result = await operatorTransfer(db, {
          domainId: brand.id,
          userId: user.id,
          amountMinor,
          direction: command,
          remark,
          displayText: command === 'credit' ? 'Credit by operator' : 'Debit by operator',
          now: new Date(),
        });
      } catch (err) {
        if (err instanceof DomainError && err.kind === 'invalid')
          throw new UsageError(
            `${err.message}: ${user.user_name} has ${(user.balance_minor / 100).toFixed(2)}`,
          );
        throw err;
      }
      out(
        `${command === 'credit' ? 'credited' : 'debited'} ${(amountMinor / 100).toFixed(2)} ` +
          `${command === 'credit' ? 'to' : 'from'} ${user.user_name}; balance ${user.currency} ` +
          `${(result.balanceMinor / 100).toFixed(2)} (transfer ${result.transferId})`,
      );
      return;
    }
    default:
      throw new UsageError(command ? `unknown command: ${command}` : 'no command given');
  }
}
