// E-mail addresses written so that a harvester would miss them, as people type them in chat and comments:
// "jan.kowalski at gmail kropka com", "marta.wrobel(at)wp.pl", "kuba_nowak [malpa] onet.pl",
// "ola @ interia.pl". The "@" is spelled (at, małpa, malpa; bare or in (), [] or {}) or has spaces around it;
// the domain's dots may be spelled too (kropka, dot), or a space may stand for the dot after a mail host ("gmail com");
// the local part's dots only in brackets ("tomek (kropka) zawadzki (małpa) gmail com"). The whole written form is the address. No written address
// (email.ts) can overlap one: its "@" has no space or word around it.
// A bare "at" is also an English preposition ("look at google.com"): there the local part must look like a
// mailbox (a dot, "_" or a digit in it) or the domain be a common mail host.
import { LETTER, NUMBER, unitClass } from '../char-class.js';
import type { ScanText } from '../context.js';
import type { Candidate } from '../types.js';

export const SPELLED_EMAIL_SCORE = 0.9;

/** The spelled "@" (the spaces around it are read by the code). */
// A match starts with "(", "[", "{", "@" or the space before a bare "at"/"małpa" or "@": the lookahead rejects every
// other position at its first character.
const AT_RE = /(?=[\s([{@])(?:\((?:at|ma[lł]pa)\)|\[(?:at|ma[lł]pa)\]|\{(?:at|ma[lł]pa)\}|\s(at|ma[lł]pa)(?=\s)|\s@|@(?=\s))/giu;
/** A domain from its first label: labels split by ".", or by a spelled dot ("kropka", "dot", bare or bracketed). */
const DOMAIN_RE = /[\p{L}\p{N}-]+(?:(?:\.| ?(?:\((?:dot|kropka)\)|\[(?:dot|kropka)\]) ?| (?:dot|kropka) )[\p{L}\p{N}-]+)+/iuy;
const LAST_LABEL_RE = /(?:^|[. ()[\]])(\p{L}{2,24})$/u;
/** Mail hosts common in Poland: after a bare "at", the first label of the domain. */
const MAIL_HOSTS: ReadonlySet<string> = new Set([
  'gmail', 'googlemail', 'wp', 'onet', 'op', 'o2', 'interia', 'poczta', 'tlen', 'gazeta', 'vp', 'buziaczek', 'yahoo',
  'outlook', 'hotmail', 'live', 'icloud', 'me', 'proton', 'protonmail', 'gmx', 'aol', 'mail',
]);
const MAX_LOCAL = 64;
/** Local-part pieces joined by a spelled dot before the local part's last piece ("tomek (kropka) zawadzki"). */
const SPELLED_LOCAL_RE = /(?<![\p{L}\p{N}._%+-])(?:[\p{L}\p{N}_%+-]+ ?(?:\((?:dot|kropka)\)|\[(?:dot|kropka)\]) ?)+$/iu;
/** A mail host and its top-level domain with a space for the dot ("gmail com", "wp pl"). */
const HOST_SPACE_TLD_RE = /(\p{L}[\p{L}\p{N}]*) (?:com|pl|net|eu)(?![\p{L}\p{N}])/iuy;
function hostSpaceTld(m: RegExpExecArray | null): RegExpExecArray | null {
  return m && MAIL_HOSTS.has(m[1]!.toLowerCase()) ? m : null;
}
/** After an "@" with a space on one side only ("ola @interia.pl"), which is also how a mention is typed ("cc
 * @m.sobczyk"), the domain must end in one of these. */
const COMMON_TLDS: ReadonlySet<string> = new Set([
  'pl', 'com', 'eu', 'net', 'org', 'de', 'uk', 'io', 'info', 'biz', 'edu', 'gov', 'me', 'co', 'us', 'fm', 'tv', 'app', 'dev',
  'cz', 'sk', 'ua', 'lt', 'fr', 'it', 'es', 'nl', 'se', 'no', 'ie', 'at', 'ch', 'be',
]);

/** Whether a UTF-16 unit may be in a local part ([\p{L}\p{N}._%+-], read alone). */
function isLocalPartChar(c: number): boolean {
  return c === 95 || c === 46 || c === 37 || c === 43 || c === 45 || (unitClass(c) & (LETTER | NUMBER)) !== 0;
}

/** Whether an "@" of the text has white space right before or after it. */
function spacedAt(text: string): boolean {
  for (let i = text.indexOf('@'); i >= 0; i = text.indexOf('@', i + 1)) {
    if ((i > 0 && WHITE_SPACE_RE.test(text[i - 1]!)) || (i + 1 < text.length && WHITE_SPACE_RE.test(text[i + 1]!))) return true;
  }
  return false;
}
const WHITE_SPACE_RE = /\s/u;

export function detectSpelledEmails(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  const folded = scan.folded;
  // Most texts have none of these; plain substring searches are much cheaper than the pattern. An "@" counts only
  // with a space next to it (AT_RE's "\s@" and "@(?=\s)"): one inside an address is the plain e-mail's.
  if (!(spacedAt(text) || folded.includes(' at') || folded.includes('(at)') || folded.includes('[at]') ||
    folded.includes('{at}') || folded.includes('malpa'))) return;
  AT_RE.lastIndex = 0;
  for (let m = AT_RE.exec(text); m; m = AT_RE.exec(text)) {
    // The local part: up to one space before the spelled "@", then its characters back to a non-local one.
    let localEnd = m.index; // at a space that opens the match, the local part ends there
    if (text.charCodeAt(localEnd - 1) === 32 && !/^\s/.test(m[0])) localEnd--;
    let start = localEnd;
    while (start > 0 && localEnd - start < MAX_LOCAL && isLocalPartChar(text.charCodeAt(start - 1))) start--;
    while (start < localEnd && text.charCodeAt(start) === 46) start++;
    if (localEnd - start < 2 || (start > 0 && isLocalPartChar(text.charCodeAt(start - 1)))) continue;
    const spelledLocal = SPELLED_LOCAL_RE.exec(text.slice(Math.max(0, start - MAX_LOCAL), start));
    if (spelledLocal) start -= spelledLocal[0].length;
    let domainStart = m.index + m[0].length;
    if (text.charCodeAt(domainStart) === 32) domainStart++;
    DOMAIN_RE.lastIndex = domainStart;
    HOST_SPACE_TLD_RE.lastIndex = domainStart;
    const d = DOMAIN_RE.exec(text) ?? hostSpaceTld(HOST_SPACE_TLD_RE.exec(text));
    if (!d) continue;
    const domain = d[0];
    const lastLabel = LAST_LABEL_RE.exec(domain);
    if (!lastLabel) continue;
    const spaceOnOneSide = m[0] === '@' || (m[0].endsWith('@') && m[0].length === 2 && text.charCodeAt(m.index + 2) !== 32);
    if (spaceOnOneSide && !COMMON_TLDS.has(lastLabel[1]!.toLowerCase())) continue;
    if (m[1] && /^at$/i.test(m[1])) {
      const local = text.slice(start, localEnd);
      const host = domain.split(/[. ([]/)[0]!.toLowerCase();
      if (!/[._\d]/.test(local) && !MAIL_HOSTS.has(host)) continue;
    }
    const end = domainStart + domain.length;
    out.push({ type: 'EMAIL_ADDRESS', start, end, score: SPELLED_EMAIL_SCORE, source: 'email-spelled' });
    AT_RE.lastIndex = end;
  }
}
