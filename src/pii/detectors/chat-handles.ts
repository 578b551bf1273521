// USERNAME: handles that need no login word because their own shape, or the place they stand in, says so.
// - An @mention shaped like a handle anywhere ("brawa dla @OlaSokol_ i @marek_wi", "@zosia_k99 pisz"): "_" or
//   a digit after letters in it. Other @mentions need a social word (username.ts): "@Component", "@here".
// - The speaker label of a chat, stream or game log line ("maciek_gra88: siema", "[mod] Nocny_Lis: …",
//   "lolplayzz: elo"): a label opening a line, right before ": ", that is handle-shaped (see isHandleLabel), so
//   "Klient:", "Uwaga:", "PS:", "Zadanie2:" stay. Not in a text that reads as YAML (an indented "key:" line).
// - After a moderation or forum word ("zbanowany gracz NinjaKot2009", "zgłosił: ktos_tam_12", "Cytat z:
//   stolarz_z_radomia", "dodajcie mnie: Wilk#4821"): a handle-shaped value; a Discord tag ("Wilk#4821") anywhere.
// - A line of a chat log after a platform's bracketed prefix ("[Twitch] ola_gra_w_lola: …", "[YT] KotekZielony: …"):
//   there any "_", digit or inner capital will do (isHandleLabel's anchored reading).
// - The author line of a Discord message ("NocnyMarek_PL — dzisiaj o 21:12") and a forum signature closing the
//   text ("~ kredytowy_tata", "-- misiek_88"): a handle-shaped token, anchored.
// - A forum quote's author in brackets ("Cytat (baranek77):") and a profile line's user ("user: MrozuPL | dołączył:
//   2019"), handle-shaped, anchored.
// - A handle with "_" after a contact word in prose ("pisać do Grzybiarz_PL", "ktoś zna kaszanka_z_cebulka?"), a
//   nickname of who and where from anywhere ("frankowicz_z_koszalina"), and an @mention of a first name and a
//   surname in camel case ("@ZajacTomasz").
// - A nickname in quotation marks after a nickname phrase ("mówią na niego 'Szczupak'", "przezwisko „Żyleta”").
// Nothing inside code (code-spans.ts): there "@name" is a decorator or an SQL variable and "key:" a field.
import { classAt, LETTER, LOWER, NUMBER, UPPER, WORD } from '../char-class.js';
import { findCodeRegions, regionAt } from '../code-spans.js';
import type { ScanText } from '../context.js';
import { fold } from '../fold.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { analyzeForm } from '../morph/index.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import type { Candidate } from '../types.js';
import { isSystemAccount } from './system-accounts.js';
import { USERNAME_SCORE } from './username.js';

