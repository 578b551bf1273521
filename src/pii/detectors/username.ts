// Usernames and handles (USERNAME): online identifiers that point at one person.
// - After a username word (nick, login, użytkownik, nazwa użytkownika, username, pseudonim, ksywka):
//   "login: jkowalski", "mój nick na forum to kasia_99", "nick na discordzie: Kasia99". The value
//   must be introduced plainly (":", "=", "to", "jest", "brzmi"), look like a handle (a digit, "_",
//   "." or "@" in it), be an initial and a listed surname ("użytkownik jkowalski zgłosił") or end its
//   clause ("login kwozniak, mieszkam…"), so "login przez Google" or "użytkownik nie może…" are not usernames.
// - After a platform name and a colon ("discord: kasia#1234", "IG: ania.k"), or after "na <platform>" when the
//   value has a handle's shape ("na steamie kot_z_mazur").
// - An @handle ("@kasia.nowak") with a social-network word near it (Instagram, TikTok, Discord,
//   obserwuj, oznacz, profil…). Without one, "@" in text is as often code ("@Component",
//   "@types/node") or a mention of a team ("@here"), so it is left alone.
// - The account in a profile link: "linkedin.com/in/anna-nowak-12", "github.com/akowal", "t.me/kasia99".
// - A mention made of a person's name anywhere ("@jkaczmarczyk", "@m.sobczyk"), and the nick of an IRC-style
//   log line ("[09:01] <ola_pieczka> hej").
// - After "jako" or "pod nickiem" near a platform or social word: "znajdziesz mnie na TikToku jako
//   zuzka.kwiatek", "gram na Steamie pod nickiem kowal".
// Generic account names (admin, root, test) and plain words are not taken. A capitalised value
// followed by another capitalised word ("Użytkownik: Jan Kowalski") is a person's name, left to
// the name detectors. "Użytkownik:" or "User:" opening a line (or a sentence) of a chat log is a speaker
// label: what follows is what the user said ("Użytkownik: Witam, …"), a handle only when it has a
// handle's shape ("Użytkownik: kasia_99"). docs/pii-detection.md §6.5.
import { unitClass, WORD } from '../char-class.js';
import { ContextWords, type ScanText } from '../context.js';
import { isDictionaryWord, isDictionaryWordAnyDiacritics } from '../dictionary-words.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { isKnownSurname, looksLikeSurname } from '../names/surnames.js';
import type { Candidate } from '../types.js';
import { isSystemAccount } from './system-accounts.js';
import type { Detector } from './types.js';

/** Username words in the folded text (the word start is checked in code, which keeps the regex's fast scan). */
const LABEL_RE = /(?:nick(?:name)?(?:em|u|a|iem)?|login(?:em|u|ie)?|username|uzytkownik(?:a|iem|owi|u)?|user(?:name|a|em|owi)?|pseudonim(?:em|u|ie)?|ksyw(?:k[aeiy]|a|e|y|ce)|handle)(?![a-z0-9_])/g;
/** The same words in the raw text: most texts have none, and folding a text costs more than this test. */
const LABEL_HINT_RE = /nick|login|u[żz]ytkown|user|pseudonim|ksyw|handle/i;
/**
 * Between the label and the value: up to three lowercase words ("na forum", "do panelu"), or words in
 * capitals in a text written in them ("NA FORUM TO"), and then "to", "jest", "brzmi", ":" or "="; or the
 * value right away when it starts with "@".
 */
const INTRO_RE = /\s*[:=–-]\s*["'„“]?|\s+(?:w grze|w grach|in game|ingame|na serwerze)\s+(?=\S*\p{Lu}|\S*[\d_])|(?:\s+(?:\p{Ll}[\p{Ll}.]*|\p{Lu}[\p{Lu}.]+|\p{Lu}\p{Ll}+(?=\s+(?:to|jest)\s))){0,3}?(?:\s+(?:to|jest|brzmi|TO|JEST|BRZMI)(?![\p{L}\p{N}_])\s*[:=]?|\s*[:=])\s*["'„“]?|\s+(?=@)/uy;
const PLAIN_GAP_RE = /\s+["'„“]?(?:\*{1,2}|`)?/y; // markdown's emphasis or code around the value: "usera **xXwolfXx**"
/** A plain value ("login kwozniak,") must end its clause: punctuation or the end of the line. */
const CLAUSE_END_RE = /\s*(?:[,.;!?)]|$)/my;
const VALUE_RE = /@?[\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,30}[\p{L}\p{N}_])?/uy;
/** Platform names before a colon, with the case endings seen in Polish: "discord: kasia#1234"; gamers' short forms
 * ("dc:", "yt:", "psn:", "xbl:") count only before a colon, where nothing else reads them. */
