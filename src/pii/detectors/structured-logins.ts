// Logins where the STRUCTURE, not a login word before the value, says it is one (USERNAME):
// - the cell under a login column of a delimited table (CSV, TSV, ";" rows, markdown): "login,data\nkasia_w92,…";
// - a quoted key or a prefixed key of JSON/YAML/INI/.env ("\"user\": \"kasia_w92\"", "DB_USER=kbarski",
//   "author: mwojcik", "assignee: tkrol"), a CRM's account manager ("Opiekun: a.fornal"); a bare "user:"/"login="
//   is username.ts's;
// - a person tag in code and commits: "TODO(jkowalski):", "@author jnowak", "Co-authored-by: kasia92 <…>";
// - a Reddit account "u/nick", "/u/nick"; a forum quote's author ("kasia92 napisał(a):", "Quote from: darkwolf");
// - a chat mention opening a line and followed by words ("@wilczek sprawdzisz PR?", "by @wilczek in #42");
// - the account of an sshd/PAM log line, an XML element <user>…</user>, a Windows domain account ("DOMENA\\jkowal").
// System and placeholder accounts (root, postgres, admin, www-data, null, true, ${VAR}) are no person's:
// they stay. Values with spaces are names, left to the name detectors; e-mails are EMAIL_ADDRESS's.
import type { ScanText } from '../context.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { looksLikeSurname } from '../names/surnames.js';
import { isDictionaryWord } from '../dictionary-words.js';
import type { Candidate } from '../types.js';
import { isSystemAccount } from './system-accounts.js';
import { USERNAME_SCORE } from './username.js';

/** One login token: letters, digits, "_", "." and "-" inside, 2–40 characters. */
const TOKEN = String.raw`[\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,38}[\p{L}\p{N}_])?`;
const TOKEN_RE = new RegExp(`^${TOKEN}$`, 'u');


function push(out: Candidate[], start: number, end: number, source: string): void {
  if (out.some((c) => c.type === 'USERNAME' && c.start < end && start < c.end)) return;
  out.push({ type: 'USERNAME', start, end, score: USERNAME_SCORE, source });
}

/** Whether a value in a login slot may be a person's login: one token, a letter in it, not a system account,
 *  not a date, a version or an e-mail. */
export function isLoginValue(value: string): boolean {
  if (!TOKEN_RE.test(value) || !/\p{L}/u.test(value)) return false;
  const folded = value.toLowerCase();
  if (isSystemAccount(folded) || folded.length < 3) return false;
  if (/^\d/.test(value) && /^[\d.:-]+[a-z]?$/i.test(value)) return false; // "2024-01-01", "1.2.3"
  if (/^v?\d+(?:\.\d+)+/.test(folded)) return false;
  return true;
}

/** A login that is a person's by its shape: an initial and a surname ("kbarski", "a.fornal"), "first.last", a first name
 *  alone, with digits or an initial ("ania", "ania92", "ola-s"), or a handle with "_" or digits and no
 *  dictionary word in it ("krzysiek_dev" no, "xgrzes_99" yes). */
export function looksPersonal(value: string): boolean {
  const v = value.toLowerCase();
  const parts = v.split(/[._-]/).filter((p) => p.length > 0);
  if (parts.length === 1) {
    const letters = v.replace(/\d+$/, '');
    if (letters.length >= 5 && looksLikeSurname(letters.slice(1)) && !isDictionaryWord(letters)) return true;
    if (isFirstNameAnyCase(letters)) return true;
    return letters !== v && /^\p{L}{3,}$/u.test(letters) && !isDictionaryWord(letters); // "xgrzes99"

  }
  const first = parts[0]!, last = parts.at(-1)!.replace(/\d+$/, '');
  if (/^\p{L}+$/u.test(last) && looksLikeSurname(last) && (first.length === 1 || isFirstNameAnyCase(first))) return true;
  if (last.length === 1 && isFirstNameAnyCase(first)) return true; // "ola-s", "tomek_l"
  if (first.length === 1 && parts.length === 2 && v[1] === '.' && /^\p{L}{4,}$/u.test(last)) return true; // "a.fornal", "m.wilk": an initial, a dot, a surname
  return /[\d_]/.test(v) && !parts.some((p) => isDictionaryWord(p.replace(/\d+$/, '')));
}

// ---- delimited tables ----