/** An @mention: not glued to a word, an e-mail or a path; not a call ("@lru_cache(") or a package ("@types/"). */
const MENTION_RE = /(?<![\p{L}\p{N}_.@\/-])@([\p{L}\p{N}_](?:[\p{L}\p{N}_.]{0,29}[\p{L}\p{N}_])?)(?![\p{L}\p{N}_@\/(]|\.[\p{L}\p{N}_])/uy;
/** A Discord tag: a name and "#" with four digits ("Wilk#4821", "xXKozaXx#0193"). */
const DISCORD_TAG_RE = /(?<![\p{L}\p{N}_.@#\/-])(\p{L}[\p{L}\p{N}_.]{1,31}#\d{4})(?![\p{L}\p{N}_])/gu;
/** Words before "#1234" that make it a ticket, an order or a build, not a tag (folded). */
const NUMBERED_THINGS: ReadonlySet<string> = new Set([
  'issue', 'pr', 'bug', 'ticket', 'task', 'nr', 'no', 'item', 'order', 'build', 'run', 'job', 'commit', 'sprint', 'zadanie',
  'zgloszenie', 'zamowienie', 'faktura', 'pozycja', 'sku', 'ref', 'id', 'pull', 'mr', 'story', 'epic',
]);
/** Labels before ":" whose value is the account that reported, was quoted or asks to be added (folded, the colon's left). */
const COLON_LABEL_RE = /(?:^|[^a-z0-9_])(?:(?:napisan[ya]|wyslan[ya]|dodan[ya]) przez|posted by|zglosil[a]?|zglaszajacy|cytat z|cytuj(?:ac)?|cytowany|autor(?: posta| watku)?|dodaj(?:cie)? mnie|moj tag|tag|gamertag|battletag|zbanowany|zbanowana|wyciszony|wyciszona|ostrzezenie dla|(?:nazwa |nick |id )?gracza?|streamer|moderator|mod)[ \t]*$/;
/** Words right before a handle with no colon ("zbanowany gracz NinjaKot2009", "streamer xXKozaXx"), folded. */
const WORD_LABEL_RE = /(?<![a-z0-9_])(?:zbanowan[aeyi]|zbanowal[a]?|wyciszon[aeyi]|wyrzucon[aeyi]|gracz(?:a|owi|em|e|y)?|streamer(?:a|owi|em)?|moderator(?:a|owi|em)?|cytat z|cytujac)[ \t]+$/;
/** A nickname phrase before an opening quotation mark (folded): "mówią na niego", "na niego mówią", "przezwisko", "zwany",
 * "ksywka", "aka", "vel", "niejakiego". */
const NICKNAME_PHRASE_RE = /(?<![a-z0-9_])(?:(?:mowi(?:a|l[aoi]?|my)?|wola(?:ja|l[aoi]?|my)?|nazywa(?:ja|l[aoi]?|my)?) na (?:niego|nia|nich|mnie|ciebie|nas|siebie|niej)|(?:nazywa(?:ja|l[aoi]?|my)?|wola(?:ja|l[aoi]?|my)?) (?:go|ja|mnie|ich)|na (?:niego|nia|nich|mnie|ciebie|nas|niej) (?:mowi(?:a|l[aoi]?|my)?|wola(?:ja|l[aoi]?|my)?)|przezwisk(?:o|iem|a)|przydom(?:ek|kiem|ka)|zwan[yaei]|pseudo|ksyw(?:a|ka|ke|ki|ce|ie|e|y)|aka|a\.k\.a\.?|vel|alias|niejak(?:i|iego|iemu|im|a|iej|ą))[ \t:,-]*$/;
const NIEJAKI_RE = /niejak\p{L}*[ \t:,-]*$/u;
const CLOSE_FOR: Readonly<Record<string, string>> = { '„': '”“"', '"': '"”', '\'': '\'’', '«': '»', '“': '”', '‚': '’\'' };
/** A quoted nickname: one or two words, letters only (no sentence inside the quotes), and a closing mark. */
const QUOTED_RE = /[„"'«“‚](\p{L}[\p{L}-]{1,24}(?: \p{L}[\p{L}-]{1,24})?)[”“"'’»]/gu;
/** The handle token at a position (a speaker label's, a value after a label). */
const TOKEN_RE = /[\p{L}\p{N}_](?:[\p{L}\p{N}_.]{0,30}[\p{L}\p{N}_])?(?:#\d{4})?(?![\p{L}\p{N}_@\/]|\.[\p{L}\p{N}_])/uy;
/** Gaming decorations glued to a handle: "lolplayzz", "KotGamer", "ProKiller", "xXKozaXx". */
const DECORATION_RE = /^(?:xx|pro|mr|dj|mc)|(?:playz+|gamer|gaming|gg|tv|ttv|yt|xd|pl|pro|killer|slayer|xx)$/;
/** An indented "key:" line: the text is YAML or a config, where "snake_case:" labels are keys. */
const YAML_LINE_RE = /\n[ \t]+-?[ \t]*[\w.-]+:(?:[ \t]|$)/m;
const LINE_PREFIX_RE = /(?:^|\n)[ \t>*•-]*(?:\[[^\]\n]{1,24}\][ \t]*|<[^>\n]{1,24}>[ \t]*|\(?\d{1,2}:\d{2}(?::\d{2})?\)?[ \t]+|[^\s\w][ \t]*){0,3}$/u;
const LABEL_CHARS = 40;
/** A chat platform's or a chat role's bracketed prefix right before a speaker label: "[Twitch] ", "[YT] ", "[mod] ". */
const CHAT_PREFIX_RE = /\[(?:twitch|yt|youtube|kick|discord|tiktok|facebook|fb|chat|czat|live|mod|vip|sub|stream)\][ \t]*$/i;
/** A Discord message's author line from its start: a name, a dash and when it was posted ("dzisiaj o 21:12", "12.03.2025 18:03"). */
const AUTHOR_LINE_RE = /[ \t]*([\p{L}\p{N}_.]{3,32})[ \t]+[—–-][ \t]+(?:(?:dzisiaj|dziś|dzis|wczoraj|today|yesterday),?(?: (?:o|at))? \d{1,2}:\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4},? \d{1,2}:\d{2})/iuy;
/** What follows the dash of an author line: a day word or a date's first digit. */
const POSTED_RE = /^(?:dzi|wczor|today|yesterday|\d)/i;
/** A forum signature, the whole of the text's last line: "~ nick", "-- nick", "— nick". */
const SIGNATURE_RE = /^[ \t]*(?:~|--|—|–)[ \t]*([\p{L}\p{N}_.]{3,32})[ \t]*$/u;
/** What COLON_LABEL_RE needs, on the raw text: most colons have none of it before them, and folding costs more. */
const COLON_HINT_RE = /zg[łl]|cyt|autor|dodaj|tag|zban|wycisz|ostrze|gracz|stream|przez|posted by|mod(?:erator)?[ \t]*$/i;
/** What WORD_LABEL_RE needs, on the raw text (most texts have none, and a text no other rule folds must not be folded for this). */
const WORD_HINT_RAW_RE = /[Zz]banow|[Ww]yciszon|[Ww]yrzucon|[Gg]racz|[Ss]treamer|[Mm]oderator|[Cc]ytat z|[Cc]ytuj[aą]c/;

/**
 * A handle's own shape, strong enough with no login word before it: "_" (isPlayerSnake: "Nocny_Lis",
 * "maciek_gra88", not "max_retries", "Etap_1"), digits after lower-case letters, two of them or one after no
 * dictionary word ("kotek99", "wilkor7", not "Zadanie2", "punkt3", "Windows11", "v2") or after a camel-cased name
 * ("NinjaKot2009"), x…X decoration ("xXKozaXx") or a gaming one ("lolplayzz", "KotGamer"). Camel case alone is
 * as often a brand ("LinkedIn", not "iPhone" either): taken only after a label word (`anchored`), where any "_"
 * or digit will do too.
 */
export function isHandleLabel(value: string, anchored = false): boolean {
  let letters = 0, innerCapital = false, digitAfterLetters = false, underscore = false;
  for (let i = 0; i < value.length; i++) {
    const k = classAt(value, i);
    if (k & LETTER) {
      letters++;
      if (k & UPPER && i > 0 && classAt(value, i - 1) & LOWER) innerCapital = true;
    } else if (k & NUMBER) {
      if (letters > 0) digitAfterLetters = true;
    } else if (value[i] === '_') underscore = true;
  }
  if (letters < 3 || /^v\d/i.test(value) || /^[a-wyz][A-Z]/.test(value)) return false; // "v2_final", "iPhone15"
  const camel = innerCapital && (classAt(value, 0) & UPPER || /^x[A-Z]/.test(value)) !== 0;
  if (underscore) return anchored || isPlayerSnake(value);
  if (digitAfterLetters) {
    const word = value.replace(/\d+$/, '');
    if (anchored || camel) return /\p{L}{2}/u.test(word);
    // "Windows11", "RTX4090", "Zadanie2", "punkt3" are things or steps; "kotek99", "wilkor7" players.
    return /^\p{Ll}{3,}$/u.test(word) && (value.length - word.length >= 2 || !isDictionaryWord(word));
  }
  // A camel-cased name alone is as often a brand ("LinkedIn", "PowerPoint"): only after a label word or decorated.
  if (camel && (anchored || /^x[A-Z]/.test(value))) return true;
  return value.length >= 6 && DECORATION_RE.test(value.toLowerCase()) && !isDictionaryWord(value.toLowerCase());
}

/**
 * A name with "_" read as a player's: a capitalised part after the first ("Nocny_Lis", "Kozak_PL"), or a digit
 * and a part no dictionary has or digits glued to a word ("maciek_gra88"). Lower-case snake_case with no digit is a field or a config key
 * as often ("max_retries", "data_urodzenia"), and dictionary words numbered ("Etap_1") a step.
 */
function isPlayerSnake(value: string): boolean {
  const parts = value.split('_').filter((p) => p.length > 0);
  if (parts.slice(1).some((p) => classAt(p, 0) & UPPER)) return true;
  if (!/\d/.test(value)) return false;
  return parts.some((p) => {
    const letters = p.replace(/\d+/g, '');
    return letters.length > 2 && (letters.length < p.length || !isDictionaryWord(letters.toLowerCase()));
  });
}

export function detectChatHandles(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  const found: Found = { text, out, code: undefined };
  if (text.indexOf('@') >= 0) mentions(found);
  if (text.indexOf('#') >= 0) discordTags(scan, found);
  if (text.indexOf(':') >= 0) colonLabels(found);
  if (WORD_HINT_RAW_RE.test(text)) wordLabels(scan, found);
  quotedNicknames(found);
  for (const dash of DASHES) for (let at = text.indexOf(dash); at >= 0; at = text.indexOf(dash, at + 1)) authorLineAt(found, at);
  signature(found);
  forumHeaders(found);
  if (text.indexOf('_') >= 0) contactWords(scan, found);
}
const DASHES = ['—', '–', ' - '];

/** A forum quote's header with its author in brackets ("Cytat (baranek77):", "Quote (mati_88):"). */
const QUOTE_HEADER_RE = /(?:^|[\n>])[ \t]*(?:cytat|cytuj[eę]|quote)[ \t]*\(([\p{L}\p{N}_.]{3,32})\)[ \t]*:/giu;
/** A forum user's profile line: the name after "user:"/"użytkownik:", then the next field after "|". */
const PROFILE_LINE_RE = /(?:^|\n)[ \t]*(?:user|u[zż]ytkownik|nick|autor|author)[ \t]*:[ \t]*([\p{L}\p{N}_.]{3,32})[ \t]*\|/giu;

/** Forum quotes' and profiles' authors, handle-shaped ("Cytat (baranek77):", "user: MrozuPL | dołączył: 2019"). */
function forumHeaders(found: Found): void {
  const text = found.text;
  if (text.indexOf('(') >= 0 && /[Cc]ytat|[Cc]ytuj|[Qq]uote|CYTAT/.test(text)) {
    QUOTE_HEADER_RE.lastIndex = 0;
    for (let m = QUOTE_HEADER_RE.exec(text); m; m = QUOTE_HEADER_RE.exec(text)) anchoredToken(found, m.index + m[0].indexOf('(') + 1, m[1]!, 'forum-quote');
  }
  if (text.indexOf('|') >= 0) {
    PROFILE_LINE_RE.lastIndex = 0;
    for (let m = PROFILE_LINE_RE.exec(text); m; m = PROFILE_LINE_RE.exec(text)) anchoredToken(found, m.index + m[0].lastIndexOf(m[1]!), m[1]!, 'profile-line');
  }
}

/** The author of a Discord message, on the line above its text: tried at a dash followed by when it was posted. */
function authorLineAt(found: Found, dash: number): void {
  const text = found.text;
  let after = dash + 1;
  // At most a few spaces and dashes: a run of them ("- - - - …") must not be walked again from each of its dashes.
  for (const limit = after + 4; after < limit && (text.charCodeAt(after) === 32 || text.charCodeAt(after) === 45);) after++;
  if (!POSTED_RE.test(text.slice(after, after + 9))) return;
  const lineStart = text.lastIndexOf('\n', dash) + 1;
  AUTHOR_LINE_RE.lastIndex = lineStart;
  const m = AUTHOR_LINE_RE.exec(text);
  if (m) anchoredToken(found, m.index + m[0].indexOf(m[1]!), m[1]!, 'author-line');
}

/** A handle signing a forum post or message on its last line. */
function signature(found: Found): void {
  const text = found.text;
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) <= 32) end--;
  const lineStart = text.lastIndexOf('\n', end - 1) + 1;
  const m = SIGNATURE_RE.exec(text.slice(lineStart, end));
  if (m) anchoredToken(found, lineStart + m[0].indexOf(m[1]!), m[1]!, 'signature');
}

/** A token in a place that says it is an account: taken when handle-shaped (a "_", a digit, an inner capital). */
function anchoredToken(found: Found, start: number, token: string, source: string): void {
  const value = token.replace(/\.+$/, '');
  if (value.indexOf('.') >= 0 || !isHandleLabel(value, true) || isPersonName(value)) return;
  add(found, start, start + value.length, source);
}

/** The text, the candidates and its code regions, computed at the first span found. */
interface Found { text: string; out: Candidate[]; code: number[] | undefined }

function add(found: Found, start: number, end: number, source: string): void {
  const { text, out } = found;
  if (regionAt((found.code ??= findCodeRegions(text)), start) >= 0) return;
  if (out.some((c) => c.type === 'USERNAME' && c.start < end && start < c.end)) return;
  if (isSystemAccount(text.slice(start, end).replace(/^@/, '').toLowerCase())) return;
  out.push({ type: 'USERNAME', start, end, score: USERNAME_SCORE, source });
}

function mentions(found: Found): void {
  const text = found.text;
  const re = MENTION_RE;
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    if (at > 0 && classAt(text, at - 1) & WORD) continue; // an e-mail's
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) continue;
    const handle = m[1]!;
    if (handle.indexOf('.') >= 0) continue;
    const handleShaped = (handle.indexOf('_') >= 0 || /\p{L}\d/u.test(handle)) && isHandleLabel(handle, true);
    if (!handleShaped && !isCamelName(handle)) continue;
    const end = m.index + m[0].length;
    // A decorator alone on its line ("@lru_cache" before "def").
    if ((m.index === 0 || text[m.index - 1] === '\n') && (end === text.length || text[end] === '\n' || text[end] === '\r')) continue;
    add(found, m.index, end, 'mention');
  }
}

