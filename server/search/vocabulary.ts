/**
 * The index's vocabulary table (searchIndex/schema.ts) as the engine asks it: is a word used,
 * what other spellings of it does the site use, what did a typo mean. Read with indexed
 * look-ups only, nothing loaded up front, so opening an index costs the same at any size.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { allowedEdits, bestCorrection, type Candidate } from './typos.js';
import { isBritish, spellingKey } from '../../searchIndex/text.js';

/** Most other spellings searched for one word (each is one more OR branch). */
const MAX_VARIANTS = 3;
/** Most words a word being typed stands for: the cap that makes a two-letter prefix cost what a word does. */
const MAX_COMPLETIONS = 6;
/** Words read to find them: the most frequent completions, among which function words and shared stems. */
const MAX_COMPLETION_ROWS = 64;
/** Most word forms a snippet marks (a stem has a handful; the bound keeps the matcher small whatever the query). */
const MAX_FORMS = 200;
/** Longest word a correction is looked for (a longer run is not a mistyped word). */
const MAX_CORRECTED_CHARS = 30;

interface Entry {
  word: string;
  stem: string;
  freq: number;
}

/** Look-ups in the vocabulary of one open index. */
export class Vocabulary {
  private readonly byWord: StatementSync;
  private readonly bySpelling: StatementSync;
  private readonly byPrefix: StatementSync;
  private readonly byLength: StatementSync;
  private readonly sameStem: StatementSync;
  private readonly surfaces: StatementSync;
  /** Letters-only words by length, read on the first correction that needs them (at most the vocabulary, under 1 MB at 10,000 articles). */
  private readonly lengths = new Map<number, Candidate[]>();

  /**
   * @param db an open index
   * @param stopwords function words of the index's language (stopwordsOf), never offered as completions
   */
  constructor(
    db: DatabaseSync,
    private readonly stopwords: ReadonlySet<string>,
  ) {
    this.byWord = db.prepare('SELECT word, stem, freq FROM vocab WHERE word = ?');
    this.bySpelling = db.prepare('SELECT word, stem, freq FROM vocab WHERE spelling = ? ORDER BY freq DESC, word');
    this.byPrefix = db.prepare(
      'SELECT word, stem FROM vocab WHERE word >= ? AND word < ? ORDER BY freq DESC, word LIMIT ?',
    );
    this.byLength = db.prepare('SELECT word, freq FROM vocab WHERE alpha = 1 AND len = ?');
    this.sameStem = db.prepare(
      'SELECT word FROM vocab WHERE stem IN (SELECT stem FROM vocab WHERE word IN (SELECT value FROM json_each(?))) LIMIT ?',
    );
    this.surfaces = db.prepare('SELECT surface FROM surfaces WHERE word IN (SELECT value FROM json_each(?)) LIMIT ?');
  }

  private entry(word: string): Entry | undefined {
    return this.byWord.get(word) as Entry | undefined;
  }

  /**
   * Every word of the site that FTS5 matches for the given words: those sharing a porter stem
   * with one of them (licence, licences, licensed… for "licence"), plus the words themselves,
   * and each as the text writes it where that differs from its index form (والإقامة for اقامه).
   * @param words folded words in index form; at most MAX_FORMS forms of each kind are returned
   */
  forms(words: readonly string[]): string[] {
    const found = this.sameStem.all(JSON.stringify(words), MAX_FORMS) as { word: string }[];
    const indexed = [...new Set([...words, ...found.map((r) => r.word)])];
    const written = this.surfaces.all(JSON.stringify(indexed), MAX_FORMS) as { surface: string }[];
    return [...new Set([...indexed, ...written.map((r) => r.surface)])];
  }

  /** True when some page uses the word itself. */
  uses(word: string): boolean {
    return this.entry(word) !== undefined;
  }

  /** True when the site uses the word itself or another spelling of it. */
  knows(word: string): boolean {
    return (
      this.entry(word) !== undefined || (this.bySpelling.get(spellingKey(word)) as Entry | undefined) !== undefined
    );
  }

  /**
   * The words a word being typed most likely completes to: the site's most frequent words that
   * begin with it, function words left out, one per porter stem (regulation stands for
   * regulations and regulated: FTS5 matches them alike), at most MAX_COMPLETIONS.
   */
  completions(prefix: string): string[] {
    const rows = this.byPrefix.all(prefix, `${prefix}\u{10ffff}`, MAX_COMPLETION_ROWS) as {
      word: string;
      stem: string;
    }[];
    const stems = new Set<string>();
    const words: string[] = [];
    for (const { word, stem } of rows) {
      if (words.length === MAX_COMPLETIONS) break;
      if (this.stopwords.has(word) || stems.has(stem)) continue;
      stems.add(stem);
      words.push(word);
    }
    return words;
  }

  /**
   * The site's other spellings of a word, British for American and the reverse (licence and
   * licensing for license; programme for program), one per porter stem that the word's own stem
   * does not already match, most frequent first, at most MAX_VARIANTS.
   */
  variants(word: string): string[] {
    const own = this.entry(word);
    const stems = new Set(own === undefined ? [] : [own.stem]);
    const found: string[] = [];
    for (const other of this.bySpelling.all(spellingKey(word)) as unknown as Entry[]) {
      if (found.length === MAX_VARIANTS) break;
      if (other.word === word || stems.has(other.stem)) continue;
      if (!isBritish(word) && !isBritish(other.word)) continue; // inflections: porter already matches them
      stems.add(other.stem);
      found.push(other.word);
    }
    return found;
  }

  /**
   * The word a typo most likely meant (Damerau–Levenshtein within allowedEdits, the most
   * frequent among the nearest), from the site's words of Latin letters only: spelling is
   * corrected in English alone, and never into another script.
   * @returns the correction, or undefined when there is none or the word is not a plausible typo
   */
  correction(word: string): string | undefined {
    const edits = allowedEdits(word);
    if (edits === 0 || word.length > MAX_CORRECTED_CHARS || !/^\p{Script=Latin}+$/u.test(word)) return undefined;
    const candidates: Candidate[] = [];
    for (let length = word.length - edits; length <= word.length + edits; length++)
      candidates.push(...this.ofLength(length));
    return bestCorrection(word, candidates);
  }

  private ofLength(length: number): Candidate[] {
    let words = this.lengths.get(length);
    if (words === undefined) {
      words = this.byLength.all(length) as unknown as Candidate[];
      this.lengths.set(length, words);
    }
    return words;
  }
}