const DELIMITERS = ['\t', ';', ',', '|'] as const;
/** Folded header cells of a login column ("_", "-" and "." read as spaces). */
const LOGIN_HEADER_RE = /^(?:login|user|username|user name|user login|nick|nickname|uzytkownik|nazwa uzytkownika|login uzytkownika|pseudonim|screen name)$/;
/** Columns of a role or an account, which a team, a company or a thing may fill too ("owner,repo\nfacebook,react",
 *  "handle,price\nmug,10"): only a login shaped like a person's is taken. */
const ROLE_HEADER_RE = /^(?:handle|konto|account|author|autor|owner|assignee|reviewer|reporter|created by|wlasciciel|zglaszajacy|przypisany)$/;
const HEADER_HINT_RE = /login|user|nick|handle|konto|uzytkown|pseudonim|autor|author|owner|assignee|reviewer|reporter|created|screen|account/;
const MAX_ROWS = 5000;

function detectLoginColumns(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (!text.includes('\n')) return;
  const folded = scan.folded;
  if (!HEADER_HINT_RE.test(folded)) return;
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const header = folded.slice(lineStart, lineEnd);
    const delimiter = header.length < 400 ? DELIMITERS.find((d) => header.includes(d)) : undefined;
    if (delimiter && HEADER_HINT_RE.test(header)) {
      const columns = header.replace(/\r$/, '').split(delimiter).map(columnKind);
      if (columns.some((k) => k !== Column.Other)) {
        lineStart = readRows(text, lineEnd + 1, delimiter, columns, out);
        continue;
      }
    }
    lineStart = lineEnd + 1;
  }
}

const enum Column { Other, Login, Role }