/** A surname and a first name run together in camel case, either order ("ZajacTomasz", "AnnaKos"): one person's mention. */
function isCamelName(handle: string): boolean {
  const m = /^(\p{Lu}\p{Ll}{2,})(\p{Lu}\p{Ll}{2,})$/u.exec(handle);
  return m !== null && isFirstNameAnyCase(m[1]!) !== isFirstNameAnyCase(m[2]!);
}

/**
 * A handle with "_" after a word that addresses or names an account in prose ("pisać do Grzybiarz_PL", "ktoś zna
 * kaszanka_z_cebulka?", "od maciek_gra88"). After a contact verb ("pisz do", "zna", "zapytaj") any "_" token will
 * do; after a bare "do", "od" or "dla" only a player's shape (isPlayerSnake: "do user_id" stays) with a lower-case
 * letter ("do MAX_RETRIES" is a constant).
 */
const CONTACT_RE = /(?<![a-z0-9_])(?:(?:(?:na)?pisz(?:cie|e)?|pisac|napisac|zna(?:sz|cie|m|ja)?|zapytaj(?:cie)?|spytaj|zaczep|oznacz(?:cie)?)(?: do)?|do|od|dla) $/;
const CONTACT_TOKEN_RE = /[\p{L}\p{N}](?:[\p{L}\p{N}_]{0,30}[\p{L}\p{N}])?(?![\p{L}\p{N}_@\/(]|\.[\p{L}\p{N}_])/uy;

function contactWords(scan: ScanText, found: Found): void {
  const text = found.text;
  for (let u = text.indexOf('_'); u >= 0; u = text.indexOf('_', u + 1)) {
    let start = u;
    while (start > 0 && classAt(text, start - 1) & (LETTER | NUMBER)) start--;
    if (start === u || text.charCodeAt(start - 1) !== 32) continue;
    CONTACT_TOKEN_RE.lastIndex = start;
    const m = CONTACT_TOKEN_RE.exec(text);
    if (!m || m[0].indexOf('_') < 0) continue;
    const before = CONTACT_RE.exec(scan.folded.slice(Math.max(0, start - 16), start));
    if (!before) {
      if (isFromSomewhereNick(m[0])) add(found, start, start + m[0].length, 'nick-shape');
      u = start + m[0].length;
      continue;
    }
    const weak = /^(?:do|od|dla) $/.test(before[0]);
    if (weak ? !/\p{Ll}/u.test(m[0]) || !isHandleLabel(m[0]) : !isHandleLabel(m[0], true)) continue;
    add(found, start, start + m[0].length, 'contact-word');
    u = start + m[0].length;
  }
}

/**
 * A nickname of who and where from, joined by "_z_" ("frankowicz_z_koszalina", "stolarz_z_radomia"): a forum's
 * kind of handle anywhere in prose. Words of four letters or more on both sides, so code's axes ("pos_z_offset")
 * stay out.
 */
function isFromSomewhereNick(token: string): boolean {
  const m = /^(\p{Ll}{4,})_ze?_(\p{Ll}{4,})$/u.exec(token);
  return m !== null && (isDictionaryWord(m[2]!) || analyzeForm(m[2]!).some((r) => r.kind === 'place'));
}

function discordTags(scan: ScanText, found: Found): void {
  const text = scan.text, re = DISCORD_TAG_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const name = m[1]!.slice(0, -5);
    if (NUMBERED_THINGS.has(scan.folded.slice(m.index, m.index + name.length)) || /^\p{Lu}{1,4}$/u.test(name)) continue;
    add(found, m.index, m.index + m[1]!.length, 'discord-tag');
  }
}

