import { describe, expect, it } from 'vitest';
import { americanise, spellingKey, wordsOf } from '../../searchIndex/text.js';
import { bestCorrection, editDistance } from '../../server/search/typos.js';

/*
 * The pieces the engine's spelling rests on: words cut as FTS5's unicode61 cuts them, British
 * spellings mapped to one key with the American ones, and the Damerau–Levenshtein distance.
 */
describe('words', () => {
  it('cuts text into folded words at anything but letters and digits', () => {
    expect(wordsOf('Portugal’s “AML/KYC” café, ﬁnance e\u0301te 2025—Dubai NEAR(x) -y *z')).toEqual([
      'portugal',
      's',
      'aml',
      'kyc',
      'cafe',
      'finance',
      'ete',
      '2025',
      'dubai',
      'near',
      'x',
      'y',
      'z',
    ]);
  });

  it('gives British and American spellings, and their inflections, one key', () => {
    const groups = [
      ['licence', 'licences', 'license', 'licensed', 'licensing'],
      ['authorisation', 'authorization', 'authorisations'],
      ['organise', 'organize', 'organised', 'organizing'],
      ['programme', 'program', 'programmes', 'programs'],
      ['centre', 'center', 'centres', 'centers'],
      ['defence', 'defense'],
      ['labour', 'labor'],
      ['analyse', 'analyze'],
      ['travelled', 'traveled'],
      ['catalogue', 'catalog'],
      ['enquiry', 'inquiry'],
    ];
    for (const group of groups) expect(new Set(group.map(spellingKey)), group.join()).toHaveProperty('size', 1);
    for (const word of ['for', 'four', 'your', 'hour', 'analysis', 'basis', 'order', 'resources'])
      expect(americanise(word), word).toBe(word);
  });
});

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions as one edit each', () => {
    expect(editDistance('residency', 'residency', 2)).toBe(0);
    expect(editDistance('residancy', 'residency', 2)).toBe(1);
    expect(editDistance('familly', 'family', 2)).toBe(1);
    expect(editDistance('ofice', 'office', 2)).toBe(1);
    expect(editDistance('trsut', 'trust', 2)).toBe(1);
    expect(editDistance('ca', 'abc', 3)).toBe(3); // optimal string alignment: no edit of a swapped pair
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
  });

  it('stops at the bound', () => {
    expect(editDistance('qzxv', 'walk', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('corrects to the nearest word, the most frequent among equals, never beyond the bound', () => {
    const vocabulary = [
      { word: 'office', freq: 100 },
      { word: 'offices', freq: 40 },
      { word: 'oficial', freq: 1 },
      { word: 'bank', freq: 50 },
      { word: 'band', freq: 5 },
    ];
    expect(bestCorrection('ofice', vocabulary)).toBe('office');
    expect(bestCorrection('banc', vocabulary)).toBe('bank');
    expect(bestCorrection('qzxv', vocabulary)).toBeUndefined();
    expect(bestCorrection('of', vocabulary)).toBeUndefined(); // two letters: too short to correct
  });
});
