/** Edit distance for typo correction: Damerau–Levenshtein's optimal string alignment form, cut off at a bound. */

/**
 * The optimal-string-alignment distance between two words, or `max + 1` when it exceeds `max`.
 * @param a, b words (UTF-16 code units compared; the vocabulary is folded letters)
 * @param max the largest distance of interest, 0 or more
 */
export function editDistance(a: string, b: string, max: number): number {
  const m = b.length;
  if (Math.abs(a.length - m) > max) return max + 1;
  // Three rows of the dynamic programme: two back (for transpositions), the last, the current.
  let before = new Int32Array(m + 1);
  let previous = Int32Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Int32Array(m + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[m]!, max + 1);
}

/** A cheap lower bound of the edit distance: each edit changes at most one letter of each word's multiset. */
function letterBound(a: string, b: string): number {
  const counts = new Map<number, number>();
  for (let i = 0; i < a.length; i++) counts.set(a.charCodeAt(i), (counts.get(a.charCodeAt(i)) ?? 0) + 1);
  for (let i = 0; i < b.length; i++) counts.set(b.charCodeAt(i), (counts.get(b.charCodeAt(i)) ?? 0) - 1);
  let difference = 0;
  for (const count of counts.values()) difference += Math.abs(count);
  return Math.ceil(difference / 2);
}

/** The edits a typo may be from its word: none up to 2 letters, 1 up to 4, else 2 (a short word is often another). */
export function allowedEdits(word: string): number {
  if (word.length <= 2) return 0;
  return word.length <= 4 ? 1 : 2;
}

/** A vocabulary word and how often the site uses it. */
export interface Candidate {
  word: string;
  freq: number;
}

/**
 * The likeliest intended word for a typo: the nearest candidate, the most frequent among equals.
 * @param word the typed word, folded
 * @param candidates vocabulary words to consider (already limited to plausible lengths)
 * @returns the correction, or undefined when none is within allowedEdits(word)
 */
export function bestCorrection(word: string, candidates: Iterable<Candidate>): string | undefined {
  const max = allowedEdits(word);
  if (max === 0) return undefined;
  let best: (Candidate & { distance: number }) | undefined;
  for (const candidate of candidates) {
    if (candidate.word === word || letterBound(word, candidate.word) > max) continue;
    const distance = editDistance(word, candidate.word, max);
    if (distance > max) continue;
    if (best === undefined || distance < best.distance || (distance === best.distance && candidate.freq > best.freq))
      best = { ...candidate, distance };
  }
  return best?.word;
}
