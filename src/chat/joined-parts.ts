// The text parts of one message are scanned twice: each part alone (a part may travel on its own) and
// all of them glued together, as the adapters that send one string join them (contentText). A value
// split over two parts ("PESEL 4405" + "1401359") is whole only in the glued text, and two values in
// adjacent parts ("44051401359" + "44051401359") are whole only in the parts. This module puts the
// two results together (combineParts says which span wins) and cuts the parts again, so that gluing
// them gives the combined text. A tag whose value crosses a part boundary goes into the part where the
// value starts; the later part keeps only what follows the value.
import type { EntityType, Mapping } from '../pii/types.js';

/** A replaced span of a text: [start, end) became `tag`. */
interface TagSpan { start: number; end: number; tag: string }

const TAG_AT = /<[A-Z_]+_\d+>/y;
const TAG_TYPE = /^<([A-Z_]+)_\d+>$/;

/**
 * Where detection replaced spans of `original` to give `anonymized`: detection only puts tags of
 * `mapping` in place of their values, and a tag of the mapping never appears in a client's text
 * (numbering skips tags written there), so the two texts align unambiguously. Null when they do not
 * align (not a result of detection).
 */
export function tagSpans(original: string, anonymized: string, mapping: Mapping): TagSpan[] | null {
  const spans: TagSpan[] = [];
  let i = 0;
  let j = 0;
  while (i < anonymized.length) {
    if (anonymized.charCodeAt(i) === 60 /* < */) {
      TAG_AT.lastIndex = i;
      const tag = TAG_AT.exec(anonymized)?.[0];
      const value = tag === undefined ? undefined : mapping[tag];
      if (tag !== undefined && value !== undefined && original.startsWith(value, j)) {
        spans.push({ start: j, end: j + value.length, tag });
        i += tag.length;
        j += value.length;
        continue;
      }
    }
    if (anonymized[i] !== original[j]) return null;
    i++;
    j++;
  }
  return j === original.length ? spans : null;
}

/** What a group of parts needs from the scan of a request. */
export interface GroupScan {
  /** The request's tags. */
  mapping: Mapping;
  /** Replaced occurrences per type: corrected here, the glued scan's spans are counted once or not at all. */
  counts?: Partial<Record<EntityType, number>>;
}

/**
 * The parts' texts after both scans, or null when the per-part results stand as they are. `parts` and
 * `anonymizedParts` in order; `anonymizedJoined` is the scan of `parts` glued.
 *
 * What a part alone has a span in, the part's scan decides: gluing makes words that were never written
 * ("…@example.pl" + "Streść." reads as a longer address), and a part is what the client wrote as one
 * piece. The glued scan adds the values no part had a span in: the ones split over parts.
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
  const added = glued.filter((g) => !alone.some((a) => a.start < g.end && g.start < a.end));
  // The pool counted the glued text's replacements too: only those added go out.
  if (scan.counts) for (const g of glued) if (!added.includes(g)) count(scan.counts, g.tag, -1);
  if (added.length === 0) return null;
  const spans = [...alone, ...added].sort((a, b) => a.start - b.start);
  return cut(joined, starts, spans);
}

/** Alignment failed (never expected): the glued result, whole, in the first part; nothing unscanned goes out. */
function onlyJoined(n: number, anonymizedJoined: string): string[] {
  return [anonymizedJoined, ...new Array<string>(n - 1).fill('')];
}

function count(counts: Partial<Record<EntityType, number>>, tag: string, delta: number): void {
  const type = TAG_TYPE.exec(tag)![1] as EntityType;
  const n = (counts[type] ?? 0) + delta;
  if (n > 0) counts[type] = n;
  else delete counts[type];
}

/** `text` with `spans` replaced, cut at `starts`: a span belongs to the part where it starts. */
function cut(text: string, starts: readonly number[], spans: readonly TagSpan[]): string[] {
  const out: string[] = [];
  let k = 0;
  let pos = 0;
  for (let i = 0; i < starts.length; i++) {
    const end = i + 1 < starts.length ? starts[i + 1] : text.length;
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
