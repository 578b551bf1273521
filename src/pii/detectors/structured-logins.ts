// Logins where the STRUCTURE, not a login word before the value, says it is one (USERNAME):
// - the cell under a login column of a delimited table (CSV, TSV, ";" rows, markdown): "login,data\nkasia_w92,…";
// - a quoted key or a prefixed key of JSON/YAML/INI/.env ("\"user\": \"kasia_w92\"", "DB_USER=kbarski",
//   "author: mwojcik", "assignee: tkrol"); a bare "user:"/"login=" is username.ts's;
// - a person tag in code and commits: "TODO(jkowalski):", "@author jnowak", "Co-authored-by: kasia92 <…>";
// - a Reddit account "u/nick", "/u/nick"; a forum quote's author ("kasia92 napisał(a):", "Quote from: darkwolf");
// - a chat mention opening a line and followed by words ("@wilczek sprawdzisz PR?").
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
function isLoginValue(value: string): boolean {
  if (!TOKEN_RE.test(value) || !/\p{L}/u.test(value)) return false;
  const folded = value.toLowerCase();
  if (isSystemAccount(folded) || folded.length < 3) return false;
  if (/^\d/.test(value) && /^[\d.:-]+[a-z]?$/i.test(value)) return false; // "2024-01-01", "1.2.3"
  if (/^v?\d+(?:\.\d+)+/.test(folded)) return false;
  return true;
}

/** A login that is a person's by its shape: an initial and a surname ("kbarski"), "first.last", a first name
 *  with digits ("ania92"), or a handle with "_"/digits and letters that is no dictionary word. */
function looksPersonal(value: string): boolean {
  const v = value.toLowerCase();
  const parts = v.split(/[._-]/).filter((p) => p.length > 0);
  if (parts.length === 1) {
    const letters = v.replace(/\d+$/, '');
    if (letters.length >= 5 && looksLikeSurname(letters.slice(1)) && !isDictionaryWord(letters)) return true;
    return letters !== v && letters.length >= 3 && isFirstNameAnyCase(letters);
  }
  const first = parts[0]!, last = parts.at(-1)!.replace(/\d+$/, '');
  return /^\p{L}+$/u.test(last) && looksLikeSurname(last) && (first.length === 1 || isFirstNameAnyCase(first));
}

// ---- delimited tables ----

