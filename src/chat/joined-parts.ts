// The text parts of one message are scanned twice: each part alone (a part may travel on its own) and
// all of them glued together, as the adapters that send a message as one string glue them
// (contentText, src/wire/content.ts). A value split over two parts ("PESEL 4405" + "1401359",
// "Klient Jan" + " Kowalski") is whole only in the glued text, and two values in adjacent parts
// ("44051401359" + "44051401359") are whole only in the parts. This module puts the two results
// together (combineParts) and cuts the parts again, so that gluing them gives the combined text. A tag
// whose value crosses from one part into the next goes into the part where the value starts; the later
// part keeps only what follows the value.
import { TAG_RE, type EntityType, type Mapping } from '../pii/types.js';

/** A replaced span of a text: [start, end) became `tag`. */
interface TagSpan { start: number; end: number; tag: string }

const TAG_AT = /<[A-Z_]+_\d+>/y;
const TAG_PARTS = /^<([A-Z_]+)_(\d+)>$/;

/**
 * Where detection replaced spans of `original` to give `anonymized`: detection only puts tags of
 * `mapping` in place of their values, and a tag of the mapping never appears in a client's text
 * (numbering skips tags written there), so the two texts align. A linked tag stands for several forms
 * of one name ("Jan", "Jana Kowalskiego") while the mapping holds one: where its value is not what the
 * original has there, the span ends where the literal text after the tag comes next. Null when they
 * do not align (not a result of detection).
 */
export function tagSpans(original: string, anonymized: string, mapping: Mapping): TagSpan[] | null {
  const spans: TagSpan[] = [];
  let i = 0;
  let j = 0;
  while (i < anonymized.length) {
    if (anonymized.charCodeAt(i) === 60 /* < */) {
      const tag = tagAt(anonymized, i, mapping);
      if (tag !== undefined) {
        const value = mapping[tag]!;
        const after = i + tag.length;
        const literal = literalAfter(anonymized, after, mapping);
        const atEnd = after + literal.length === anonymized.length;
        const fits = (end: number) => (atEnd ? original.length - end === literal.length && original.endsWith(literal) : literal.length > 0 && original.startsWith(literal, end));
        let end = j + value.length;
        if (!original.startsWith(value, j) || !fits(end)) {
          end = atEnd ? original.length - literal.length : literal.length > 0 ? original.indexOf(literal, j + 1) : -1;
          if (end <= j || !fits(end)) {
            // Two tags with nothing between them: only the mapping's values can place them.
            if (!original.startsWith(value, j)) return null;
            end = j + value.length;
          }
        }
        spans.push({ start: j, end, tag });
        i = after;
        j = end;
        continue;
      }
    }
    if (anonymized[i] !== original[j]) return null;
    i++;
    j++;
  }
  return j === original.length ? spans : null;
}

/** The tag of `mapping` that starts at `i`, if any. */
function tagAt(text: string, i: number, mapping: Mapping): string | undefined {
  TAG_AT.lastIndex = i;
  const tag = TAG_AT.exec(text)?.[0];
  return tag !== undefined && mapping[tag] !== undefined ? tag : undefined;
}

/** The text from `from` up to the next tag of `mapping` (or the end). */
function literalAfter(text: string, from: number, mapping: Mapping): string {
  for (let k = text.indexOf('<', from); k >= 0; k = text.indexOf('<', k + 1)) {
    if (tagAt(text, k, mapping) !== undefined) return text.slice(from, k);
  }
  return text.slice(from);
}

/** What a group of parts needs from the scan of a request. */
export interface GroupScan {
  /** The request's tags, extended here when overlapping spans merge into a value with no tag yet. */
  mapping: Mapping;
  /** Replaced occurrences per type: corrected here to what goes out. */
  counts?: Partial<Record<EntityType, number>>;
  /** Every text of the request as the client wrote it: a new tag must not be one written there. */
  texts: readonly string[];
}

/**
 * The parts' texts after both scans, or null when the per-part results stand as they are. `parts`
 * (non-empty) and `anonymizedParts` in order; `anonymizedJoined` is the scan of `parts` glued.
 *
 * Every span either scan replaced is replaced, overlapping ones as one, with one exception: a value
 * that a part ends with, found in that part alone, is not run on into the next part when the two meet
 * without whitespace ("…@example.pl" + "Streść." glued reads as a longer address). Gluing made that
 * word; the part is what the client wrote as one piece.
 */
