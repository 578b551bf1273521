// USERNAME: the bare login after an account label that does not say "login" ("Konto w systemie: ewa.dobrowolska",
// "Konto: j.kowalczyk", "Account: t.nowak", "ID konta: mkowalski", a referrer's "Polecający: ania_92", "Kod
// polecającego: ANIA2024"): the value must be one login token shaped like a
// person's (first.last, an initial and a surname, a name and a letter: structured-logins.ts looksPersonal) or words
// joined by "_" ("dziki_kon"), so a
// state ("Konto: aktywne", "Account: premium"), an account number ("Konto: PL61 1090 …", an IBAN's) or a name
// in words ("Konto: Jan Kowalski", the name detectors') stays. "login"/"użytkownik" labels are username.ts's.
// Anchored on ":": the label is looked for only in the few words before a colon. Without a colon ("konto jnowak
// zablokowane", "loginem a.kowal"), only a lower-case login shaped like a person's.
import { isFoldedWordUnit } from '../char-class.js';
import type { ScanText } from '../context.js';
import type { Candidate } from '../types.js';
import { isLoginValue, looksPersonal } from './structured-logins.js';
import { USERNAME_SCORE } from './username.js';

/** Before the colon: "konto"/"konta"/"account" opening the label, and up to three more words ("w systemie", "name"). */
const LABEL_BEFORE_RE = /(?:^|[^\p{L}\p{N}_])(?:(?:kont[oa]|account)(?:[ \t]+[\p{L}.-]+){0,3}|(?:kod[ \t]+)?polecając(?:y|a|ego|ej)|referral(?:[ \t]+code)?|referrer)[ \t]*$/iu;
const LABEL_HINT_RE = /kont[oa]|account|polecając|referr/i;
/** How far back from the colon the label is looked for. */
const LABEL_CHARS = 40;
/** The value: one login token, not glued to "@", a word character or a dotted continuation (an e-mail, a host). */
const VALUE_RE = /[ \t]*["'„“]?([\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,38}[\p{L}\p{N}_])?)(?![\p{L}\p{N}_@]|[.-][\p{L}\p{N}_])/uy;
/** Words joined by "_" ("dziki_kon"): after an account or a referrer's label, a handle even when the words are common. */
const SNAKE_HANDLE_RE = /^\p{L}{2,}(?:_\p{L}{2,})+\d*$/u;
/** A capitalised word after the value: the value opens a name in words. */
const NAME_FOLLOWS_RE = /\p{Lu}\p{Ll}* \p{Lu}/uy;

/** An account's word and a login after one space, no colon, as helpdesk tickets write it ("konto jnowak zablokowane",
 * "na koncie użytkownika a.kowal"): only a lower-case login shaped like a person's (structured-logins.ts looksPersonal),
 * so "konto bankowe", "konto premium" stay. */
const SPACED_LABEL_RE = /(?:kont[oa]|kontem|koncie|account|login(?:em|u)?)(?: (?:uzytkownika|ad|domenowe|domenowym|domenowego))? ([a-z][a-z0-9._-]{3,38}[a-z0-9])(?![\p{L}\p{N}_@]|[.-][\p{L}\p{N}_])/uy;
/** Where such a label may start (folded text), one pass over it. */
const SPACED_LABEL_ANCHOR_RE = /kont|konc|login|account/g;

export function detectAccountLabels(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  detectSpacedLabels(scan, out);
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    let label = text.slice(Math.max(0, colon - LABEL_CHARS), colon);
    if (!LABEL_HINT_RE.test(label)) continue;
    label = label.slice(label.lastIndexOf('\n') + 1);
    if (!LABEL_BEFORE_RE.test(label)) continue;
    VALUE_RE.lastIndex = colon + 1;
    const m = VALUE_RE.exec(text);
    if (!m) continue;
    const value = m[1]!;
    const end = VALUE_RE.lastIndex, start = end - value.length;
    NAME_FOLLOWS_RE.lastIndex = start;
    if (NAME_FOLLOWS_RE.test(text) || !isLoginValue(value) || !(looksPersonal(value) || SNAKE_HANDLE_RE.test(value))) continue;
    if (out.some((c) => c.type === 'USERNAME' && c.start < end && start < c.end)) continue;
    out.push({ type: 'USERNAME', start, end, score: USERNAME_SCORE, source: 'account-label' });
  }
}

function detectSpacedLabels(scan: ScanText, out: Candidate[]): void {
  const text = scan.text, folded = scan.folded, re = SPACED_LABEL_RE, anchors = SPACED_LABEL_ANCHOR_RE;
  anchors.lastIndex = 0;
  for (let a = anchors.exec(folded); a; a = anchors.exec(folded)) {
    const at = a.index;
    if (at > 0 && isFoldedWordUnit(folded.charCodeAt(at - 1))) continue;
    re.lastIndex = at;
    const m = re.exec(folded);
    if (!m) continue;
    const end = re.lastIndex, start = end - m[1]!.length;
    const value = text.slice(start, end);
    if (value !== m[1] || !isLoginValue(value) || !looksPersonal(value)) continue; // lower-case ASCII as typed
    if (out.some((c) => c.type === 'USERNAME' && c.start < end && start < c.end)) continue;
    out.push({ type: 'USERNAME', start, end, score: USERNAME_SCORE, source: 'account-label' });
    anchors.lastIndex = end;
  }
}