const PLATFORM_WORD_RE = /^(?:(?:instagram|insta|ig|tiktok|twitter|discord|telegram|github|gitlab|snapchat|snap|skype|steam|reddit|twitch|youtube|facebook|fb|linkedin|threads|bluesky|mastodon)(?:ie|a|u|em|ze|owi|ku|kiem)?|dc|dsc|yt|tt|psn|xbl|xbox|bnet|battlenet|epic|riot|origin|uplay|ubisoft|roblox|minecraft|mc|faceit|ingame|ign)$/;
const MAX_PLATFORM_WORD = 12;
// Not followed by a word character, "@", "/" or a dot inside a word: "linkedin: linkedin.com/in/…" is a link.
const PLATFORM_VALUE_RE = /[ \t]*(@?[\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,30}[\p{L}\p{N}_])?(?:#\d{4})?)(?![\p{L}\p{N}_@\/]|\.[\p{L}\p{N}_])/uy;
/**
 * A profile link on a social or code platform: the path names one account ("linkedin.com/in/anna-nowak-12",
 * "github.com/akowal", "instagram.com/ania.k", "t.me/kasia99", "twitch.tv/kruk_gra"). Group 1 is the account.
 */
const PROFILE_URL_RE = /(?<![\p{L}\p{N}_.-])(?:https?:\/\/)?(?:[a-z]{1,3}\.)?(?:linkedin\.com\/in|github\.com|gitlab\.com|instagram\.com|facebook\.com|fb\.com|twitter\.com|x\.com|tiktok\.com|threads\.net|youtube\.com|t\.me|reddit\.com\/u(?:ser)?|twitch\.tv|kick\.com|steamcommunity\.com\/id|bsky\.app\/profile)\/@?([\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,58}[\p{L}\p{N}_])?)/giu;
/** First path segments of those sites that are pages, not accounts (folded). */
const NOT_ACCOUNT_PATHS: ReadonlySet<string> = new Set([
  'about', 'features', 'login', 'signup', 'join', 'pricing', 'settings', 'groups', 'pages', 'watch', 'explore', 'topics',
  'orgs', 'marketplace', 'events', 'help', 'policies', 'privacy', 'terms', 'share', 'sharer', 'sharer.php', 'search',
  'hashtag', 'jobs', 'company', 'school', 'feed', 'p', 'reel', 'reels', 'stories', 'status', 'intent', 'home', 'i',
  'notifications', 'messages', 'sponsors', 'apps', 'enterprise', 'security', 'trending', 'collections',
  'login.php', 'profile.php', 'results', 'playlist', 'channel', 'shorts', 'tag', 'r', 'new', 'issues', 'pulls',
]);
const PLATFORM_SHAPE_RE = /[\d_.@#]/;
const HANDLE_RE = /(?<![\p{L}\p{N}_.@\/-])@[\p{L}\p{N}_](?:[\p{L}\p{N}_.]{0,29}[\p{L}\p{N}_])?(?![\p{L}\p{N}_@\/(])/gu;
const HANDLE_SHAPE_RE = /[\d_.@]/;
/** Labels of an account rather than a nickname (folded). */
const ACCOUNT_LABEL_RE = /^(?:uzytkownik|user|login)/;
/** A capital after a lower-case letter inside the value ("xXwolfXx", "BasiaPL"). */
const INNER_CAPITAL_RE = /\p{Ll}\p{Lu}/u;
const NAME_FOLLOWS_RE = /\s+\p{Lu}\p{Ll}/uy;

const SOCIAL = new ContextWords([
  'instagram', '=insta', '=ig', 'tiktok', 'twitter', 'twitterze', '=x', 'facebook', '=fb', 'telegram', 'discord',
  'github', 'gitlab', 'linkedin', 'reddit', 'youtube', 'twitch', 'snapchat', '=snap', 'mastodon', 'bluesky',
  'threads', 'obserwuj', 'oznacz', 'profil', 'kanal', '=dm', '=priv', '=pw', 'nick', 'konto', '=konta', 'social',
  'spolecznosciow', 'relacj', 'story', 'post', 'tweet', 'zaobserwuj', 'followuj', 'wbijaj', 'stream', 'gamertag', 'faceit',
  'roblox', 'minecraft', 'fortnite', 'steam', '=yt', '=tt',
]);
const STOP = new Set([
  'nie', 'jest', 'to', 'sie', 'i', 'w', 'z', 'na', 'do', 'od', 'po', 'przez', 'jako', 'lub', 'albo', 'oraz', 'ze',
  'ktory', 'ktora', 'ktore', 'mam', 'moj', 'moja', 'haslo', 'hasla', 'password', 'email', 'mail', 'konto', 'jak',
  'czy', 'tak', 'juz', 'zostal', 'zostala', 'byl', 'byla', 'admin', 'administrator', 'root', 'user', 'guest',
  'test', 'demo', 'gosc', 'uzytkownik', 'login', 'nick', 'the', 'is', 'and', 'ma', 'moze', 'musi', 'powinien',
  'tego', 'ten', 'ta', 'jego', 'jej', 'ich', 'swoj', 'swoje', 'swoim', 'nowy', 'nowa', 'nowe', 'podany', 'podaj',
  'gosc', 'anonim', 'pierwszy', 'ostatni', 'jedyny', 'ktos', 'ja', 'ty', 'on', 'ona', 'pierwsza', 'zwykly',
]);
const SOCIAL_WORDS_BEFORE = 8;
const SOCIAL_CHARS_BEFORE = 100;
const SOCIAL_WORDS_AFTER = 4;
const SOCIAL_CHARS_AFTER = 40;
export const USERNAME_SCORE = 0.8;

function isStopWord(scan: ScanText, start: number, end: number): boolean {
  const folded = scan.folded.slice(start, end).replace(/^@/, '');
  return STOP.has(folded) || folded.length < 3 || isSystemAccount(folded);
}

/** The value after a username word ending at `from`, as [start, end], or undefined. */
function valueAfterLabel(scan: ScanText, from: number, label: string): [number, number] | undefined {
  const text = scan.text;
  INTRO_RE.lastIndex = from;
  const introduced = INTRO_RE.test(text);
  let at = introduced ? INTRO_RE.lastIndex : from;
  if (!introduced) {
    PLAIN_GAP_RE.lastIndex = from;
    if (!PLAIN_GAP_RE.test(text)) return undefined;
    at = PLAIN_GAP_RE.lastIndex;
  }
  VALUE_RE.lastIndex = at;
  const m = VALUE_RE.exec(text);
  if (!m) return undefined;
  const end = at + m[0].length;
  const shaped = HANDLE_SHAPE_RE.test(m[0]) || INNER_CAPITAL_RE.test(m[0]);
  if (!introduced && !shaped && !isNameLogin(m[0]) && !isQuoted(text, at, end)) {
    // After an account's word, a word of the language ending the clause is the sentence going on ("użytkownik
    // zgłasza, że…"), no login; a nickname is often a word ("pseudonim kolba,").
    if (ACCOUNT_LABEL_RE.test(label) && isDictionaryWord(m[0]) && !isKnownSurname(m[0]) && !isFirstNameAnyCase(m[0])) return undefined;
    // A login no dictionary knows needs no clause's end after it: "użytkownik jkacz nie może się zalogować".
    const login = label.startsWith('uzytkownik') && LOGIN_WORD_RE.test(m[0]) && !isDictionaryWordAnyDiacritics(m[0].split('-')[0]!) && !isFirstNameAnyCase(m[0]);
    CLAUSE_END_RE.lastIndex = text.startsWith('**', end) ? end + 2 : text[end] === '*' || text[end] === '`' ? end + 1 : end;
    if (!login && !CLAUSE_END_RE.test(text)) return undefined;
  }
  if (isStopWord(scan, at, end)) return undefined;
  NAME_FOLLOWS_RE.lastIndex = end;
  if (/^\p{Lu}\p{Ll}+$/u.test(m[0]) && NAME_FOLLOWS_RE.test(text)) return undefined;
  return [at, end];
}

/** A value in quotation marks ("ksywka „Żyleta”"): the quotes end it as a clause's end would. */
function isQuoted(text: string, start: number, end: number): boolean {
  return start > 0 && OPEN_QUOTE.indexOf(text[start - 1]!) >= 0 && CLOSE_QUOTE.indexOf(text[end] ?? '') >= 0;
}
const OPEN_QUOTE = '"\'„“';
const CLOSE_QUOTE = '"\'”“';

/**
 * A login made of an initial and a listed surname, in lower case ("jkowalski", "anowak"): no word of the
 * dictionary, so "Użytkownik jkowalski zgłosił błąd" names an account where "Użytkownik zgłosił błąd" does not.
 */
function isNameLogin(value: string): boolean {
  return LOWER_LOGIN_RE.test(value) && isKnownSurname(value.slice(1)) && !isDictionaryWord(value);
}
const LOWER_LOGIN_RE = /^\p{Ll}{5,}$/u;
/** A lower-case ASCII login of four to twenty letters, perhaps with a tag after a hyphen ("jkacz", "pkozlowski-dev"). */
const LOGIN_WORD_RE = /^[a-z]{4,20}(?:-[a-z0-9]{2,8})?$/;

/**
 * Code reading a username from an object or calling a function ("userName = req.body.userName;",
 * "login = getLogin()"), not a value: a dotted path ending in a username word, or a name before "(".
 */
function readsField(text: string, start: number, end: number): boolean {
  if (text[end] === '(') return true;
  const m = FIELD_PATH_RE.exec(text.slice(start, end));
  return m !== null && FIELD_WORD_RE.test(m[1]!);
}
const FIELD_PATH_RE = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\.([A-Za-z_$][\w$]*)$/;
const FIELD_WORD_RE = /^(?:user_?name|user|login|nick(?:name)?|handle|user_?login)$/i;

/**
 * A mention made of a person's name, which names one person wherever it stands ("@jkaczmarczyk", "@m.sobczyk",
 * "@anna_nowak"): an initial or a first name, then a listed or surname-shaped surname, or a first name and an
 * initial ("@magda.k"). "@Component", "@here",
 * "@types" are none.
 */
function isPersonHandle(handle: string): boolean {
  // Glued in CamelCase with a first name among the words ("@TomekMrozPL", "@AniaGotuje").
  if (CAMEL_HANDLE_RE.test(handle) && (handle.match(CAMEL_WORD_RE) ?? []).some((w) => w.length >= 3 && isFirstNameAnyCase(w))) return true;
  const parts = handle.split(/[._]/).filter((p) => p.length > 0);
  if (parts.length === 1) return isNameLogin(handle);
  const last = parts.at(-1)!, first = parts[0]!;
  // A first name and a surname among more parts ("@foto.kaja.lewandowska", "@anna.nowak.makeup").
  for (let i = 0; i + 1 < parts.length && parts.length > 2; i++) {
    if (parts[i]!.length >= 3 && isFirstNameAnyCase(parts[i]!) && /^\p{L}{3,}$/u.test(parts[i + 1]!) && looksLikeSurname(parts[i + 1]!)) return true;
  }
  // A first name and a surname's initial ("@magda.k", "@tomek_w"), perhaps with a number after ("@ola.p.91").
  const named = parts.length === 3 && /^\d{1,4}$/.test(last) ? parts.slice(0, 2) : parts;
  if (named.length === 2 && /^\p{L}$/u.test(named[1]!) && first.length >= 3 && isFirstNameAnyCase(first)) return true;
  return /^\p{L}+$/u.test(last) && looksLikeSurname(last) && (first.length === 1 || isFirstNameAnyCase(first));
}

const CAMEL_HANDLE_RE = /^\p{Lu}\p{Ll}+\p{Lu}[\p{L}\p{N}]*$/u;
const CAMEL_WORD_RE = /\p{Lu}\p{Ll}+/gu;

function push(out: Candidate[], start: number, end: number, source: string): void {
  out.push({ type: 'USERNAME', start, end, source, score: USERNAME_SCORE });
}

/** Whether the word right before `colon` names a platform (read on the raw text: no folding needed). */
function platformBefore(text: string, colon: number): boolean {
  let i = colon;
  while (i > 0 && text[i - 1] === ' ') i--;
  const end = i;
  while (i > 0 && end - i <= MAX_PLATFORM_WORD && isAsciiLetter(text.charCodeAt(i - 1))) i--;
  if (i === end || (i > 0 && unitClass(text.charCodeAt(i - 1)) & WORD)) return false; // glued to a word
  return PLATFORM_WORD_RE.test(text.slice(i, end).toLowerCase());
}

function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * A handle right after "na <platform>" in the locative, as gamers write it ("na steamie kot_z_mazur", "na
 * discordzie wilk.99", "na insta ola_k", also after a colon or in brackets: "na discordzie: wilk.99", "na snapie (kuba_2k)"): the value must have a handle's shape (a letter and a digit, "_", "." or
 * "#"), so "na steamie gram w CS" and "w tiktoku 2024" stay out.
 */
const ON_PLATFORM_RE = /(?<![\p{L}\p{N}_])(?:na|w) (?:steam(?:ie)?|discord(?:zie)?|insta(?:gramie)?|ig|tiktoku|twitterze|twitchu|twitch|facebooku|fb|snapie|snapchacie|telegramie|githubie|reddicie|xboxie|psn|battle\.?necie|lolu|epicu|riocie|faceicie|robloxie|minecrafcie|fortnicie|kicku|ps5|ps4):?[ \t]+(?:(?:jestem|jest|mam|ma|znajdziesz mnie|znajdziecie mnie|szukaj|szukajcie)(?: jako)?[ \t]+)?\(?(@?[\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,30}[\p{L}\p{N}_])?(?:#\d{4})?)(?![\p{L}\p{N}_@\/]|\.[\p{L}\p{N}_])/giu;
const ON_PLATFORM_HINT_RE = /steam|discord|insta|\big\b|tiktok|twitter|twitch|facebook|\bfb\b|snap|telegram|github|gitlab|reddi|xbox|psn|battle|\blol|epic|rio[ct]|roblox|minecraft|faceit|valorant|fortnite/;

/** Whether the text names a gaming or social platform (folded text), tested once per text for every handle rule. */
export function mentionsPlatform(scan: ScanText): boolean {
  return (scan.platformHint ??= ON_PLATFORM_HINT_RE.test(scan.folded));
}

function detectOnPlatform(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (!mentionsPlatform(scan)) return;
  const re = ON_PLATFORM_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const end = m.index + m[0].length;
    const start = end - m[1]!.length;
    if (!PLATFORM_SHAPE_RE.test(m[1]!) || !/\p{L}/u.test(m[1]!) || isStopWord(scan, start, end) || alreadyTaken(out, start)) continue;
    push(out, start, end, 'platform');
  }
}

/** The value after "platform:": each colon is checked for a platform name right before it. */
function detectAfterPlatform(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    if (!platformBefore(text, colon)) continue;
    PLATFORM_VALUE_RE.lastIndex = colon + 1;
    const m = PLATFORM_VALUE_RE.exec(text);
    if (!m) continue;
    const start = PLATFORM_VALUE_RE.lastIndex - m[1].length;
    const end = PLATFORM_VALUE_RE.lastIndex;
    if (isStopWord(scan, start, end) || alreadyTaken(out, start)) continue;
    if (!PLATFORM_SHAPE_RE.test(m[1])) {
      CLAUSE_END_RE.lastIndex = end;
      if (!CLAUSE_END_RE.test(text)) continue; // "Na Instagramie: super zdjęcia"
    }
    push(out, start, end, 'platform');
  }
}

/** The profile link sites' domain endings followed by a path: most texts have none. */
function mayHoldProfileUrl(text: string): boolean {
  return text.indexOf('.com/') >= 0 || text.indexOf('.me/') >= 0 || text.indexOf('.net/') >= 0 || text.indexOf('.tv/') >= 0 || text.indexOf('.app/') >= 0;
}

function detectProfileUrls(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  const re = PROFILE_URL_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const end = m.index + m[0].length;
    const start = end - m[1].length;
    if (NOT_ACCOUNT_PATHS.has(m[1].toLowerCase()) || alreadyTaken(out, start)) continue;
    push(out, start, end, 'profile-url');
  }
}

function alreadyTaken(out: readonly Candidate[], start: number): boolean {
  return out.some((c) => c.type === 'USERNAME' && c.start === start);
}

/**
 * The nick in an IRC-style chat log line: a timestamp or a bracketed channel or server tag, then "<nick>"
 * ("[09:01] <ola_pieczka> hej", "21:15 <@kamil> ok", "[Server] <Kaczor_Donald> siema"). Without either, "<b> …" is markup,
 * but for two lines or more opening with "<nick> " that is no markup's tag (detectBareLogNicks).
 */
const LOG_NICK_RE = /(?:^|\n)[ \t]*(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?|\[[\p{L}\p{N} _.:/-]{1,24}\])[ \t]+<[@+%&~]?([\p{L}\p{N}_.|^`-]{2,30})>[ \t]/gu;

/** A log line that opens with "<nick>" and nothing before it: an IRC log when two lines or more do so, or one beside an
 * IRC client's event line. */
const BARE_LOG_NICK_RE = /(?:^|\n)[ \t]*<[@+%&~]?([\p{L}\p{N}_.|^`-]{2,30})>[ \t]/gu;
/** Markup's tags, which open lines of HTML or XML as nicks open a log's. */
const MARKUP_TAG_RE = /^(?:a|b|i|u|p|s|q|br|hr|em|li|ol|ul|tr|td|th|dd|dt|dl|h[1-6]|div|span|img|pre|code|html|head|body|title|meta|link|table|thead|tbody|form|input|label|button|select|option|section|article|header|footer|nav|main|aside|strong|small|sub|sup|script|style|svg|path|xml|tag|name|value|item|root|user|text|string|br\/)$/i;

function detectBareLogNicks(scan: ScanText, out: Candidate[]): void {
  const re = BARE_LOG_NICK_RE;
  re.lastIndex = 0;
  const found: Array<[number, number]> = [];
  for (let m = re.exec(scan.text); m; m = re.exec(scan.text)) {
    const end = m.index + m[0].length - 2;
    const start = end - m[1]!.length;
    if (!MARKUP_TAG_RE.test(m[1]!) && !isStopWord(scan, start, end)) found.push([start, end]);
    re.lastIndex = end;
  }
  const irc = IRC_EVENT_RE.test(scan.text);
  if (irc) {
    // The nick and the user of a join or quit line: "*** Joins: kropek (~kropek@89.64.12.7)".
    const ev = IRC_JOIN_RE;
    ev.lastIndex = 0;
    for (let m = ev.exec(scan.text); m; m = ev.exec(scan.text)) {
      const [nickStart, nickEnd] = m.indices![1]!, [userStart, userEnd] = m.indices![2]!;
      if (!alreadyTaken(out, nickStart)) push(out, nickStart, nickEnd, 'log-nick');
      if (!alreadyTaken(out, userStart)) push(out, userStart, userEnd, 'log-nick');
    }
  }
  if (found.length === 0 || (found.length < 2 && !irc)) return;
  for (const [start, end] of found) if (!alreadyTaken(out, start)) push(out, start, end, 'log-nick');
}
const IRC_JOIN_RE = /(?:\*\*\*|-!-)[ \t]+(?:Joins|Parts|Quits):[ \t]+([\p{L}\p{N}_.|^`-]{2,30})[ \t]+\(~?([\p{L}\p{N}_.-]{2,30})@/dgu;
/** An IRC client's event line ("*** Joins: nick (~user@host)", "-!- nick has quit"): one "<nick>" line is then enough. */
const IRC_EVENT_RE = /(?:^|\n)[ \t]*(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]+)?(?:\*\*\*|-!-)[ \t]+(?:Joins|Parts|Quits|Mode|\S+ (?:has joined|has quit|has left))/;

function detectLogNicks(scan: ScanText, out: Candidate[]): void {
  detectBareLogNicks(scan, out);
  const re = LOG_NICK_RE;
  re.lastIndex = 0;
  for (let m = re.exec(scan.text); m; m = re.exec(scan.text)) {
    const end = m.index + m[0].length - 2;
    const start = end - m[1]!.length;
    if (!isStopWord(scan, start, end) && !alreadyTaken(out, start)) push(out, start, end, 'log-nick');
    re.lastIndex = end; // the line's end may open the next
  }
}

/** "użytkownik"/"user" as a speaker label: a line's (or sentence's) first word, right before a colon. */
const SPEAKER_WORD_RE = /^(?:uzytkownik|user)$/;
const SPEAKER_PREFIX_RE = /(?:^|\n)[ \t*>•-]*(?:\[[^\]\n]*\][ \t]*|\d{1,2}:\d{2}(?::\d{2})?[ \t]*)?[*_]*$|[.!?…][ \t]+[*_]*$/;
const COLON_NEXT_RE = /^[*_]*[ \t]*:/;

function isSpeakerLabel(scan: ScanText, start: number, end: number, word: string): boolean {
  if (!SPEAKER_WORD_RE.test(word) || !COLON_NEXT_RE.test(scan.text.slice(end, end + 4))) return false;
  return SPEAKER_PREFIX_RE.test(scan.text.slice(Math.max(0, start - 24), start));
}

/** The value VALUE_RE reads at `at`, unless it is a stop word or a handle already found there. */
function freeValueAt(scan: ScanText, at: number, out: readonly Candidate[]): { end: number; value: string } | undefined {
  VALUE_RE.lastIndex = at;
  const v = VALUE_RE.exec(scan.text);
  if (!v) return undefined;
  const end = at + v[0].length;
  return isStopWord(scan, at, end) || alreadyTaken(out, at) ? undefined : { end, value: v[0] };
}

/** Whether punctuation or the line's end follows `end` (CLAUSE_END_RE). */
function endsClause(text: string, end: number): boolean {
  CLAUSE_END_RE.lastIndex = end;
  return CLAUSE_END_RE.test(text);
}

/** "jako …" or "pod nickiem …" (folded, from its first letter): the value may be a handle when a social word is near. */
const AS_RE = /(?:jako|pod nick(?:iem)?|pod nazwa)[ \t]+["'„“]?/y;
const AS_HINT_RE = /jako|pod nick|pod nazw/gi;

function detectAfterAs(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  const folded = scan.folded;
  AS_HINT_RE.lastIndex = 0;
  for (let h = AS_HINT_RE.exec(text); h; h = AS_HINT_RE.exec(text)) {
    if (h.index > 0 && /[\p{L}\p{N}_]/u.test(text[h.index - 1]!)) continue; // inside a word ("tajako")
    AS_RE.lastIndex = h.index;
    const m = AS_RE.exec(folded);
    if (!m) continue;
    const at = m.index + m[0].length;
    const v = freeValueAt(scan, at, out);
    if (!v) continue;
    if (!SOCIAL.before(scan, m.index, SOCIAL_WORDS_BEFORE, SOCIAL_CHARS_BEFORE)) continue;
    // A plain word must end its clause and not start a name ("jako Jan Kowalski" is the name detectors').
    if (!HANDLE_SHAPE_RE.test(v.value) && !endsClause(text, v.end)) continue;
    push(out, at, v.end, 'as-handle');
  }
}

/** "mój discord to …", "moje insta: …" (folded text): the value is that account's name. */
const MY_PLATFORM_RE = /(?<![a-z])(?:moj|moje|moja|mojego|mojej)[ \t]+(?:discord|insta|instagram|ig|snap|snapchat|tiktok|steam|fb|facebook|twitter|telegram|psn|xbox|skype|twitch)[ \t]*(?:to|jest|[:=-])[ \t]*["'„“]?/g;

function detectMyPlatform(scan: ScanText, out: Candidate[]): void {
  const text = scan.text, folded = scan.folded;
  MY_PLATFORM_RE.lastIndex = 0;
  for (let m = MY_PLATFORM_RE.exec(folded); m; m = MY_PLATFORM_RE.exec(folded)) {
    const at = m.index + m[0].length;
    const v = freeValueAt(scan, at, out);
    if (!v) continue;
    // "mój discord to świetna sprawa": a plain word must end its clause.
    if (!HANDLE_SHAPE_RE.test(v.value) && !INNER_CAPITAL_RE.test(v.value) && !endsClause(text, v.end)) continue;
    push(out, at, v.end, 'platform');
  }
}

/**
 * A game account's name with its tag glued after "#" ("Szalony Kapeć#EUW", "Wilk99#EUNE"): up to two capitalised
 * words and a last one before the tag, which has a capital letter (a region or a chosen tag; "#1234" alone is the
 * platform rules'). Only in a text about games or nicks: elsewhere "#" after a word is code or a hashtag.
 */
const TAGGED_NAME_RE = /(?<![\p{L}\p{N}_#@])((?:\p{Lu}[\p{L}\p{N}_]*[ ]){0,2}[\p{L}\p{N}_]{2,16})#(?=[A-Z0-9]{0,4}[A-Z])[A-Z0-9]{2,5}(?![\p{L}\p{N}_])/gu;
const GAME_TALK_RE = /nick|ranked|\bduo\b|serwer|\bgr(?:a|e|y|am|amy|asz|ac)\b|\bgier\b|dodaj|ingame/;

function detectTaggedNames(scan: ScanText, out: Candidate[]): void {
  if (!mentionsPlatform(scan) && !GAME_TALK_RE.test(scan.folded)) return;
  const re = TAGGED_NAME_RE;
  re.lastIndex = 0;
  for (let m = re.exec(scan.text); m; m = re.exec(scan.text)) {
    const start = m.index, end = start + m[0].length;
    // "nick Wilk99#EUNE": the label's rule took the name without its tag; the tag belongs to it.
    const taken = out.find((c) => c.type === 'USERNAME' && c.start === start);
    if (taken) taken.end = Math.max(taken.end, end);
    else push(out, start, end, 'tagged-name');
  }
}

/**
 * A review's or a post's signature after a dash at the text's end, with a handle's shape ("… Polecam! – mruczek1988",
 * "— kasia_k"): letters and digits, "_" or a capital inside. A plain word there ("– Redakcja") is left alone.
 */
const SIGNATURE_HANDLE_RE = /(?:^|\s)[–—-][ \t]*@?(\p{L}[\p{L}\p{N}_.]{1,24}[\p{L}\p{N}_])[ \t]*$/u;
const SIGNATURE_SHAPE_RE = /^\p{L}{2,}[\p{L}.]*\d{2,4}$|_|\p{Ll}\p{Lu}/u;

function detectSignatureHandle(scan: ScanText, out: Candidate[]): void {
  const text = scan.text.trimEnd();
  const from = Math.max(0, text.length - 40);
  const m = SIGNATURE_HANDLE_RE.exec(text.slice(from));
  if (!m || !SIGNATURE_SHAPE_RE.test(m[1]!)) return;
  const end = from + m.index + m[0].trimEnd().length;
  const start = end - m[1]!.length;
  if (!isStopWord(scan, start, end) && !alreadyTaken(out, start)) push(out, start, end, 'signature-handle');
}

export const detectUsername: Detector = (scan, out) => {
  if (LABEL_HINT_RE.test(scan.text)) {
    const folded = scan.folded;
    const re = LABEL_RE;
    re.lastIndex = 0;
    for (let m = re.exec(folded); m; m = re.exec(folded)) {
      if (m.index > 0 && /[a-z0-9_]/.test(folded[m.index - 1])) continue; // inside a word ("sunick")
      const span = valueAfterLabel(scan, m.index + m[0].length, m[0]);
      if (!span) continue;
      if (isSpeakerLabel(scan, m.index, m.index + m[0].length, m[0]) && !HANDLE_SHAPE_RE.test(scan.text.slice(span[0], span[1]))) continue;
      if (readsField(scan.text, span[0], span[1])) continue;
      push(out, span[0], span[1], 'username');
    }
  }
  detectAfterAs(scan, out);
  detectAfterPlatform(scan, out);
  detectOnPlatform(scan, out);
  if (mentionsPlatform(scan)) detectMyPlatform(scan, out);
  if (mayHoldProfileUrl(scan.text)) detectProfileUrls(scan, out);
  if (scan.text.indexOf('<') >= 0) detectLogNicks(scan, out);
  if (scan.text.indexOf('#') >= 0) detectTaggedNames(scan, out);
  detectSignatureHandle(scan, out);
  if (scan.text.indexOf('@') < 0) return;
  const re = HANDLE_RE;
  re.lastIndex = 0;
  const shaped: Array<[number, number]> = [];
  let mentions = 0;
  for (let m = re.exec(scan.text); m; m = re.exec(scan.text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (isStopWord(scan, start, end) || alreadyTaken(out, start)) continue;
    const social = SOCIAL.before(scan, start, SOCIAL_WORDS_BEFORE, SOCIAL_CHARS_BEFORE)
      || SOCIAL.after(scan, end, SOCIAL_WORDS_AFTER, SOCIAL_CHARS_AFTER);
    if (social || isPersonHandle(m[0].slice(1))) { push(out, start, end, 'handle'); mentions++; }
    else if (MENTION_SHAPE_RE.test(m[0])) shaped.push([start, end]);
  }
  // A post that mentions one person by handle mentions others the same way: "@kasia_gotuje jak robisz te placki?
  // @ola.p.91 zobacz" — a mention with a handle's shape beside it is one too ("@Component" has none).
  if (mentions > 0) for (const [start, end] of shaped) push(out, start, end, 'handle-mate');
};
/** A mention with a handle's shape: lower-case letters with a digit, "_" or "." inside ("@ola.p.91", "@kuba_2k"). */
const MENTION_SHAPE_RE = /^@\p{Ll}[\p{Ll}\p{N}]*[._\d][\p{Ll}\p{N}._]*$/u;