export function combineParts(parts: readonly string[], anonymizedParts: readonly string[], anonymizedJoined: string, scan: GroupScan): string[] | null {
  const joined = parts.join('');
  const glued = tagSpans(joined, anonymizedJoined, scan.mapping);
  if (glued === null) return onlyJoined(parts.length, anonymizedJoined);
  if (glued.length === 0) return null;
  const starts: number[] = [];
  const alone: TagSpan[] = [];
  let offset = 0;
  for (let i = 0; i < parts.length; i++) {
    starts.push(offset);
    const spans = tagSpans(parts[i], anonymizedParts[i], scan.mapping);
    if (spans === null) return onlyJoined(parts.length, anonymizedJoined);
    for (const s of spans) alone.push({ start: s.start + offset, end: s.end + offset, tag: s.tag });
    offset += parts[i].length;
  }
  // Boundaries where two parts meet without whitespace: gluing makes a new word there.
  const glue = new Set<number>();
  for (let i = 1; i < parts.length; i++) if (!/\s$/.test(parts[i - 1]) && !/^\s/.test(parts[i])) glue.add(starts[i]);
  const runsOn = (g: TagSpan) => alone.some((a) => glue.has(a.end) && a.start >= g.start && g.end > a.end && typeOf(a.tag) === typeOf(g.tag));
  const kept = glued.filter((g) => !runsOn(g));
  const union = unite(joined, [...kept, ...alone], scan);
  // The pool counted the glued text's replacements as well as the parts': what goes out counts.
  if (scan.counts) {
    for (const s of glued) count(scan.counts, s.tag, -1);
    for (const s of alone) count(scan.counts, s.tag, -1);
    for (const s of union) count(scan.counts, s.tag, +1);
  }
  const unchanged = union.length === alone.length && union.every((u, k) => u.start === alone[k].start && u.end === alone[k].end && u.tag === alone[k].tag);
  return unchanged ? null : cut(joined, parts, starts, union);
}

/** Alignment failed (never expected): the glued result, whole, in the first part; nothing unscanned goes out. */
function onlyJoined(n: number, anonymizedJoined: string): string[] {
  return [anonymizedJoined, ...new Array<string>(n - 1).fill('')];
}

/** Overlapping spans become one: the tag of a span that covers all of them, else a tag for the merged value. */
function unite(text: string, spans: TagSpan[], scan: GroupScan): TagSpan[] {
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: TagSpan[] = [];
  let members: TagSpan[] = [];
  let end = 0;
  const flush = () => {
    const start = members[0].start;
    const covering = members.find((m) => m.start === start && m.end === end);
    out.push({ start, end, tag: covering ? covering.tag : tagFor(text.slice(start, end), longest(members), scan) });
  };
  for (const s of spans) {
    if (members.length > 0 && s.start >= end) {
      flush();
      members = [];
    }
    members.push(s);
    end = members.length === 1 ? s.end : Math.max(end, s.end);
  }
  if (members.length > 0) flush();
  return out;
}

function longest(spans: readonly TagSpan[]): TagSpan {
  return spans.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a));
}

/** The tag of `value`: the one it already has, or a new one of `like`'s type, numbered past every tag in use. */
function tagFor(value: string, like: TagSpan, scan: GroupScan): string {
  for (const [tag, v] of Object.entries(scan.mapping)) if (v === value) return tag;
  const type = TAG_PARTS.exec(like.tag)![1];
  let n = 0;
  const see = (tag: string) => {
    const m = TAG_PARTS.exec(tag);
    if (m && m[1] === type) n = Math.max(n, Number(m[2]));
  };
  for (const tag of Object.keys(scan.mapping)) see(tag);
  for (const t of scan.texts) for (const m of t.matchAll(TAG_RE)) see(m[0]);
  const tag = `<${type}_${n + 1}>`;
  scan.mapping[tag] = value;
  return tag;
}

const typeOf = (tag: string) => TAG_PARTS.exec(tag)![1] as EntityType;

function count(counts: Partial<Record<EntityType, number>>, tag: string, delta: number): void {
  const type = typeOf(tag);
  const n = (counts[type] ?? 0) + delta;
  if (n > 0) counts[type] = n;
  else delete counts[type];
}

/**
 * `text` (the parts glued) with `spans` replaced, cut back into the parts: a span belongs to the part
 * where it starts.
 */
function cut(text: string, parts: readonly string[], starts: readonly number[], spans: readonly TagSpan[]): string[] {
  const out: string[] = [];
  let k = 0;
  let pos = 0;
  for (let i = 0; i < parts.length; i++) {
    const end = starts[i] + parts[i].length;
    let part = '';
    pos = Math.max(pos, starts[i]);
    while (k < spans.length && spans[k].start < end) {
      part += text.slice(pos, spans[k].start) + spans[k].tag;
      pos = spans[k].end;
      k++;
    }
    if (pos < end) {
      part += text.slice(pos, end);
      pos = end;
    }
    out.push(part);
  }
  return out;
}
