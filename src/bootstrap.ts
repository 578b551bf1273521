// First start of the embedded database: create a dev account with one live and one test key, and a
// console user for it with a generated password.
import { PERMISSIONS } from './auth/keys.js';
import { countAccounts, createAccount } from './store/accounts.js';
import { createApiKey } from './store/api-keys.js';
import { createConsoleUser } from './store/console-users.js';
import { generatePassword, hashPassword } from './console/password.js';
import type { Sql } from './store/db.js';

export interface DevAccount { accountId: string; liveKey: string; testKey: string; consoleEmail: string; consolePassword: string }

export const DEV_CONSOLE_EMAIL = 'dev@example.com';

export async function seedDevAccountIfEmpty(sql: Sql): Promise<DevAccount | null> {
  if ((await countAccounts(sql)) > 0) return null;
  const account = await createAccount(sql, 'dev', 'business');
  const live = await createApiKey(sql, account.id, 'dev live key', 'live', PERMISSIONS);
  const test = await createApiKey(sql, account.id, 'dev test key', 'test', PERMISSIONS);
  const consolePassword = generatePassword();
  await createConsoleUser(sql, account.id, DEV_CONSOLE_EMAIL, await hashPassword(consolePassword));
  return { accountId: account.id, liveKey: live.apiKey, testKey: test.apiKey, consoleEmail: DEV_CONSOLE_EMAIL, consolePassword };
}
