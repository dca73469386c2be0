/** The index's vocabulary, read by indexed look-ups only, so opening an index costs the same at any size. */
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
  /** Letters-only words by length, read on the first correction that needs them (under 1 MB at 10,000 articles). */
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
   * Every word FTS5 matches for `words` (folded, in index form): the words and those sharing their porter stem, each
   * also as the text writes it (والإقامة for اقامه); at most MAX_FORMS of each kind.
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

  /** The site's most frequent words beginning with `prefix`, one per porter stem, no function word, MAX_COMPLETIONS. */
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

  /** The site's other spellings of a word, British for American and back, one per new porter stem, MAX_VARIANTS. */
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
   * The word a typo most likely meant (bestCorrection), among the site's Latin words: only English is corrected.
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