/** Each ": ": a speaker label opening the line, or a moderation label before the colon, then a handle. */
function colonLabels(found: Found): void {
  const text = found.text;
  let yaml: boolean | undefined;
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    const after = text.charCodeAt(colon + 1);
    if (after !== 32 && after !== 9) continue;
    // The label right before the colon.
    let start = colon;
    while (start > 0 && colon - start < 32 && isLabelUnit(text, start - 1)) start--;
    if (start < colon) {
      const label = text.slice(start, colon);
      if (mayOpenLine(text, start) && !(start > 0 && isLabelUnit(text, start - 1)) && isSpeakerHandle(text, start, label)
        && !(yaml ??= YAML_LINE_RE.test(text))) {
        add(found, start, colon, 'speaker-label');
        continue;
      }
      if (text.charCodeAt(start - 1) === 46 && dottedLogSpeaker(text, start, colon, found)) continue;
    }
    const before = Math.max(0, colon - LABEL_CHARS);
    const leftOfColon = text.slice(before, colon);
    if (!COLON_HINT_RE.test(leftOfColon) || !COLON_LABEL_RE.test(fold(leftOfColon))) continue;
    let at = colon + 1;
    while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at++;
    valueAt(found, at, 'moderation-label');
  }
}

/** A dotted handle as a chat log line's speaker, after the line's time ("[22:15] pati.xo: siema"): `start` is its last part's. */
function dottedLogSpeaker(text: string, start: number, colon: number, found: Found): boolean {
  let from = start;
  while (from > 0 && colon - from < 32 && (isLabelUnit(text, from - 1) || (text.charCodeAt(from - 1) === 46 && isLabelUnit(text, from - 2)))) from--;
  if (!DOTTED_LABEL_RE.test(text.slice(from, colon)) || !LOG_TIME_BEFORE_RE.test(text.slice(Math.max(0, from - 16), from))) return false;
  add(found, from, colon, 'speaker-label');
  return true;
}
const DOTTED_LABEL_RE = /^[\p{L}\p{N}_]{2,}(?:\.[\p{L}\p{N}_]+)+$/u;
/** A chat log line's time right before its speaker: "[22:15] ", "22:15:03 ", "(22:15) ". */
const LOG_TIME_BEFORE_RE = /(?:^|\n)[ \t]*(?:\[\d{1,2}:\d{2}(?::\d{2})?\]|\(?\d{1,2}:\d{2}(?::\d{2})?\)?)[ \t]+$/;

