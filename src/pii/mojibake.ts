// Polish text decoded with the wrong code page, as old mail clients, exports and scanned-document pipelines
// still produce it: ISO-8859-2 or Windows-1250 bytes shown as Latin-1 or Windows-1252 ("Ma³gorzata Wêgrzyn",
// "Miejscowo¶æ: Bia³ystok", "¯ona"). Every broken letter is one character standing for one Polish letter, so
// the repair keeps the text's length and offsets; detection-view.ts reads the repaired text.
//
// A text is repaired only when some word has a character that is never a letter between two letters ("³",
// "±", "¶", "¿" …): then that text's "ê", "æ", "ñ" are read as "ę", "ć", "ń" too (alone they are French,
// Danish or Spanish letters, and a text without such a word is left as it is).

/** The broken character → the Polish letter, for both code-page mix-ups. */
const POLISH_OF: ReadonlyMap<string, string> = new Map(Object.entries({
  // ISO-8859-2 read as Latin-1
  '±': 'ą', 'æ': 'ć', 'ê': 'ę', '³': 'ł', 'ñ': 'ń', '¶': 'ś', '¼': 'ź', '¿': 'ż',
  '¡': 'Ą', 'Æ': 'Ć', 'Ê': 'Ę', '£': 'Ł', 'Ñ': 'Ń', '¦': 'Ś', '¬': 'Ź', '¯': 'Ż',
  // Windows-1250 read as Windows-1252 (the rest as above)
  '¹': 'ą', 'œ': 'ś', 'Ÿ': 'ź', '¥': 'Ą', 'Œ': 'Ś',
}));
/** A character that is no letter, between two letters: only a broken text has one. */
const BROKEN_WORD_RE = /\p{L}[±³¶¼¿¹¦¬¯¡£¥Ÿ][\p{L}±³¶¼¿¹¦¬¯¡£¥Ÿ]/u;
/** Any broken character next to a letter or another broken one ("Miejscowo¶æ"). */
const BROKEN_CHAR_RE = /(?<=[\p{L}±³¶¼¿¹¦¬¯¡£¥Ÿ])[±æê³ñ¶¼¿¡ÆÊ£Ñ¦¬¯¹œŸ¥Œ]|[±æê³ñ¶¼¿¡ÆÊ£Ñ¦¬¯¹œŸ¥Œ](?=[\p{L}±³¶¼¿¹¦¬¯¡£¥Ÿ])/gu;
/** The characters of BROKEN_WORD_RE alone: most texts have none, and this test is one plain scan. */
const HINT_RE = /[±³¶¼¿¹¦¬¯¡£¥Ÿ]/;

/** The text with its broken Polish letters repaired (same length), or null when it has none. */
export function repairMojibake(text: string): string | null {
  if (!HINT_RE.test(text) || !BROKEN_WORD_RE.test(text)) return null;
  BROKEN_CHAR_RE.lastIndex = 0;
  return text.replace(BROKEN_CHAR_RE, (c) => POLISH_OF.get(c)!);
}
