// `npm run admin -- <command>`: account and key administration against the configured database.
//   account create --name N --plan business
//   account list
//   account set-plan --account ID --plan solo
//   key create --account ID [--test] [--name N] [--permissions chat:write,usage:read]
//   user create --account ID --email E [--password-stdin]     (web console users)
//   user reset-password --email E [--password-stdin]
import { parseArgs } from 'node:util';
import { PERMISSIONS, type Permission } from './auth/keys.js';
import { ConfigError, loadConfig, PLANS, type Plan } from './config.js';
import { createAccount, getAccount, listAccounts, setAccountPlan } from './store/accounts.js';
import { createApiKey } from './store/api-keys.js';
import { generatePassword, hashPassword, passwordProblem } from './console/password.js';
import { createConsoleUser, findConsoleUser, isEmailAddress, setConsolePassword } from './store/console-users.js';
import { connectDatabase } from './store/db.js';
import { migrate } from './store/migrate.js';

const USAGE = `usage: npm run admin -- <command>
  account create --name NAME --plan free|solo|business|enterprise
  account list
  account set-plan --account ID --plan free|solo|business|enterprise
  key create --account ID [--test] [--name NAME] [--permissions p1,p2]
  user create --account ID --email E [--password-stdin]   web console user; prints a one-time password
  user reset-password --email E [--password-stdin]        new password; ends the user's sessions
With the embedded database, stop the gateway first (one process at a time per data folder).`;

class UsageError extends Error {}

function plan(value: string | undefined): Plan {
  if (!value || !PLANS.includes(value as Plan)) throw new UsageError(`--plan must be one of ${PLANS.join(', ')}`);
  return value as Plan;
}

function required(value: string | undefined, flag: string): string {
  if (!value) throw new UsageError(`${flag} is required`);
  return value;
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        plan: { type: 'string' },
        account: { type: 'string' },
        test: { type: 'boolean', default: false },
        permissions: { type: 'string' },
        email: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        schema: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    // parseArgs names the option; it is the operator's own command line.
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
}

/** The password from stdin (first line) with --password-stdin, else a generated one that is printed. */
async function newPassword(fromStdin: boolean, readStdin: () => Promise<string>): Promise<{ password: string; generated: boolean }> {
  if (!fromStdin) return { password: generatePassword(), generated: true };
  const password = (await readStdin()).split(/\r?\n/)[0];
  const problem = passwordProblem(password);
  if (problem) throw new UsageError(problem);
  return { password, generated: false };
}

async function readAllStdin(): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of process.stdin) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function runAdmin(argv: string[], out: (line: string) => void, env = process.env, readStdin = readAllStdin): Promise<void> {
  const { values, positionals } = parse(argv);
  const command = positionals.join(' ');
  if (values.help || command === 'help') {
    out(USAGE);
    return;
  }
  // The admin command seals no provider keys, so it does not need GATEWAY_MASTER_KEY.
  const config = loadConfig(env, { masterKeyRequired: false });
  const db = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 1, schema: values.schema });
  try {
    await migrate(db.sql);
    switch (command) {
      case 'account create': {
        const account = await createAccount(db.sql, required(values.name, '--name'), plan(values.plan));
        const key = await createApiKey(db.sql, account.id, 'first key', 'live', PERMISSIONS);
        out(`account ${account.id} (${account.name}, plan ${account.plan})`);
        out(`live key: ${key.apiKey}   (shown only now)`);
        break;
      }
      case 'account list':
        for (const a of await listAccounts(db.sql)) out(`${a.id}\t${a.plan}\t${a.name}\t${a.created_at.toISOString()}`);
        break;
      case 'account set-plan': {
        const a = await setAccountPlan(db.sql, required(values.account, '--account'), plan(values.plan));
        if (!a) throw new UsageError(`no account ${values.account}`);
        // Running gateways re-read the plan when their auth cache entry expires (AUTH_CACHE_TTL_MS),
        // or at once on a PostgreSQL server:
        if (db.server) await db.sql`SELECT pg_notify('gateway_auth_invalidate', ${'account:' + a.id})`;
        out(`account ${a.id} now on plan ${a.plan}`);
        break;
      }
      case 'key create': {
        const accountId = required(values.account, '--account');
        if (!(await getAccount(db.sql, accountId))) throw new UsageError(`no account ${accountId}`);
        const perms = values.permissions ? values.permissions.split(',').map((p) => p.trim()) : [...PERMISSIONS];
        const bad = perms.filter((p) => !PERMISSIONS.includes(p as Permission));
        if (bad.length) throw new UsageError(`unknown permission(s): ${bad.join(', ')}; allowed: ${PERMISSIONS.join(', ')}`);
        const kind = values.test ? 'test' : 'live';
        const key = await createApiKey(db.sql, accountId, values.name ?? `${kind} key`, kind, perms as Permission[]);
        out(`key ${key.row.id} (${kind}, ${perms.join(',')})`);
        out(`${kind} key: ${key.apiKey}   (shown only now)`);
        break;
      }
      case 'user create': {
        const accountId = required(values.account, '--account');
        const email = required(values.email, '--email');
        if (!isEmailAddress(email.trim())) throw new UsageError('--email must be an e-mail address (name@domain.tld)');
        if (!(await getAccount(db.sql, accountId))) throw new UsageError(`no account ${accountId}`);
        if (await findConsoleUser(db.sql, email)) throw new UsageError('a console user with this e-mail exists; use user reset-password');
        const { password, generated } = await newPassword(values['password-stdin'], readStdin);
        const user = await createConsoleUser(db.sql, accountId, email, await hashPassword(password));
        out(`console user ${user.id} for account ${accountId}`);
        out(`e-mail: ${user.email}`);
        if (generated) out(`password: ${password}   (shown only now)`);
        break;
      }
      case 'user reset-password': {
        const email = required(values.email, '--email');
        const { password, generated } = await newPassword(values['password-stdin'], readStdin);
        if (!(await setConsolePassword(db.sql, email, await hashPassword(password)))) throw new UsageError('no console user with this e-mail');
        out(`password changed; the user's sessions are ended`);
        if (generated) out(`password: ${password}   (shown only now)`);
        break;
      }
      default:
        throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
    }
  } finally {
    await db.close();
  }
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!);
if (isMain) {
  runAdmin(process.argv.slice(2), (l) => process.stdout.write(l + '\n')).catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    if (err instanceof UsageError) process.stderr.write(`${USAGE}\n`);
    process.exit(err instanceof UsageError || err instanceof ConfigError ? 2 : 1);
  });
}
