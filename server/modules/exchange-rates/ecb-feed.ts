/**
 * The ECB's daily euro reference rates (eurofxref-daily.xml): one dated table of units per
 * 1 EUR. Parsed strictly: a document without exactly one dated table of well-formed rates is
 * refused, so a truncated download or an error page never becomes a rate.
 */
export interface EcbRates {
  /** YYYY-MM-DD */
  date: string;
  /** ISO currency -> units per 1 EUR */
  rates: Map<string, number>;
}

export class EcbFeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EcbFeedError';
  }
}

const DATED_CUBE = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]\s*>/g;
/** Every element that names a currency: each must be a well-formed rate, or the document is refused. */
const CURRENCY_CUBE = /<Cube\b[^>]*\bcurrency=[^>]*>/g;
const RATE_CUBE = /^<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([0-9]+(?:\.[0-9]+)?)['"]\s*\/>$/;

export function parseEcbDaily(xml: string): EcbRates {
  if (!xml.includes('gesmes:Envelope') && !xml.includes('<Cube')) throw new EcbFeedError('not an ECB reference-rate document');
  const dates = [...xml.matchAll(DATED_CUBE)].map((match) => match[1]);
  if (dates.length !== 1) throw new EcbFeedError(`expected one dated table, found ${dates.length}`);
  const [date] = dates;
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new EcbFeedError(`bad date ${date}`);
  const rates = new Map<string, number>();
  for (const [element] of xml.matchAll(CURRENCY_CUBE)) {
    const match = RATE_CUBE.exec(element);
    if (!match) throw new EcbFeedError(`malformed rate ${element.slice(0, 80)}`);
    const [, currency, text] = match;
    if (rates.has(currency)) throw new EcbFeedError(`${currency} twice in the table`);
    const rate = Number(text);
    if (!(rate > 0) || !Number.isFinite(rate)) throw new EcbFeedError(`bad rate for ${currency}: ${text}`);
    rates.set(currency, rate);
  }
  if (rates.size === 0) throw new EcbFeedError('no rates in the table');
  return { date, rates };
}
