import { describe, expect, it } from 'vitest';
import { ecbDailyXml } from './ecb-stand-in';
import { EcbFeedError, parseEcbDaily } from './ecb-feed';

describe('parseEcbDaily', () => {
  it('reads the date and every rate of the ECB layout', () => {
    const parsed = parseEcbDaily(ecbDailyXml('2026-11-20', { USD: 1.1665, GBP: 0.8712, HUF: 384.1 }));
    expect(parsed.date).toBe('2026-11-20');
    expect(Object.fromEntries(parsed.rates)).toEqual({ USD: 1.1665, GBP: 0.8712, HUF: 384.1 });
  });

  it('refuses an error page, an empty table, a second table and a bad rate', () => {
    expect(() => parseEcbDaily('<html><body>Service unavailable</body></html>')).toThrow(EcbFeedError);
    expect(() => parseEcbDaily(ecbDailyXml('2026-11-20', {}))).toThrow(/no rates/);
    const twice = ecbDailyXml('2026-11-20', { USD: 1.1 }).replace("<Cube time='2026-11-20'>", "<Cube time='2026-11-20'><Cube time='2026-11-19'>");
    expect(() => parseEcbDaily(twice)).toThrow(/one dated table/);
    expect(() => parseEcbDaily(ecbDailyXml('2026-11-20', { USD: 0 }))).toThrow(/bad rate/);
  });

  it('refuses the whole table when one rate is not a number, rather than leaving that currency out', () => {
    const xml = ecbDailyXml('2026-11-20', { USD: 1.1665, GBP: 0.8712 }).replace("rate='0.8712'", "rate='n/a'");
    expect(() => parseEcbDaily(xml)).toThrow(/malformed rate/);
    const twice = ecbDailyXml('2026-11-20', { USD: 1.1665 }).replace("<Cube currency='USD'", "<Cube currency='USD' rate='1.2'/><Cube currency='USD'");
    expect(() => parseEcbDaily(twice)).toThrow(/USD twice/);
  });
});
