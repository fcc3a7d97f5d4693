import type { ChargeBracket } from '../finance/charges';
import { toCents, toCentsString } from '../money/round';
import type { ClosingCostRow } from './rows';


/**
 * Costs of buying a home per property country (issue 14, ADR 030), in EUR: each row is a
 * core/finance Charge. Tariffs set in a national currency are converted at the seeded ECB rates
 * of 28.2.2025 (exchange-rates.ts; BGN at the fixed 1.95583) and the source says so; an admin
 * who re-checks a tariff re-converts it. Where a figure is an estimate, not a published tariff,
 * the source says "estimate". Bank charges (arrangement, valuation, insurance) are per bank, in
 * bank-charges.ts. Checked on VERIFIED_ON with the sources named.
 */
export const CLOSING_COSTS_VERIFIED_ON = '2026-11-25';
const VERIFIED_ON = CLOSING_COSTS_VERIFIED_ON;

/** Units per 1 EUR used to convert the tariffs below (ECB 28.2.2025; BGN's fixed rate). */
export const TARIFF_RATES = { RON: 4.9768, PLN: 4.1503, HUF: 399.5, CZK: 25.029, BGN: 1.95583 } as const;
type TariffCurrency = keyof typeof TARIFF_RATES;

/** A national-currency amount in EUR, to the cent. */
export const toEur = (amount: number, currency: TariffCurrency) => toCents(amount / TARIFF_RATES[currency]);
const money = (eur: number) => toCentsString(eur);

/** A marginal scale given in a national currency: [upTo (null = no end), rate]. */
function scale(currency: TariffCurrency, steps: ReadonlyArray<readonly [number | null, number]>): ChargeBracket[] {
  return steps.map(([upTo, rate]) => ({ upTo: upTo === null ? null : toEur(upTo, currency), rate }));
}

/** "Any price": Infinity cannot travel as JSON (core/finance/charges.ts). */
const ANY_PRICE = '1000000000000.00';

function row(countryCode: string, sortOrder: number, values: Omit<ClosingCostRow, 'countryCode' | 'sortOrder' | 'verifiedOn'>): ClosingCostRow {
  return { countryCode, sortOrder, verifiedOn: VERIFIED_ON, ...values };
}

