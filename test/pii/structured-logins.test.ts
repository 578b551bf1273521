// Logins without a login word next to them, where the structure says what they are (structured-logins.ts):
// table columns, JSON/YAML/.env keys, person tags in code and commits, Reddit and forum forms, chat mentions.
// Each through the rule (exact spans) and through the whole detection path with a new account's default
// settings; code, config and tables without people must come back untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectCandidates } from '../../src/pii/detectors/index.js';
import { PiiPool } from '../../src/pii/pool.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';

const logins = (text: string): string[] =>
  detectCandidates(text, new Set(['USERNAME'])).filter((c) => c.type === 'USERNAME').map((c) => text.slice(c.start, c.end));

describe('structured logins (the rule)', () => {
  it('takes the cells of a login column', () => {
    expect(logins('id,login,data\n1,kasia_w92,2024-01-02\n2,jkowal,2024-01-03')).toEqual(['kasia_w92', 'jkowal']);
    expect(logins('ID;UŻYTKOWNIK;MIASTO\n1;ANNA.NOWAK;KRAKÓW\n2;PIOTREK77;GDAŃSK')).toEqual(['ANNA.NOWAK', 'PIOTREK77']);
    expect(logins('| nick | punkty |\n|---|---|\n| wilczek | 120 |\n| ola.k | 90 |')).toEqual(['wilczek', 'ola.k']);
  });
  it('takes a role column only for a login shaped like a person\'s', () => {
    expect(logins('Author\tCommits\nkrzysiek_dev\t42\nola-s\t17')).toEqual(['krzysiek_dev', 'ola-s']);
    expect(logins('owner,repo,stars\nfacebook,react,200000')).toEqual([]);
    expect(logins('handle,price\nmug,10\nknob,12')).toEqual([]);
  });
  it('takes the value of a quoted, prefixed or role key', () => {
    expect(logins('{"user": "kasia_w92", "active": true}')).toEqual(['kasia_w92']);
    expect(logins('{"AUTHOR":"MWOJCIK"}')).toEqual(['MWOJCIK']);
    expect(logins("{'login': 'anna.nowak'}")).toEqual(['anna.nowak']);
    expect(logins('DB_USER=kbarski\nDB_PASS=secret')).toEqual(['kbarski']);
    expect(logins('- name: deploy\n  owner: jkowalczyk')).toEqual(['jkowalczyk']);
    expect(logins('assignee: tkrol')).toEqual(['tkrol']);
    expect(logins('git config --global user.name kasia92')).toEqual(['kasia92']);
  });
  it('takes a person tag in code and commits', () => {
    expect(logins('// TODO(jkowalski): poprawić walidację')).toEqual(['jkowalski']);
    expect(logins('# TODO(ANIA): poprawić')).toEqual(['ANIA']);
    expect(logins('/** @author jnowak */')).toEqual(['jnowak']);
    expect(logins('Co-authored-by: kasia92 <kasia92@users.noreply.github.com>')).toEqual(['kasia92']);
  });
  it('takes Reddit accounts, forum quote authors and line-opening mentions', () => {
    expect(logins('Jak pisał u/kotek_mruczek, to nie działa')).toEqual(['kotek_mruczek']);
    expect(logins('thanks /u/throwaway_pl for the tip')).toEqual(['throwaway_pl']);
    expect(logins('cytat: kasia92 napisał(a):\n> nie działa mi')).toEqual(['kasia92']);
    expect(logins('KASIA92 NAPISAŁ(A):\n> TEŻ TAK MAM')).toEqual(['KASIA92']);
    expect(logins('Quote from: darkwolf on May 5, 2024')).toEqual(['darkwolf']);
    expect(logins('@wilczek sprawdzisz PR?')).toEqual(['@wilczek']);
    expect(logins('* Fix parser by @ola_k in #42')).toEqual(['@ola_k']);
  });
  it('takes the account of an sshd log line and of a <user> element', () => {
    expect(logins('Jun 3 10:22:01 srv sshd[123]: Failed password for jkowalski from 10.0.0.5 port 22')).toEqual(['jkowalski']);
    expect(logins('Invalid user kasia92 from 10.0.0.7')).toEqual(['kasia92']);
    expect(logins('<user>kasia_w92</user>')).toEqual(['kasia_w92']);
  });
  it('leaves system accounts, literals and code alone', () => {
    for (const text of ['user=postgres', 'DB_USER=root', '{"user": true}', '"login": "2024-01-01"', 'TODO(perf): cache this',
      'login: true', 'nick: undefined', 'const user = await getUser(id);', 'POSTGRES_USER=myapp', '"owner": "platform-team"']) {
      expect(logins(text), text).toEqual([]);
    }
  });
});

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  ['id,login,data\n1,kasia_w92,2024-01-02\n2,jkowal,2024-01-03', ['kasia_w92', 'jkowal']],
  ['LOGIN,HASŁO WYGASA\nKASIA_W92,2024-05-01\nJKOWAL,2024-06-01', ['KASIA_W92', 'JKOWAL']],
  ['ID;UŻYTKOWNIK;MIASTO\n1;ANNA.NOWAK;KRAKÓW\n2;PIOTREK77;GDAŃSK', ['ANNA.NOWAK', 'PIOTREK77']],
  ['| nick | punkty |\n|---|---|\n| wilczek | 120 |\n| ola.k | 90 |', ['wilczek', 'ola.k']],
  ['username\temail\nmarta_s\tmarta@x.pl\ntomekz\ttomek@y.pl', ['marta_s', 'tomekz', 'marta@x.pl']],
  ['"User Name","Last Login"\n"mnowak","2024-01-01"\n"p.wisniewska","2024-02-02"', ['mnowak', 'p.wisniewska']],
  ['{"user": "kasia_w92", "active": true}', ['kasia_w92']],
  ['{"username":"jkowal","id":5}', ['jkowal']],
  ['{"AUTHOR":"MWOJCIK"}', ['MWOJCIK']],
  ['username: jkowal\nshell: /bin/bash', ['jkowal']],
  ['2024-05-01 12:00:01 INFO auth ok user=mzielinski ip=10.0.0.1', ['mzielinski']],
  ['[2024-05-01 10:00:00] ERROR login failed: username="zbyszek77"', ['zbyszek77']],
  ['DB_USER=kbarski\nDB_PASS=secret', ['kbarski']],
  ['SMTP_USERNAME=anna.kowalska', ['anna.kowalska']],
  ['created_by: tomek_l\nowner: mnowak\nreviewer=anowicka', ['tomek_l', 'mnowak', 'anowicka']],
  ['// TODO(jkowalski): poprawić walidację', ['jkowalski']],
  ['/** @author jnowak */', ['jnowak']],
  ['commit 1a2b3c\nAuthor: Tomasz Lis <tlis@example.com>\nDate: Mon May 6', ['Lis', 'tlis@example.com']],
  ['Co-authored-by: kasia92 <kasia92@users.noreply.github.com>\nReviewed-by: jnowak <jnowak@firma.pl>', ['kasia92', 'jnowak']],
  ['Jak pisał u/kotek_mruczek, to nie działa', ['kotek_mruczek']],
  ['posted by u/grzesiek_1999', ['grzesiek_1999']],
  ['@marta_k możesz zerknąć?\nok @ola_k, dzięki', ['marta_k', 'ola_k']],
  ['cytat: kasia92 napisał(a):\n> nie działa mi', ['kasia92']],
  ['darkwolf wrote:\n> it works\nOriginally Posted by bigbadwolf', ['darkwolf', 'bigbadwolf']],
  ['Jun 3 10:22:01 srv sshd[123]: Failed password for jkowalski from 10.0.0.5 port 22', ['jkowalski']],
  ['<user>kasia_w92</user>', ['kasia_w92']],
];

