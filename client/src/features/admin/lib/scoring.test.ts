import { describe, expect, it } from 'vitest';
import type { ScoringCategory } from '@core/schemas/admin';
import { orderedOptions, bandText, collectChanges, draftOf, isDraftChanged, isTotalOnTarget, issuesFromServer, parseCategoryDraft, totalActiveWeight } from './scoring';
import { LANGUAGES } from '@core/languages';

const categories: Pick<ScoringCategory, 'id' | 'weight' | 'isActive' | 'options'>[] = [
  { id: 1, weight: 30, isActive: true, options: { high: 30, low: 0 } },
  { id: 2, weight: 20, isActive: true, options: { yes: 20, no: 5 } },
  { id: 3, weight: 50, isActive: true, options: { a: 50 } },
  { id: 4, weight: 10, isActive: false, options: { a: 10 } },
];

describe('totalActiveWeight', () => {
  it('adds the active weights', () => {
    expect(totalActiveWeight(categories, {})).toBe(100);
    expect(isTotalOnTarget(100)).toBe(true);
  });

  it('follows the edits that are not saved yet', () => {
    const drafts = { 1: { ...draftOf(categories[0]), weight: '20' } };
    expect(totalActiveWeight(categories, drafts)).toBe(90);
    expect(isTotalOnTarget(90)).toBe(false);
  });

  it('counts a category switched on or off in the draft', () => {
    expect(totalActiveWeight(categories, { 4: { ...draftOf(categories[3]), isActive: true } })).toBe(110);
    expect(totalActiveWeight(categories, { 3: { ...draftOf(categories[2]), isActive: false } })).toBe(50);
  });

  it('counts an invalid typed weight as 0', () => {
    expect(totalActiveWeight(categories, { 2: { ...draftOf(categories[1]), weight: '' } })).toBe(80);
    expect(totalActiveWeight(categories, { 2: { ...draftOf(categories[1]), weight: '2.5' } })).toBe(80);
  });
});

describe('parseCategoryDraft', () => {
  it('accepts whole numbers with points up to the weight', () => {
    expect(parseCategoryDraft({ weight: ' 25 ', options: { high: '25', low: '0' }, isActive: true })).toEqual({
      value: { weight: 25, options: { high: 25, low: 0 }, isActive: true },
      issues: { options: {} },
    });
  });

  it('refuses a weight outside 0–100 or not whole', () => {
    for (const weight of ['101', '-1', '2.5', '', 'x']) {
      expect(parseCategoryDraft({ weight, options: {}, isActive: true }).issues.weight).toBe('validation.scoring.weight.invalid');
    }
  });

  it('refuses points above the weight or not whole', () => {
    const { value, issues } = parseCategoryDraft({ weight: '20', options: { high: '25', low: '1.5', ok: '20' }, isActive: true });
    expect(value).toBeNull();
    expect(issues.options).toEqual({ high: 'validation.scoring.points.max', low: 'validation.scoring.points.invalid' });
  });
});

describe('isDraftChanged', () => {
  it('compares the draft with the saved category', () => {
    expect(isDraftChanged(categories[0], undefined)).toBe(false);
    expect(isDraftChanged(categories[0], draftOf(categories[0]))).toBe(false);
    expect(isDraftChanged(categories[0], { ...draftOf(categories[0]), weight: '31' })).toBe(true);
    expect(isDraftChanged(categories[0], { ...draftOf(categories[0]), options: { high: '29', low: '0' } })).toBe(true);
    expect(isDraftChanged(categories[0], { ...draftOf(categories[0]), isActive: false })).toBe(true);
  });
});

describe('bandText', () => {
  const bands = [{ option: 'le_60pct', max: 0.6 }, { option: 'ge_24', min: 24 }, { option: 'mid', min: 6, max: 11 }, { option: 'rest' }];
  it('describes each band', () => {
    expect(bandText(bands, 'le_60pct', 'otherwise')).toBe('≤ 0.6');
    expect(bandText(bands, 'ge_24', 'otherwise')).toBe('≥ 24');
    expect(bandText(bands, 'mid', 'otherwise')).toBe('6 – 11');
    expect(bandText(bands, 'rest', 'otherwise')).toBe('otherwise');
    expect(bandText(bands, 'permanent', 'otherwise')).toBeNull();
  });
});

describe('orderedOptions', () => {
  it('follows the bands, else the points', () => {
    expect(orderedOptions({ options: { above: 0, le_60pct: 30, le_80pct: 24 }, bands: [{ option: 'le_60pct', max: 0.6 }, { option: 'le_80pct', max: 0.8 }, { option: 'above' }] })).toEqual([
      'le_60pct',
      'le_80pct',
      'above',
    ]);
    expect(orderedOptions({ options: { other: 4, permanent: 15, freelance: 8 }, bands: [] })).toEqual(['permanent', 'freelance', 'other']);
  });
});

describe('collectChanges (one save for every category, issue 12)', () => {
  it('sends the edited categories only, parsed, and holds back the ones with problems', () => {
    const drafts = {
      1: { ...draftOf(categories[0]), weight: '40' },
      2: draftOf(categories[1]),
      3: { ...draftOf(categories[2]), weight: '40', options: { a: '45' } },
    };
    const { changes, issues } = collectChanges(categories, drafts);
    expect(changes).toEqual([{ id: 1, weight: 40, options: { high: 30, low: 0 }, isActive: true }]);
    expect(issues).toEqual({ 3: { options: { a: 'validation.scoring.points.max' } } });
  });
});

describe('issuesFromServer', () => {
  it('puts the batch save\'s field errors back under their category', () => {
    expect(issuesFromServer({ 'categories.3.options.permanent': 'Too many points', 'categories.4.weight': 'Bad weight', other: 'x' })).toEqual({
      3: { options: { permanent: 'Too many points' } },
      4: { weight: 'Bad weight', options: {} },
    });
  });
});

describe('weights and points typed the interface language\'s way (issue 12)', () => {
  it('reads whole numbers in every language', () => {
    for (const language of LANGUAGES) {
      expect(parseCategoryDraft({ weight: ' 25 ', options: { high: '25', low: '0' }, isActive: true }, language).value).toEqual({
        weight: 25,
        options: { high: 25, low: 0 },
        isActive: true,
      });
    }
    expect(totalActiveWeight(categories, { 1: { ...draftOf(categories[0]), weight: '20' } }, 'fr')).toBe(90);
  });

  it('asks about an entry that could mean two numbers, naming the field, instead of guessing', () => {
    const english = parseCategoryDraft({ weight: '1.000', options: {}, isActive: true }, 'en').issues.weight;
    expect(english).toMatch(/^validation\.number\.ambiguous\|/);
    expect(english).toContain('admin:scoring.weight');
    const french = parseCategoryDraft({ weight: '20', options: { a: '1,000' }, isActive: true }, 'fr').issues.options.a;
    expect(french).toMatch(/^validation\.number\.ambiguous\|/);
    expect(french).toContain('admin:scoring.points');
  });

  it('keeps the field\'s own "whole number from 0 to 100" for a fraction or a number out of range', () => {
    for (const language of ['ro', 'fr'] as const) {
      for (const weight of ['2,5', '101', '-1', '']) {
        expect(parseCategoryDraft({ weight, options: {}, isActive: true }, language).issues.weight, `${language} ${weight}`).toBe('validation.scoring.weight.invalid');
      }
    }
    expect(totalActiveWeight(categories, { 2: { ...draftOf(categories[1]), weight: '2,5' } }, 'ro')).toBe(80);
  });
});