const DELIMITERS = ['\t', ';', ',', '|'] as const;
/** Folded header cells of a login column ("_", "-" and "." read as spaces). */
const LOGIN_HEADER_RE = /^(?:login|user|username|user name|user login|user id|userid|nick|nickname|handle|konto|uzytkownik|nazwa uzytkownika|pseudonim|author|autor|owner|assignee|reviewer|reporter|created by|login uzytkownika|screen name|account)$/;
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
      const columns = header.replace(/\r$/, '').split(delimiter)
        .map((c) => LOGIN_HEADER_RE.test(c.trim().replace(/["'`*]/g, '').replace(/[_.-]/g, ' ').replace(/\s+/g, ' ')));
      if (columns.some(Boolean)) {
        lineStart = readRows(text, lineEnd + 1, delimiter, columns, out);
        continue;
      }
    }
    lineStart = lineEnd + 1;
  }
}

const MARKDOWN_RULE_RE = /^[\s|:-]+$/;

/** The rows after a header, while they have its number of cells; returns where they end. */
function readRows(text: string, from: number, delimiter: string, columns: boolean[], out: Candidate[]): number {
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
        if (columns[i]) {
          const value = cell.trim().replace(/^["'`]|["'`]$/g, '').replace(/^@/, '');
          if (isLoginValue(value)) {
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
 * A key naming a login, then ":" or "=", then the value (group 2 quoted, group 3 bare). Group 1 the key. Keys
 * quoted (JSON) or with a prefix ("DB_USER", "git_user", "smtp.username") or naming a role (author, owner…).
 * A bare "user:"/"login=" without quotes is username.ts's; here it is matched only quoted.
 */
const KEY_VALUE_RE = /(?<![\p{L}\p{N}])(?:(["'])((?:[a-z]+[_.-])?(?:user(?:_?name)?|login|nick(?:name)?|handle|author|owner|assignee|reviewer|reporter|created_?by|updated_?by|modified_?by|maintainer|committer|uzytkownik|autor))\1|((?:[A-Za-z]+[_.-])+(?:user(?:_?name)?|USER(?:_?NAME)?|login|LOGIN)|(?:author|owner|assignee|reviewer|reporter|created_?by|updated_?by|maintainer|committer|autor|AUTHOR|OWNER|ASSIGNEE|REVIEWER|REPORTER|MAINTAINER)))[ \t]*[:=][ \t]*(?:"([^"\n]{1,60})"|'([^'\n]{1,60})'|([^\s"',;{}\[\]()#]{1,60})(?=[\s,;}\]]|$))/gmu;
const KEY_HINT_RE = /user|login|nick|handle|author|owner|assignee|review|report|creat|updat|modif|maintain|commit|uzytkown|autor/i;

function detectKeyValues(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (!KEY_HINT_RE.test(text)) return;
  const re = KEY_VALUE_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const value = m[4] ?? m[5] ?? m[6]!;
    const key = (m[2] ?? m[3]!).toLowerCase();
    if (!isLoginValue(value)) continue;
    // A prefixed key ("DB_USER", "smtp_user") names a service account as often as a person's: only a login
    // shaped like a person's name.
    const prefixed = /[_.-]/.test(key) && !/^(?:created|updated|modified)[_]?by$|^user_?name$/.test(key);
    if (prefixed && !looksPersonal(value)) continue;
    const end = m.index + m[0].length - (m[6] === undefined ? 1 : 0);
    push(out, end - value.length, end, 'login-key');
  }
}

// ---- code and commits ----

/** "TODO(jkowalski):", "FIXME(ania)", "XXX(jan.k)": group 1 the tag. */
const TODO_RE = /(?<![\p{L}\p{N}_])(?:TODO|FIXME|XXX|HACK|NOTE|BUG)\((@?[\p{L}_][\p{L}\p{N}_.-]{1,38})\)/gu;
/** "@author jnowak" (one token; a full name is the name detectors'). */
const AUTHOR_TAG_RE = /@author[ \t]+([\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,38}[\p{L}\p{N}_])?)(?=[ \t]*(?:$|<|\*|\(|,))/gmu;
/** Git trailers and headers: "Co-authored-by: kasia92 <…>", "Author: jnowak <…>" (one token before "<"). */
const TRAILER_RE = /(?:^|\n)[ \t]*(?:Author|Commit|Committer|Signed-off-by|Co-authored-by|Reviewed-by|Acked-by|Tested-by|Reported-by|Suggested-by|Helped-by):[ \t]+([\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,38}[\p{L}\p{N}_])?)[ \t]*</giu;

function detectCodeTags(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  for (const [hint, re, source] of [['(', TODO_RE, 'todo-tag'], ['@author', AUTHOR_TAG_RE, 'author-tag'], [':', TRAILER_RE, 'git-trailer']] as const) {
    if (!text.includes(hint)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const value = m[1]!.replace(/^@/, '');
      if (!isLoginValue(value) || /^#?\d+$/.test(value)) continue;
      const end = m.index + m[0].indexOf(m[1]!) + m[1]!.length;
      push(out, end - value.length, end, source);
    }
  }
}

// ---- forums and chats ----

/** "u/nick", "/u/nick" not inside a path: group 1 the account. */
const REDDIT_RE = /(?<![\p{L}\p{N}_.\/-])\/?u\/([A-Za-z0-9_-]{3,20})(?![\p{L}\p{N}_.\/-])/gu;
/** A forum quote's author: "cytat: kasia92 napisał(a):", "darkwolf wrote:", "Quote from: darkwolf on …",
 *  "Originally Posted by darkwolf". Group 1 or 2 the author. */
const QUOTE_RE = /(?:^|\n|(?:cytat|quote|odpowiedz|re)[ \t]*:?[ \t]+|>[ \t]*)([\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,30}[\p{L}\p{N}_])?)[ \t]+(?:napisał(?:a|\(a\))?|napisal(?:a|\(a\))?|pisze|wrote|said|writes)[ \t]*:|(?:Quote from|Originally Posted by|Cytat od|Cytuj)[ \t]*:?[ \t]+([\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,30}[\p{L}\p{N}_])?)(?=[ \t]+on[ \t]|[ \t]*$|[ \t]*\n|[ \t]*[,;»])/dgiu;
const QUOTE_HINT_RE = /napisa|pisze|wrote|said|writes|quote|posted by|cytat/i;
/** A mention opening a line and followed by a word or "," ("@wilczek sprawdzisz PR?", "@ola_k, dzięki"). */
const LINE_MENTION_RE = /(?:^|\n|[,.!?][ \t]+|(?:hej|cześć|czesc|dzięki|dzieki|thanks|ok|hi|hey|cc)[ \t,]+)@([\p{Ll}\p{N}_](?:[\p{L}\p{N}_.]{0,28}[\p{L}\p{N}_])?)(?=[,:]?[ \t]+\p{L}|,|[ \t]*[!?]|[ \t]*$)/gmu;
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
  if (text.includes('@')) {
    LINE_MENTION_RE.lastIndex = 0;
    for (let m = LINE_MENTION_RE.exec(text); m; m = LINE_MENTION_RE.exec(text)) {
      const value = m[1]!;
      if (AT_KEYWORDS.has(value.toLowerCase()) || !isLoginValue(value)) continue;
      const end = m.index + m[0].length;
      push(out, end - value.length - 1, end, 'line-mention');
    }
  }
}
/** Words that write or say in a quote line without being an author ("ktoś napisał:", "he wrote:"). */
const NOT_AUTHOR: ReadonlySet<string> = new Set([
  'ktos', 'ktoś', 'kolega', 'koleżanka', 'kolezanka', 'pan', 'pani', 'ona', 'on', 'ktory', 'który', 'która', 'ktora',
  'someone', 'she', 'he', 'they', 'who', 'somebody', 'user', 'admin', 'moderator', 'you', 'wyzej', 'wyżej', 'above',
  'also', 'just', 'has', 'have', 'then', 'and', 'już', 'juz', 'też', 'tez', 'mi', 'nam', 'mu', 'jej', 'ich',
]);

export function detectStructuredLogins(scan: ScanText, out: Candidate[]): void {
  detectLoginColumns(scan, out);
  detectKeyValues(scan, out);
  detectCodeTags(scan, out);
  detectForums(scan, out);
}