/** Code, config and tables without a person: forwarded as they are. */
const CLEAN: string[] = [
  '{"user": true, "admin": false}', '"user": {', 'user: null', '"login": "2024-01-01"', 'user=postgres', 'DB_USER=root',
  'login=admin', '@media (max-width: 600px) {', '@Override', 'npm i @types/node', '@Component({ selector: "app" })',
  'open src/u/index.ts', 'user,count\nroot,3\npostgres,1', 'username: ${DB_USER}', 'user = os.getenv("USER")',
  '"author": "", "license": "MIT"', 'login: true', 'handle: string;', 'const user = await getUser(id);',
  'SELECT user, host FROM mysql.user;', '// TODO: refactor', '# TODO(#123): fix', 'author: null', '@param user the user',
  'nick: undefined', 'DB_USER=app_user', 'POSTGRES_USER=myapp', '"owner": "platform-team"', '@import "base.scss";',
  '@include mixin;', '@echo off', '  @pytest.fixture', '@app.route("/login")', 'owner,repo,stars\nfacebook,react,200000',
  'user_id,login_count,last_login\n1,5,2024-01-01\n2,7,2024-01-02', 'Wpisz login i hasło, a potem kliknij Zaloguj.',
  'chmod u+x run.sh && ls /usr/lib', 'curl https://reddit.com/r/poland', 'file: ./u/a.txt', '"assignee": null,',
  'reviewer: TBD', '"author": "OpenAI"', 'user: ${{ secrets.USER }}', 'user: "{{ ansible_user }}"', 'handle,price\nmug,10\nknob,12',
  'TODO(perf): cache this', 'FIXME(security): validate input', '"user": "default"', '@keyframes spin {', 'Witam @all, jutro zebranie',
  '@ts-ignore', 'The manager wrote: please fix', '{"user": "Użytkownik", "login": "Zaloguj"}', 'user,ok\ntak,nie',
  'Jun 3 10:22:01 srv sshd[123]: Failed password for root from 10.0.0.5 port 22', '<user>postgres</user>', 'u/AutoModerator',
  'Waiting for a response from the server', 'Thanks to all contributors by @dependabot in #12',
];

describe('structured logins through the gateway\'s detection (default settings)', () => {
  const enabled = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
  let pool: PiiPool;
  beforeAll(() => { pool = new PiiPool({ threads: 1, cacheEntries: 0 }); });
  afterAll(async () => { await pool.close(); });
  const forwarded = async (text: string): Promise<string> => (await pool.anonymize([text], enabled, false)).texts[0]!;

  it('no listed value reaches the provider', async () => {
    const sent = await Promise.all(PROBES.map(([text]) => forwarded(text)));
    const leaks = PROBES.flatMap(([, values], i) => values.filter((v) => sent[i]!.toLowerCase().includes(v.toLowerCase())).map((v) => `${i}: ${v}`));
    expect(leaks).toEqual([]);
  }, 120_000);

  it('clean code, config and tables come back untouched', async () => {
    expect(CLEAN.length).toBeGreaterThanOrEqual(20);
    expect(await Promise.all(CLEAN.map(forwarded))).toEqual(CLEAN);
  }, 120_000);
});
