// Console users (an e-mail and a scrypt hash, belonging to one account) and their server-side sessions.
// Only SHA-256 hashes of session tokens are stored; a session lives while it is used within the idle
// window and never past the absolute lifetime.
import { hash, randomBytes } from 'node:crypto';
import type { Plan } from '../config.js';
import { newId } from '../auth/keys.js';
import type { Sql } from './db.js';

export interface ConsoleUser { id: string; account_id: string; email: string; password_hash: string }

/** What a valid session resolves to. */
export interface ConsoleSession { userId: string; email: string; accountId: string; plan: Plan }

/** The one e-mail shape console users may have (sign-up and the admin command alike): x@y.z, ≤ 320 characters. */
export function isEmailAddress(email: string): boolean {
  return email.length <= 320 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function createConsoleUser(sql: Sql, accountId: string, email: string, passwordHash: string): Promise<ConsoleUser> {
  const [row] = await sql<ConsoleUser[]>`
    INSERT INTO console_users (id, account_id, email, password_hash)
    VALUES (${newId('usr')}, ${accountId}, ${normalizeEmail(email)}, ${passwordHash})
    RETURNING id, account_id, email, password_hash`;
  return row;
}

export async function findConsoleUser(sql: Sql, email: string): Promise<ConsoleUser | undefined> {
  const [row] = await sql<ConsoleUser[]>`
    SELECT id, account_id, email, password_hash FROM console_users WHERE email = ${normalizeEmail(email)}`;
  return row;
}

/** Sets a new password hash and ends the user's sessions; false when there is no such user. */
export async function setConsolePassword(sql: Sql, email: string, passwordHash: string): Promise<boolean> {
  const rows = await sql<{ id: string }[]>`
    UPDATE console_users SET password_hash = ${passwordHash}, password_changed_at = now()
    WHERE email = ${normalizeEmail(email)} RETURNING id`;
  if (!rows.length) return false;
  await sql`DELETE FROM console_sessions WHERE user_id = ${rows[0].id}`;
  return true;
}

export const hashSessionToken = (token: string) => hash('sha256', token, 'hex');

/** Starts a session; returns the token for the cookie (shown to nobody else, stored as a hash). */
export async function createSession(sql: Sql, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sql`INSERT INTO console_sessions (token_hash, user_id) VALUES (${hashSessionToken(token)}, ${userId})`;
  return token;
}

/**
 * The session behind `token` if it is within both windows. Its last use moves to now only when the
 * stored one is older than a tenth of the idle window (at most a minute): a console page makes several
 * requests at once, and one row write per minute keeps the idle window as exact as it needs to be.
 */
export async function touchSession(sql: Sql, token: string, idleSeconds: number, absoluteSeconds: number): Promise<ConsoleSession | undefined> {
  const refreshSeconds = Math.min(60, idleSeconds / 10);
  const [row] = await sql<{ user_id: string; email: string; account_id: string; plan: Plan }[]>`
    WITH live AS (
      SELECT s.token_hash, s.last_seen_at, s.user_id, u.email, u.account_id, a.plan
      FROM console_sessions s JOIN console_users u ON u.id = s.user_id JOIN accounts a ON a.id = u.account_id
      WHERE s.token_hash = ${hashSessionToken(token)}
        AND s.last_seen_at > now() - make_interval(secs => ${idleSeconds})
        AND s.created_at > now() - make_interval(secs => ${absoluteSeconds})
    ), touched AS (
      UPDATE console_sessions s SET last_seen_at = now() FROM live
      WHERE s.token_hash = live.token_hash AND live.last_seen_at < now() - make_interval(secs => ${refreshSeconds})
    )
    SELECT user_id, email, account_id, plan FROM live`;
  return row ? { userId: row.user_id, email: row.email, accountId: row.account_id, plan: row.plan } : undefined;
}

export async function deleteSession(sql: Sql, token: string): Promise<void> {
  await sql`DELETE FROM console_sessions WHERE token_hash = ${hashSessionToken(token)}`;
}

/** Drops expired sessions (called now and then; expired ones are refused either way). */
export async function pruneSessions(sql: Sql, idleSeconds: number, absoluteSeconds: number): Promise<void> {
  await sql`
    DELETE FROM console_sessions
    WHERE last_seen_at <= now() - make_interval(secs => ${idleSeconds})
       OR created_at <= now() - make_interval(secs => ${absoluteSeconds})`;
}
