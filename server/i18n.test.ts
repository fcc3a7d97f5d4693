import { describe, expect, it } from 'vitest';
import { translate } from './i18n';

describe('translate: a count with its noun, by the language\'s plural rules (issue 12)', () => {
  it('Romanian has three forms: "1 document", "2 documente", "20 de documente"', () => {
    const tooMany = (max: number) => translate('ro', 'errors.document.tooMany', { max });
    expect(tooMany(1)).toBe('Această evaluare are deja 1 document, numărul maxim.');
    expect(tooMany(2)).toBe('Această evaluare are deja 2 documente, numărul maxim.');
    expect(tooMany(20)).toBe('Această evaluare are deja 20 de documente, numărul maxim.');
  });

  it('English and French have one and other', () => {
    expect(translate('en', 'errors.document.tooMany', { max: 1 })).toBe('This assessment already has 1 document, the maximum.');
    expect(translate('en', 'errors.document.tooMany', { max: 20 })).toBe('This assessment already has 20 documents, the maximum.');
    expect(translate('fr', 'errors.plan.assessmentLimit.free', { limit: 3, used: 3 })).toContain('3 évaluations par mois');
  });
});