export const closingCostSeed: ClosingCostRow[] = [
  // Romania: no transfer tax on the buyer (the seller's income tax, Fiscal Code art. 111, is the seller's).
  row('RO', 1, {
    key: 'notary',
    base: 'price',
    rate: '0',
    brackets: scale('RON', [
      [20_000, 0.022],
      [35_000, 0.019],
      [65_000, 0.016],
      [100_000, 0.015],
      [200_000, 0.011],
      [600_000, 0.009],
      [null, 0.006],
    ]),
    min: money(toEur(230, 'RON')),
    vatRate: '0.2100',
    source:
      'Minimum notary fee for the sale of a property: Ministry of Justice Order 177/C/2024 (Monitorul Oficial, 26.1.2024), annex, transfer of immovable property: a) up to 20,000 lei 2.2 % (at least 230 lei), b) 440 lei + 1.9 % above 20,000 (both as quoted by startupcafe.ro from the Official Gazette); c)–g) 725 lei + 1.6 % to 65,000, 1,205 + 1.5 % to 100,000, 1,730 + 1.1 % to 200,000, 2,830 + 0.9 % to 600,000, 6,430 + 0.6 % above: recalled from the order and continuous with a)–b), not re-read (verify in MO nr. 75/2024). VAT 21 % since 1.8.2025 (Law 141/2025). Lei at 4.9768 per EUR (ECB 28.2.2025). Notaries may charge more than the minimum.',
  }),
  row('RO', 2, {
    key: 'landRegistry',
    base: 'price',
    rate: '0.001500',
    min: money(toEur(60, 'RON')),
    source:
      'ANCPI registration of ownership for natural persons: 0.15 % of the value of the transaction, at least 60 lei (tariffs of ANCPI Director-General Order 16/2019, in force 4.2.2019, announced by ocpihunedoara.ro; the annex was not re-read and later orders not checked: U). Lei at 4.9768 per EUR.',
  }),
  row('RO', 3, {
    key: 'mortgageDeed',
    base: 'loan',
    rate: '0.002500',
    min: money(toEur(100, 'RON')),
    vatRate: '0.2100',
    source:
      'Notary fee for the mortgage contract securing the loan: estimate, 0.25 % of the loan (at least 100 lei) + VAT 21 %, as a Romanian notary office lists valued loan deeds (notalex.ro/taxe); the minimum of Order 177/C/2024 for mortgages was not read.',
  }),

  // Poland (PLN 4.1503).
  row('PL', 1, {
    key: 'transferTax',
    base: 'price',
    rate: '0.020000',
    firstHomeExemptUpTo: ANY_PRICE,
    source:
      'Tax on civil-law transactions (PCC) 2 % of the market value, paid by the buyer on the secondary market (ustawa z 9.9.2000 o podatku od czynności cywilnoprawnych, art. 7 ust. 1 pkt 1 lit. a); a first flat or house is exempt since 31.8.2023 (art. 9 pkt 17, added by the act of 26.5.2023) when no buyer owned a home before (gazetaprawna.pl 2025). A new home bought from a developer carries VAT in its price and no PCC.',
  }),
  row('PL', 2, {
    key: 'notary',
    base: 'price',
    amount: money(toEur(100, 'PLN')),
    rate: '0',
    brackets: scale('PLN', [
      [3_000, 0],
      [10_000, 0.03],
      [30_000, 0.02],
      [60_000, 0.01],
      [1_000_000, 0.004],
      [2_000_000, 0.002],
      [null, 0.0025],
    ]),
    max: money(toEur(10_000, 'PLN')),
    vatRate: '0.2300',
    source:
      'Maximum notary fee for a sale (Rozporządzenie Ministra Sprawiedliwości z 28.6.2004 w sprawie maksymalnych stawek taksy notarialnej, § 3): up to 3,000 zł 100 zł; 100 zł + 3 % above 3,000; 310 zł + 2 % above 10,000; 710 zł + 1 % above 30,000; 1,010 zł + 0.4 % above 60,000; 4,770 zł + 0.2 % above 1,000,000; 6,770 zł + 0.25 % above 2,000,000; at most 10,000 zł; VAT 23 %. Notaries may charge less. Złoty at 4.1503 per EUR (ECB 28.2.2025).',
  }),
  row('PL', 3, {
    key: 'landRegistry',
    base: 'fixed',
    amount: money(toEur(200, 'PLN')),
    source: 'Court fee for entering ownership in the land and mortgage register: 200 zł (ustawa o kosztach sądowych w sprawach cywilnych, art. 42). Złoty at 4.1503 per EUR.',
  }),
  row('PL', 4, {
    key: 'mortgageRegistry',
    base: 'fixed',
    amount: money(toEur(200 + 19, 'PLN')),
    source:
      'Entering the bank’s mortgage: court fee 200 zł (ustawa o kosztach sądowych w sprawach cywilnych, art. 43) + PCC on the mortgage 19 zł, the fixed rate of art. 7 ust. 1 pkt 7 lit. b ustawy o PCC that notaries usually apply to a loan mortgage (a mortgage for a fixed sum would be 0.1 % under lit. a: U). Złoty at 4.1503 per EUR.',
  }),

  // Hungary (HUF 399.50).
  row('HU', 1, {
    key: 'transferTax',
    base: 'price',
    rate: '0',
    brackets: scale('HUF', [
      [1_000_000_000, 0.04],
      [null, 0.02],
    ]),
    max: money(toEur(200_000_000, 'HUF')),
    firstHomeExemptUpTo: money(toEur(15_000_000, 'HUF')),
    firstHomeRelief: '0.5000',
    firstHomeMaxAge: 34,
    source:
      'Property transfer duty (visszterhes vagyonátruházási illeték): 4 % of the market value up to HUF 1 billion, 2 % above, at most HUF 200 million per property (1990. évi XCIII. törvény az illetékekről, 19. § (1)); a buyer under 35 acquiring a first home worth at most HUF 15 million pays half (26. § (6) as quoted by dobosugyved.hu; profitline.hu 2020). Family (CSOK Plusz) exemptions are not modelled. Forint at 399.50 per EUR (ECB 28.2.2025).',
  }),
  row('HU', 2, {
    key: 'lawyer',
    base: 'price',
    rate: '0.005000',
    min: money(toEur(100_000, 'HUF')),
    vatRate: '0.2700',
    source:
      'Lawyer’s countersignature of the sale contract (ügyvédi ellenjegyzés, required for a land-registry entry): estimate, 0.5 % of the price, at least HUF 100,000, + VAT 27 % (fees are agreed freely; market range 0.5–1 %).',
  }),
  row('HU', 3, {
    key: 'landRegistry',
    base: 'fixed',
    amount: money(toEur(6_600 + 12_600, 'HUF')),
    source:
      'Land-registry procedure fees: HUF 6,600 for entering ownership and HUF 12,600 for entering the mortgage (administrative service fees of the land office; amounts as commonly published, not re-read in the decree). Forint at 399.50 per EUR.',
  }),

  // Czechia (CZK 25.029): the acquisition tax was abolished.
  row('CZ', 1, {
    key: 'transferTax',
    base: 'price',
    rate: '0',
    isActive: false,
    source:
      'No property acquisition tax: the 4 % tax was abolished by Act 386/2020 Coll. for acquisitions entered in the cadastre from December 2019. Kept inactive as a record.',
  }),
  row('CZ', 2, {
    key: 'landRegistry',
    base: 'fixed',
    amount: money(toEur(2_000 + 2_000, 'CZK')),
    source:
      'Cadastre fees: CZK 2,000 for the proposal to enter ownership and CZK 2,000 for the mortgage (Act 634/2004 Coll. on administrative fees, tariff item 120). Koruna at 25.029 per EUR (ECB 28.2.2025).',
  }),
  row('CZ', 3, {
    key: 'lawyer',
    base: 'fixed',
    amount: money(toEur(15_000, 'CZK')),
    source: 'Purchase contract and escrow (advokátní úschova): estimate, CZK 15,000 including VAT (fees are agreed freely). Koruna at 25.029 per EUR.',
  }),

  // Slovakia: no transfer tax since 2005.
  row('SK', 1, {
    key: 'landRegistry',
    base: 'fixed',
    amount: '132.00',
    source:
      'Cadastre proposals (návrh na vklad): €66 for the ownership and €66 for the mortgage (Act 145/1995 Coll. on administrative fees, tariff item 11; half when filed electronically, U). Slovakia has had no transfer tax since 1.1.2005.',
  }),
  row('SK', 2, {
    key: 'lawyer',
    base: 'fixed',
    amount: '300.00',
    source: 'Purchase contract drawn up and certified by a lawyer or notary: estimate, €300 (fees are agreed freely).',
  }),

  // Croatia.
  row('HR', 1, {
    key: 'transferTax',
    base: 'price',
    rate: '0.030000',
    source:
      'Real-estate transfer tax 3 % of the market value, paid by the buyer (Zakon o porezu na promet nekretnina, NN 115/16 and 106/18: 3 % from 1.1.2019). The exemption for a first home was abolished from 1.1.2017 (NN 115/16). A new home from a VAT-registered seller carries VAT instead.',
  }),
  row('HR', 2, {
    key: 'notary',
    base: 'fixed',
    amount: '100.00',
    vatRate: '0.2500',
    source: 'Notary certification of the signatures on the sale contract: estimate, €100 + VAT 25 % (temporary notary tariff; value-based, not re-read).',
  }),
  row('HR', 3, {
    key: 'landRegistry',
    base: 'fixed',
    amount: '60.00',
    source: 'Court fees for entering ownership and the mortgage in the land register: estimate, €60 (Regulation on the tariff of court fees, NN 53/19; not re-read).',
  }),

  // Slovenia.
  row('SI', 1, {
    key: 'transferTax',
    base: 'price',
    rate: '0.020000',
    isActive: false,
    source:
      'Real-estate transfer tax 2 % (Zakon o davku na promet nepremičnin, ZDPN-2, Ur. l. RS 117/06): the seller owes it unless the contract makes the buyer pay, so it is not counted in the buyer’s cash by default. Activate it where contracts shift it to buyers.',
  }),
  row('SI', 2, {
    key: 'notary',
    base: 'fixed',
    amount: '150.00',
    vatRate: '0.2200',
    source: 'Notary certification of the seller’s signature and the land-register proposal: estimate, €150 + VAT 22 % (Notarska tarifa, value-based; not re-read).',
  }),
  row('SI', 3, {
    key: 'landRegistry',
    base: 'fixed',
    amount: '50.00',
    source: 'Court fees for the land-register entries (ownership and mortgage): estimate, €50 (Zakon o sodnih taksah, ZST-1; not re-read).',
  }),

  // Bulgaria (BGN 1.95583, the fixed rate).
  row('BG', 1, {
    key: 'transferTax',
    base: 'price',
    rate: '0.030000',
    source:
      'Local transfer tax: each municipality sets 0.1–3 % of the higher of the price and the tax assessment (Local Taxes and Fees Act, arts. 46–47); 3 %, the upper end, is used (the rate of Sofia and other large cities, press 2024: U per municipality).',
  }),
  row('BG', 2, {
    key: 'notary',
    base: 'price',
    amount: money(toEur(30, 'BGN')),
    rate: '0',
    brackets: scale('BGN', [
      [100, 0],
      [1_000, 0.015],
      [10_000, 0.013],
      [50_000, 0.008],
      [100_000, 0.005],
      [500_000, 0.002],
      [null, 0.001],
    ]),
    max: money(toEur(6_000, 'BGN')),
    vatRate: '0.2000',
    source:
      'Proportional notary fee (Tariff of notary fees under the Notaries and Notarial Activity Act, art. 83): up to 100 lv 30 lv; 30 lv + 1.5 % above 100; 43.50 + 1.3 % above 1,000; 160.50 + 0.8 % above 10,000; 480.50 + 0.5 % above 50,000; 730.50 + 0.2 % above 100,000; 1,530.50 + 0.1 % above 500,000; at most 6,000 lv; + VAT 20 % (VAT-registered notaries). Leva at the fixed 1.95583 per EUR.',
  }),
  row('BG', 3, {
    key: 'landRegistry',
    base: 'price',
    rate: '0.001000',
    min: money(toEur(10, 'BGN')),
    source: 'Registry Agency fee for entering the deed: 0.1 % of the value, at least 10 lv (Tariff of state fees collected by the Registry Agency, art. 2). Leva at 1.95583 per EUR.',
  }),
];
