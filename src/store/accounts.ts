// Accounts and their plans.
import type { Plan } from '../config.js';
import { newId } from '../auth/keys.js';
import type { Sql } from './db.js';

export interface Account { id: string; name: string; plan: Plan; created_at: Date }

export async function createAccount(sql: Sql, name: string, plan: Plan): Promise<Account> {
  const [row] = await sql<Account[]>`
    INSERT INTO accounts (id, name, plan) VALUES (${newId('acct')}, ${name}, ${plan})
    RETURNING id, name, plan, created_at`;
  return row;
}

export async function listAccounts(sql: Sql): Promise<Account[]> {
  return sql<Account[]>`SELECT id, name, plan, created_at FROM accounts ORDER BY created_at, id`;
}

export async function getAccount(sql: Sql, id: string): Promise<Account | undefined> {
  const [row] = await sql<Account[]>`SELECT id, name, plan, created_at FROM accounts WHERE id = ${id}`;
  return row;
}

export async function setAccountPlan(sql: Sql, id: string, plan: Plan): Promise<Account | undefined> {
  const [row] = await sql<Account[]>`
    UPDATE accounts SET plan = ${plan} WHERE id = ${id} RETURNING id, name, plan, created_at`;
  return row;
}

export async function countAccounts(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM accounts`;
  return row.n;
}
