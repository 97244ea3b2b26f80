import crypto from 'node:crypto';
import type { Database } from '../db/database';
import { DEFAULT_ADMIN_PASSWORD } from '../config';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { findAdminsAndAccounts, setPassword, type PasswordCandidate } from '../modules/users';
import { DEMO_DRIVERS, DEMO_PASSWORDS, DEMO_TOURIST } from './demo-data';

/** Passwords anyone can read (the README's demo accounts, the seed): never good in production. */
export const PUBLISHED_PASSWORDS: readonly string[] = [DEFAULT_ADMIN_PASSWORD, DEMO_PASSWORDS.tourist, DEMO_PASSWORDS.driver];

/** The addresses the demo data creates, whose passwords are published with it. */
export const DEMO_EMAILS: readonly string[] = [DEMO_TOURIST.email, ...DEMO_DRIVERS.map((d) => d.email)];

export interface PublishedPasswordOptions {
  adminEmail: string;
  /** ADMIN_PASSWORD, required in production (never the published default there). */
  adminPassword: string;
  /** SEED_DEMO=true asked for in production (a public demo): the demo accounts keep their passwords. */
  keepDemo: boolean;
}

async function acceptsPublishedPassword(account: PasswordCandidate): Promise<boolean> {
  const matches = await Promise.all(PUBLISHED_PASSWORDS.map((password) => verifyPassword(account.password_hash, password)));
  return matches.some(Boolean);
}

/**
 * Run as a production server starts, on data that may have been made in development: no account
 * may still sign in with a published password. Checked: every live admin and the demo accounts
 * (by their known addresses), not every account, since each check costs a password hash.
 * - an admin that accepts one gets ADMIN_PASSWORD (its sessions end);
 * - a demo account that accepts one is disabled: its password becomes a random one nobody knows
 *   (its sessions end); "Forgot password?" gives it back to whoever owns the address;
 * - ADMIN_PASSWORD for an admin that has a password of its own is not applied, and said so.
 * Answers what it did and what it refused, one sentence each, for the start-up log.
 */
export async function retirePublishedPasswords(db: Database, opts: PublishedPasswordOptions): Promise<string[]> {
  const lines: string[] = [];
  const accounts = await findAdminsAndAccounts(db, DEMO_EMAILS);
  const published = await Promise.all(accounts.map(acceptsPublishedPassword));
  let adminHash: Promise<string> | undefined;
  const kept: string[] = [];
  for (const [i, account] of accounts.entries()) {
    if (!published[i]) continue;
    if (account.role === 'admin') {
      await setPassword(db, account.id, await (adminHash ??= hashPassword(opts.adminPassword)));
      lines.push(`ADMIN_PASSWORD applied to the admin account ${account.email}: it still accepted a published password (Admin@123 or a demo one). Its older sessions have ended.`);
    } else if (opts.keepDemo) {
      kept.push(account.email);
    } else {
      await setPassword(db, account.id, await hashPassword(crypto.randomBytes(32).toString('base64url')));
      lines.push(`Disabled the demo account ${account.email}: it accepted a published demo password. Nobody can sign in to it now; whoever owns the address can choose a new password with "Forgot password?".`);
    }
  }
  if (kept.length > 0) {
    lines.push(`Warning: SEED_DEMO=true in production: the demo accounts ${kept.join(', ')} keep their published passwords. Unset SEED_DEMO for real customers.`);
  }
  lines.push(...(await adminPasswordNotApplied(accounts, published, opts)));
  return lines;
}

/** ADMIN_PASSWORD that signs in to no admin: said loudly, so an operator does not believe it did. */
async function adminPasswordNotApplied(accounts: PasswordCandidate[], published: boolean[], opts: PublishedPasswordOptions): Promise<string[]> {
  const admins = accounts.filter((a) => a.role === 'admin');
  const configured = admins.find((a) => a.email.toLowerCase() === opts.adminEmail.toLowerCase());
  if (!configured) {
    return [
      `Warning: ADMIN_EMAIL is ${opts.adminEmail}, but no admin account has that address, so ADMIN_PASSWORD signs in to nothing. ` +
        `ADMIN_EMAIL and ADMIN_PASSWORD create the first admin only; the admin accounts are: ${admins.map((a) => a.email).join(', ') || 'none'}.`,
    ];
  }
  if (published[accounts.indexOf(configured)] || (await verifyPassword(configured.password_hash, opts.adminPassword))) return [];
  return [
    `Warning: ADMIN_PASSWORD was not applied to ${configured.email}: that account already has a password of its own, and ADMIN_PASSWORD only creates the first admin or replaces a published password. ` +
      'Sign in with the account\'s own password and change it on the Account page, or use "Forgot password?".',
  ];
}