/** A handle-shaped speaker label after what may open a chat line; after a platform's bracketed prefix any "_",
 *  digit or inner capital will do. */
function isSpeakerHandle(text: string, start: number, label: string): boolean {
  const plain = isHandleLabel(label);
  if (!plain && !isHandleLabel(label, true)) return false;
  if (isPersonName(label)) return false;
  const prefix = text.slice(Math.max(0, start - LABEL_CHARS), start);
  return LINE_PREFIX_RE.test(prefix) && (plain || CHAT_PREFIX_RE.test(prefix));
}

/** A first name and a capitalised word glued or joined by "_" ("JanKowalski", "Zbyszek_Grabarz"): the name detectors' PERSON. */
function isPersonName(label: string): boolean {
  const m = /^(\p{Lu}\p{Ll}+)_?(\p{Lu}\p{Ll}{2,})$/u.exec(label);
  return m !== null && isFirstNameAnyCase(m[1]!);
}

/** What LINE_PREFIX_RE needs right before a label, read cheaply: the text's start, a line break, a space or a bracket's end. */
function mayOpenLine(text: string, start: number): boolean {
  if (start === 0) return true;
  const c = text.charCodeAt(start - 1);
  return c === 10 || c === 32 || c === 9 || c === 93 || c === 62 || c === 41;
}

