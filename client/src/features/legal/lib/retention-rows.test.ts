import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@core/constants';
import { RETENTION, RETENTION_KINDS } from '@core/retention';
import { registerCountedWords } from '@/lib/counted-words';
import { describeRetentionPeriod, retentionPeriod, retentionRows } from './retention-rows';

const locales = fileURLToPath(new URL('../../../../public/locales/', import.meta.url));
const read = (language: string, namespace: string) => JSON.parse(readFileSync(join(locales, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

async function translatorFor(language: string) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { translation: read(language, 'translation'), legal: read(language, 'legal') } },
    interpolation: { escapeValue: false },
  });
  registerCountedWords(i18n);
  return i18n.getFixedT(language, 'legal');
}

describe('the retention periods the privacy page states', () => {
  it('are read from core/retention.ts, one line per kind, in its order', () => {
    expect(retentionRows().map((row) => row.kind)).toEqual(RETENTION_KINDS);
  });

  it('read whole years as years and anything else as days, never rounded', () => {
    expect(retentionPeriod(5 * 365, 'change')).toEqual({ type: 'duration', unit: 'years', amount: 5, after: 'change' });
    expect(retentionPeriod(365, 'lastUse')).toEqual({ type: 'duration', unit: 'years', amount: 1, after: 'lastUse' });
    expect(retentionPeriod(180, 'decision')).toEqual({ type: 'duration', unit: 'days', amount: 180, after: 'decision' });
    expect(retentionPeriod(0, 'expiry')).toEqual({ type: 'atExpiry' });
    expect(retentionPeriod(null, 'whileAccount')).toEqual({ type: 'whileAccount' });
  });

  it.each(LANGUAGES)('say each period with its own number in %s, with no key left untranslated', async (language) => {
    const t = await translatorFor(language);
    const lines = retentionRows().map((row) => ({ row, kind: t(`privacy.retention.kinds.${row.kind}`), period: describeRetentionPeriod(row.period, t) }));
    for (const { row, kind, period } of lines) {
      expect(kind, row.kind).not.toContain('privacy.');
      expect(period, row.kind).not.toMatch(/privacy\.|\{\{|units\./);
      const { days } = RETENTION[row.kind];
      if (days === null || days === 0) expect(period, row.kind).not.toMatch(/\d/);
      else expect(period, row.kind).toContain(String(days % 365 === 0 ? days / 365 : days));
    }
    // Every line says something different from the others.
    expect(new Set(lines.map((line) => line.kind)).size).toBe(lines.length);
  });

  it('agree numbers the language way: "90 de zile", "1 an", "5 years", "180 jours"', async () => {
    const ro = await translatorFor('ro');
    const en = await translatorFor('en');
    const fr = await translatorFor('fr');
    expect(describeRetentionPeriod(retentionPeriod(90, 'lastChange'), ro)).toBe('90 de zile de la ultima modificare');
    expect(describeRetentionPeriod(retentionPeriod(365, 'lastUse'), ro)).toBe('1 an de la ultima folosire');
    expect(describeRetentionPeriod(retentionPeriod(5 * 365, 'change'), en)).toBe('5 years after the change');
    expect(describeRetentionPeriod(retentionPeriod(180, 'decision'), fr)).toBe('180 jours après la décision');
    expect(describeRetentionPeriod(retentionPeriod(1, 'expiry'), en)).toBe('1 day after they expire');
  });
});