function columnKind(headerCell: string): Column {
  const cell = headerCell.trim().replace(/["'`*]/g, '').replace(/[_.-]/g, ' ').replace(/\s+/g, ' ');
  return LOGIN_HEADER_RE.test(cell) ? Column.Login : ROLE_HEADER_RE.test(cell) ? Column.Role : Column.Other;
}

const MARKDOWN_RULE_RE = /^[\s|:-]+$/;

/** The rows after a header, while they have its number of cells; returns where they end. */
function readRows(text: string, from: number, delimiter: string, columns: Column[], out: Candidate[]): number {
  let lineStart = from;
  for (let row = 0; row < MAX_ROWS && lineStart < text.length; row++) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
    const cells = line.split(delimiter);
    if (cells.length !== columns.length) break;
    if (!MARKDOWN_RULE_RE.test(line)) {
      let at = lineStart;
      cells.forEach((cell, i) => {
        if (columns[i] !== Column.Other) {
          const value = cell.trim().replace(/^["'`]|["'`]$/g, '').replace(/^@/, '');
          if (isLoginValue(value) && (columns[i] === Column.Login || looksPersonal(value))) {
            const start = at + cell.indexOf(value);
            push(out, start, start + value.length, 'login-column');
          }
        }
        at += cell.length + delimiter.length;
      });
    }
    lineStart = lineEnd + 1;
  }
  return lineStart;
}

// ---- key-value (JSON, YAML, INI, .env, log lines) ----

/**
 * A key, then ":" or "=", then the value (group 3 or 4 quoted, group 5 bare); group 2 the key, quoted when group
 * 1 holds its quote. A bare value ends its line or item, or the next "key=" of a log line follows: "Author: Jan
 * Kowalski <…>" is a name. Which keys name a login is checked in code, on the key in lower case.
 */
const KEY_VALUE_RE = /(?<![\p{L}\p{N}_.-])(["']?)([A-Za-z][A-Za-z_.-]{1,38})\1[ \t]*[:=][ \t]*(?:"([^"\n]{1,60})"|'([^'\n]{1,60})'|([^\s"',;{}\[\]()#]{1,60})(?=[ \t]*(?:[,;}\]\r\n]|$)|[ \t]+[\w.-]+=))/gmu;
const KEY_HINT_RE = /user|login|nick|handle|author|owner|assignee|review|report|creat|updat|modif|maintain|commit|uzytkown|autor|opiekun|handlowiec|konsultant|agent|doradca|przypisan/i;
/** Keys whose value is a login: bare ones only quoted ("user:" alone is username.ts's). */
const LOGIN_KEY_RE = /^(?:user(?:_?name)?|login|nick(?:name)?|uzytkownik)$/;
/** A login key after a prefix ("db_user", "smtp.username", "git_login"): the account of a service as often. */
const PREFIXED_LOGIN_KEY_RE = /^(?:[a-z]+[_.-])+(?:user(?:_?name)?|login)$/;
/** Keys naming a role a person or a team may hold. */
const ROLE_KEY_RE = /^(?:author|autor|owner|assignee|reviewer|reporter|maintainer|committer|handle|(?:created|updated|modified)[_.-]?by|opiekun(?:ka)?|handlowiec|konsultant(?:ka)?|agent|doradca|przypisan[oya])$/;

function detectKeyValues(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (!KEY_HINT_RE.test(text)) return;
  const re = KEY_VALUE_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const key = m[2]!.toLowerCase();
    const value = m[3] ?? m[4] ?? m[5]!;
    const quotedKey = m[1] !== '';
    const plain = quotedKey && LOGIN_KEY_RE.test(key);
    if (!plain && !ROLE_KEY_RE.test(key) && !PREFIXED_LOGIN_KEY_RE.test(key)) continue;
    if (!isLoginValue(value) || isInterfaceLabel(value)) continue;
    // A prefixed key ("DB_USER") or a role ("owner") names a service account or a team as often as a person.
    if (!plain && !looksPersonal(value)) continue;
    const end = m.index + m[0].length - (m[5] === undefined ? 1 : 0);
    push(out, end - value.length, end, 'login-key');
  }
  if (text.includes('config')) {
    GIT_CONFIG_RE.lastIndex = 0;
    for (let m = GIT_CONFIG_RE.exec(text); m; m = GIT_CONFIG_RE.exec(text)) {
      const end = m.index + m[0].length;
      if (isLoginValue(m[1]!)) push(out, end - m[1]!.length, end, 'login-key');
    }
  }
}
/** "git config --global user.name kasia92" (one token; a quoted full name is the name detectors'). */
const GIT_CONFIG_RE = new RegExp(String.raw`git config(?:[ \t]+--(?:global|local|system))?[ \t]+user\.name[ \t]+["']?(${TOKEN})(?=["']?(?:\s|$))`, 'gu');

/** A capitalised word of the dictionary is a label of a translation file ("\"user\": \"Użytkownik\""), no login. */
function isInterfaceLabel(value: string): boolean {
  return /^\p{Lu}\p{Ll}+$/u.test(value) && isDictionaryWord(value);
}

// ---- code and commits ----

/** "TODO(jkowalski):", "FIXME(ania)", "XXX(jan.k)": group 1 the tag. */
const TODO_RE = /(?<![\p{L}\p{N}_])(?:TODO|FIXME|XXX|HACK|NOTE|BUG)\((@?[\p{L}_][\p{L}\p{N}_.-]{1,38})\)/gu;
/** "@author jnowak" (one token; a full name is the name detectors'). */
const AUTHOR_TAG_RE = new RegExp(String.raw`@author[ \t]+(${TOKEN})(?=[ \t]*(?:$|<|\*|\(|,))`, 'gmu');
/** Git trailers and headers: "Co-authored-by: kasia92 <…>", "Author: jnowak <…>" (one token before "<"). */
const TRAILER_RE = new RegExp(String.raw`(?:^|\n)[ \t]*(?:Author|Commit|Committer|Signed-off-by|Co-authored-by|Reviewed-by|Acked-by|Tested-by|Reported-by|Suggested-by|Helped-by):[ \t]+(${TOKEN})[ \t]*<`, 'giu');

/** TRAILER_RE, sticky: tried only where `(?:^|\n)` lets a match start (nextTrailer). */
const TRAILER_AT_RE = new RegExp(TRAILER_RE.source, 'iuy');

/**
 * The match TRAILER_RE finds searching from `from`, found by trying only the text's start and its line breaks:
 * most texts have a few lines, and the global pattern is tried at every position.
 */
export function nextTrailer(text: string, from: number): RegExpExecArray | null {
  for (let at = from === 0 ? 0 : text.indexOf('\n', from); at >= 0; at = text.indexOf('\n', at + 1)) {
    TRAILER_AT_RE.lastIndex = at;
    const m = TRAILER_AT_RE.exec(text);
    if (m) return m;
  }
  return null;
}

function detectCodeTags(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  for (const [hint, re, source] of [['(', TODO_RE, 'todo-tag'], ['@author', AUTHOR_TAG_RE, 'author-tag']] as const) {
    if (!text.includes(hint)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) takeCodeTag(out, m, source);
  }
  if (text.includes(':')) for (let m = nextTrailer(text, 0); m; m = nextTrailer(text, m.index + m[0].length)) takeCodeTag(out, m, 'git-trailer');
}

/** The tag of a TODO_RE, AUTHOR_TAG_RE or TRAILER_RE match (group 1), when it is a login. */
function takeCodeTag(out: Candidate[], m: RegExpExecArray, source: 'todo-tag' | 'author-tag' | 'git-trailer'): void {
  const value = m[1]!.replace(/^@/, '');
  // "TODO(perf)", "FIXME(security)": a topic, not a person.
  if (!isLoginValue(value) || (source === 'todo-tag' && !looksPersonal(value))) return;
  const end = m.index + m[0].indexOf(m[1]!) + m[1]!.length;
  push(out, end - value.length, end, source);
}

// ---- forums and chats ----

/** "u/nick", "/u/nick" not inside a path: group 1 the account. */
const REDDIT_RE = /(?<![\p{L}\p{N}_.\/-])\/?u\/([\p{L}\p{N}_-]{3,20})(?![\p{L}\p{N}_.\/-])/gu;
/** A forum quote's author: "cytat: kasia92 napisał(a):", "darkwolf wrote:", "Quote from: darkwolf on …",
 *  "Originally Posted by darkwolf". Group 1 or 2 the author. */
const QUOTE_RE = /(?:^|\n|(?:cytat|quote|odpowiedz|re)[ \t]*:?[ \t]+|>[ \t]*)([\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,30}[\p{L}\p{N}_])?)[ \t]+(?:napisał(?:a|\(a\))?|napisal(?:a|\(a\))?|pisze|wrote|said|writes)[ \t]*:|(?:Quote from|Originally Posted by|Cytat od|Cytuj)[ \t]*:?[ \t]+([\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,30}[\p{L}\p{N}_])?)(?=[ \t]+on[ \t]|[ \t]*$|[ \t]*\n|[ \t]*[,;»])/dgiu;
const QUOTE_HINT_RE = /napisa|pisze|wrote|said|writes|quote|posted by|cytat/i;
/** A mention opening a line and followed by a word or "," ("@wilczek sprawdzisz PR?", "@ola_k, dzięki"). */
const LINE_MENTION_RE = /(?:^|\n|[,.!?][ \t]+|(?<![\p{L}\p{N}_])(?:by|od|dla|hej|cześć|czesc|dzięki|dzieki|thanks|ok|hi|hey|cc)[ \t,]+)@([\p{Ll}\p{N}_](?:[\p{L}\p{N}_.]{0,28}[\p{L}\p{N}_])?)(?=[,:]?[ \t]+\p{L}|,|[ \t]*[!?]|[ \t]*$)/gmu;
/** "@" words of code and markup (CSS at-rules, JSDoc and Javadoc tags, Blade and Razor, batch files). */
const AT_KEYWORDS: ReadonlySet<string> = new Set([
  'media', 'import', 'font-face', 'keyframes', 'supports', 'charset', 'page', 'layer', 'container', 'tailwind',
  'apply', 'include', 'mixin', 'extend', 'use', 'forward', 'if', 'else', 'each', 'function', 'return', 'returns',
  'param', 'type', 'typedef', 'throws', 'throw', 'example', 'see', 'since', 'deprecated', 'author', 'todo', 'link',
  'private', 'public', 'protected', 'override', 'async', 'default', 'property', 'template', 'note', 'version',
  'foreach', 'endforeach', 'endif', 'section', 'endsection', 'yield', 'extends', 'csrf', 'auth', 'guest', 'model',
  'using', 'echo', 'here', 'channel', 'everyone', 'all', 'team', 'while', 'for', 'debug', 'warn', 'error', 'content',
  'inject', 'input', 'output', 'staticmethod', 'classmethod', 'dataclass', 'abstractmethod', 'interface', 'end',
  'implementation', 'protocol', 'synthesize', 'dynamic', 'class', 'selector', 'ts-ignore', 'ts-expect-error',
  'eslint-disable', 'prettier-ignore', 'jsx', 'flow', 'license', 'module', 'namespace', 'description', 'summary',
]);

function detectForums(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (text.includes('u/')) {
    REDDIT_RE.lastIndex = 0;
    for (let m = REDDIT_RE.exec(text); m; m = REDDIT_RE.exec(text)) {
      const value = m[1]!;
      if (!/\p{L}/u.test(value) || isSystemAccount(value)) continue;
      const end = m.index + m[0].length;
      push(out, end - value.length, end, 'reddit-user');
    }
  }
  if (QUOTE_HINT_RE.test(text)) {
    QUOTE_RE.lastIndex = 0;
    for (let m = QUOTE_RE.exec(text); m; m = QUOTE_RE.exec(text)) {
      const group = m[1] !== undefined ? 1 : 2;
      const value = m[group]!;
      if (!isLoginValue(value) || NOT_AUTHOR.has(value.toLowerCase())) continue;
      const [start, end] = m.indices![group]!;
      push(out, start, end, 'quote-author');
    }
  }
  if (mayOpenMention(text)) {
    LINE_MENTION_RE.lastIndex = 0;
    for (let m = LINE_MENTION_RE.exec(text); m; m = LINE_MENTION_RE.exec(text)) {
      const value = m[1]!;
      if (AT_KEYWORDS.has(value.toLowerCase()) || !isLoginValue(value)) continue;
      const end = m.index + m[0].length;
      push(out, end - value.length - 1, end, 'line-mention');
    }
  }
}
/**
 * Whether an "@" has what LINE_MENTION_RE needs right before it: the text's start, a line break, a space, a tab
 * or ",". An e-mail's "@" has not; most texts with an "@" have only those.
 */
export function mayOpenMention(text: string): boolean {
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    if (at === 0 || MENTION_OPENERS.has(text.charCodeAt(at - 1))) return true;
  }
  return false;
}
const MENTION_OPENERS: ReadonlySet<number> = new Set([...'\n\r\u2028\u2029 \t,'].map((ch) => ch.charCodeAt(0)));

/** Words that write or say in a quote line without being an author ("ktoś napisał:", "he wrote:"). */
const NOT_AUTHOR: ReadonlySet<string> = new Set([
  'ktos', 'ktoś', 'kolega', 'koleżanka', 'kolezanka', 'pan', 'pani', 'ona', 'on', 'ktory', 'który', 'która', 'ktora',
  'someone', 'she', 'he', 'they', 'who', 'somebody', 'user', 'admin', 'moderator', 'you', 'wyzej', 'wyżej', 'above',
  'also', 'just', 'has', 'have', 'then', 'and', 'już', 'juz', 'też', 'tez', 'mi', 'nam', 'mu', 'jej', 'ich',
]);

// ---- system logs and markup ----

/** The account of an sshd or PAM log line ("Failed password for jkowalski from …", "Invalid user kasia92 from",
 *  "session opened for user anowak"), and an XML element named for a login ("<user>kasia_w92</user>"). */
const SYSTEM_LOG_RE = new RegExp(String.raw`(?:(?:Failed|Accepted) (?:password|publickey|keyboard-interactive(?:\/pam)?|none) for (?:invalid user )?|Invalid user |session (?:opened|closed) for user )(${TOKEN})(?= from |\(| by |\s*$)|<(user|username|userName|login|nick|author|owner)>(${TOKEN})<\/\2>`, 'dgmu');
const SYSTEM_LOG_HINT_RE = /for |Invalid user|<user|<login|<nick|<author|<owner/;

function detectSystemLogs(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (!SYSTEM_LOG_HINT_RE.test(text)) return;
  SYSTEM_LOG_RE.lastIndex = 0;
  for (let m = SYSTEM_LOG_RE.exec(text); m; m = SYSTEM_LOG_RE.exec(text)) {
    const group = m[1] !== undefined ? 1 : 3;
    if (!isLoginValue(m[group]!)) continue;
    const [start, end] = m.indices![group]!;
    push(out, start, end, 'system-log');
  }
}

/**
 * A Windows domain account, DOMAIN\\user ("DOMENA\\jkaczmarek2", "CORP\\a.nowak"): the domain in capitals, one
 * backslash, the user. System accounts ("NT AUTHORITY\\SYSTEM", "BUILTIN\\Administrators") stay.
 */
const DOMAIN_ACCOUNT_RE = /(?<![\p{L}\p{N}_\\])[A-Z][A-Z0-9-]{1,15}\\([a-z][a-z0-9._-]{1,30}[a-z0-9])(?![\p{L}\p{N}_\\])/gu;

function detectDomainAccounts(scan: ScanText, out: Candidate[]): void {
  if (scan.text.indexOf('\\') < 0) return;
  DOMAIN_ACCOUNT_RE.lastIndex = 0;
  for (let m = DOMAIN_ACCOUNT_RE.exec(scan.text); m; m = DOMAIN_ACCOUNT_RE.exec(scan.text)) {
    const user = m[1]!;
    if (isSystemAccount(user)) continue;
    const start = m.index + m[0].length - user.length;
    out.push({ type: 'USERNAME', start, end: start + user.length, source: 'domain-account', score: USERNAME_SCORE });
  }
}

export function detectStructuredLogins(scan: ScanText, out: Candidate[]): void {
  detectDomainAccounts(scan, out);
  detectLoginColumns(scan, out);
  detectSystemLogs(scan, out);
  detectKeyValues(scan, out);
  detectCodeTags(scan, out);
  detectForums(scan, out);
}
