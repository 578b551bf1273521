// Cutting a text into stream chunks for the property tests of streamed restoration.

/** Splits text at arbitrary UTF-16 positions (also inside surrogate pairs, tags and words). */
export function splitAt(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const chunks: string[] = [];
  let prev = 0;
  for (const p of points) { chunks.push(text.slice(prev, p)); prev = p; }
  chunks.push(text.slice(prev));
  return chunks;
}