function isLabelUnit(text: string, i: number): boolean {
  return (classAt(text, i) & (LETTER | NUMBER)) !== 0 || text[i] === '_';
}

/** A handle-shaped token at `at` (an "@" before it kept). */
function valueAt(found: Found, at: number, source: string): void {
  const text = found.text;
  const from = text[at] === '@' ? at + 1 : at;
  TOKEN_RE.lastIndex = from;
  const m = TOKEN_RE.exec(text);
  if (!m) return;
  const value = m[0].replace(/#\d{4}$/, '');
  if (value.indexOf('.') >= 0 || !isHandleLabel(value, true)) return;
  add(found, at, from + m[0].length, source);
}

/** A moderation or player word and a space before a handle ("zbanowany gracz NinjaKot2009"). */
const WORD_HINT_RE = /zbanow|wyciszon|wyrzucon|gracz|streamer|moderator|cytat z|cytujac/g;

function wordLabels(scan: ScanText, found: Found): void {
  const folded = scan.folded;
  const re = WORD_HINT_RE;
  re.lastIndex = 0;
  for (let h = re.exec(folded); h; h = re.exec(folded)) {
    let at = h.index + h[0].length;
    while (at < folded.length && at - h.index < 16 && classAt(folded, at) & LETTER) at++;
    if (folded.charCodeAt(at) !== 32) continue;
    const gapEnd = at + 1;
    if (!WORD_LABEL_RE.test(folded.slice(h.index - (h.index > 0 ? 1 : 0), gapEnd))) continue;
    valueAt(found, gapEnd, 'moderation-word');
  }
}

/** A quoted word or two after a nickname phrase: "mówią na niego 'Szczupak'", "przezwisko „Żyleta”". */
function quotedNicknames(found: Found): void {
  const text = found.text;
  const re = QUOTED_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const open = m.index, end = open + 1 + m[1]!.length;
    re.lastIndex = end;
    if (CLOSE_FOR[text[open]!]!.indexOf(text[end]!) < 0) continue;
    const before = fold(text.slice(Math.max(0, open - LABEL_CHARS), open));
    if (!NICKNAME_PHRASE_RE.test(before)) continue;
    // "niejaki" ("a certain") quotes a nickname only capitalised ("niejakiego „Szczura”", not "niejaki „sukces”").
    if (NIEJAKI_RE.test(before) && !(classAt(text, open + 1) & UPPER)) continue;
    add(found, open + 1, end, 'quoted-nickname');
  }
}
