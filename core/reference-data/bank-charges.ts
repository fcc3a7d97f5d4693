import type { BankChargeData } from './rows';
import { CLOSING_COSTS_VERIFIED_ON as VERIFIED_ON, toEur } from './closing-costs';

/**
 * Each seeded bank's charges (issue 14, ADR 030), in EUR, by bank name (banks.ts). Only charges
 * the bank makes a condition of the loan are mandatory (they count in the APR, MCD art. 17).
 * Few banks publish a full tariff for a mortgage; where one was read the source names it, and
 * everything else is an estimate of the country's usual level, said so in the source, for an
 * admin to replace with the bank's own tariff. Insurance: life as a monthly share of what is
 * owed, property as a yearly share of the price (the insured value is close to it).
 */
type ChargeValues = Partial<Pick<BankChargeData, 'amount' | 'rate' | 'min' | 'max' | 'vatRate'>>;

function charge(
  key: string,
  base: BankChargeData['base'],
  frequency: BankChargeData['frequency'],
  values: ChargeValues,
  source: string,
  isMandatory = true,
): BankChargeData {
  return {
    key,
    base,
    amount: values.amount ?? 0,
    rate: values.rate ?? 0,
    brackets: null,
    min: values.min ?? null,
    max: values.max ?? null,
    vatRate: values.vatRate ?? null,
    firstHomeExemptUpTo: null,
    source,
    verifiedOn: VERIFIED_ON,
    frequency,
    isMandatory,
  };
}

const upfront = (key: string, eur: number, source: string) => charge(key, 'fixed', 'upfront', { amount: eur }, source);
const arrangementShare = (rate: number, source: string, min?: number, max?: number) =>
  charge('arrangement', 'loan', 'upfront', { rate, min: min ?? null, max: max ?? null }, source);
const account = (eurPerMonth: number, source: string) => charge('account', 'fixed', 'monthly', { amount: eurPerMonth }, source);
const lifeInsurance = (monthlyRate: number, source: string, isMandatory = true) =>
  charge('lifeInsurance', 'balance', 'monthly', { rate: monthlyRate }, source, isMandatory);
const propertyInsurance = (yearlyRate: number, source: string) => charge('propertyInsurance', 'price', 'yearly', { rate: yearlyRate }, source);

// Romania (lei at 4.9768 per EUR). Comparison of the banks' own pages: 5th.ro, November 2025.
const RO_COMPARISON = '5th.ro "Cum alegi un credit ipotecar în România" (November 2025, from the banks’ pages)';
const roPad = charge(
  'homeInsurancePad',
  'fixed',
  'yearly',
  { amount: 20 },
  'Compulsory home insurance (PAD) against earthquake, flood and landslide: €20 a year for a type-A home (Law 260/2008, art. 7); banks require it with the mortgage. Any re-indexation in lei by the ASF not checked (U).',
);
const roProperty = (bank: string) =>
  propertyInsurance(0.001, `${bank}: optional-type home insurance assigned to the bank, required; premium estimate 0.1 % a year of the value.`);
const roAccount = (bank: string) => account(toEur(10, 'RON'), `${bank}: current account the salary is paid into; estimate 10 lei a month (package fees vary).`);
const roValuation = (bank: string, lei: number, how: string) => upfront('valuation', toEur(lei, 'RON'), `${bank}: valuation report by an ANEVAR valuer, ${lei} lei (${how}).`);

// Estimates by country for banks whose tariff was not read.
const estimate = (country: string) => `estimate of the usual ${country} level; the bank’s tariff was not read`;

function pl(bank: string): BankChargeData[] {
  return [
    arrangementShare(0, `${bank}: arrangement commission 0 % (many Polish banks advertise 0 % in 2025; ${estimate('Polish')}).`),
    upfront('valuation', toEur(600, 'PLN'), `${bank}: property valuation 600 zł (${estimate('Polish')}).`),
    account(toEur(10, 'PLN'), `${bank}: personal account 10 zł a month unless its conditions are met (${estimate('Polish')}).`),
    propertyInsurance(0.0007, `${bank}: property insurance assigned to the bank, required; 0.07 % a year of the value (${estimate('Polish')}).`),
    lifeInsurance(0.0003, `${bank}: life insurance offered with the loan, not a condition (optional); 0.03 % a month of the balance (${estimate('Polish')}).`, false),
  ];
}

function hu(bank: string): BankChargeData[] {
  return [
    arrangementShare(0, `${bank}: disbursement fee waived on MNB-qualified consumer-friendly housing loans at most banks (${estimate('Hungarian')}).`),
    upfront('valuation', toEur(50_000, 'HUF'), `${bank}: valuation HUF 50,000 (${estimate('Hungarian')}).`),
    account(toEur(1_500, 'HUF'), `${bank}: current account HUF 1,500 a month (${estimate('Hungarian')}).`),
    propertyInsurance(0.0006, `${bank}: home insurance assigned to the bank, required; 0.06 % a year of the value (${estimate('Hungarian')}).`),
    lifeInsurance(0.0003, `${bank}: life insurance offered, not a condition (optional); 0.03 % a month of the balance (${estimate('Hungarian')}).`, false),
  ];
}

function cz(bank: string): BankChargeData[] {
  return [
    arrangementShare(0, `${bank}: no processing fee, usual on Czech mortgages since 2019 (${estimate('Czech')}).`),
    upfront('valuation', toEur(5_000, 'CZK'), `${bank}: valuation CZK 5,000, often refunded in promotions (${estimate('Czech')}).`),
    account(toEur(99, 'CZK'), `${bank}: current account CZK 99 a month (${estimate('Czech')}).`),
    propertyInsurance(0.0005, `${bank}: property insurance assigned to the bank, required; 0.05 % a year of the value (${estimate('Czech')}).`),
    lifeInsurance(0.0003, `${bank}: payment-protection insurance offered, not a condition (optional); 0.03 % a month of the balance (${estimate('Czech')}).`, false),
  ];
}

function sk(bank: string): BankChargeData[] {
  return [
    arrangementShare(0.005, `${bank}: fee for granting the loan 0.5 % of it, often waived online (${estimate('Slovak')}).`, 100, 500),
    upfront('valuation', 150, `${bank}: expert valuation €150 (${estimate('Slovak')}).`),
    account(5, `${bank}: account package €5 a month (${estimate('Slovak')}).`),
    propertyInsurance(0.0006, `${bank}: property insurance assigned to the bank, required; 0.06 % a year of the value (${estimate('Slovak')}).`),
    lifeInsurance(0.0003, `${bank}: loan insurance offered, not a condition (optional); 0.03 % a month of the balance (${estimate('Slovak')}).`, false),
  ];
}

function hr(bank: string): BankChargeData[] {
  return [
    arrangementShare(0.005, `${bank}: loan processing fee 0.5 % (${estimate('Croatian')}).`, 100, 1_000),
    upfront('valuation', 200, `${bank}: valuation by a certified valuer €200 (${estimate('Croatian')}).`),
    account(3, `${bank}: current account €3 a month (${estimate('Croatian')}).`),
    propertyInsurance(0.001, `${bank}: property insurance assigned to the bank, required; 0.1 % a year of the value (${estimate('Croatian')}).`),
    lifeInsurance(0.00025, `${bank}: life insurance assigned to the bank, usually required; 0.025 % a month of the balance (${estimate('Croatian')}).`),
  ];
}

function si(bank: string): BankChargeData[] {
  return [
    arrangementShare(0.005, `${bank}: approval costs 0.5 % of the loan, at least €200 (${estimate('Slovenian')}).`, 200, 1_000),
    upfront('valuation', 250, `${bank}: valuation €250 (${estimate('Slovenian')}).`),
    account(5, `${bank}: account package €5 a month (${estimate('Slovenian')}).`),
    propertyInsurance(0.0008, `${bank}: property insurance assigned to the bank, required; 0.08 % a year of the value (${estimate('Slovenian')}).`),
    lifeInsurance(0.00025, `${bank}: life insurance assigned to the bank, usually required; 0.025 % a month of the balance (${estimate('Slovenian')}).`),
  ];
}

function bg(bank: string): BankChargeData[] {
  return [
    arrangementShare(0.005, `${bank}: processing fee 0.5 % of the loan (${estimate('Bulgarian')}).`),
    upfront('valuation', toEur(300, 'BGN'), `${bank}: valuation 300 lv (${estimate('Bulgarian')}).`),
    account(3, `${bank}: current account €3 a month (${estimate('Bulgarian')}).`),
    propertyInsurance(0.0008, `${bank}: property insurance assigned to the bank, required; 0.08 % a year of the value (${estimate('Bulgarian')}).`),
    lifeInsurance(0.00025, `${bank}: life insurance assigned to the bank, usually required; 0.025 % a month of the balance (${estimate('Bulgarian')}).`),
  ];
}

export const bankChargeSeed: Readonly<Record<string, BankChargeData[]>> = {
  'Banca Transilvania': [
    upfront('arrangement', 0, `Banca Transilvania: no file-analysis fee in its current offers (${RO_COMPARISON}; "possibly 0 in promotions").`),
    roValuation('Banca Transilvania', 500, 'estimate: fee of the valuer, paid by the client'),
    roAccount('Banca Transilvania'),
    roProperty('Banca Transilvania'),
    lifeInsurance(0.00025, `Banca Transilvania: life insurance offered, not listed as required (${RO_COMPARISON}: "home insurance required"); estimate 0.025 % a month.`, false),
    roPad,
  ],
  'BCR (Erste Group)': [
    upfront('arrangement', toEur(500, 'RON'), `BCR: file-analysis fee about 500 lei, no monthly administration fee (${RO_COMPARISON}, Casa Mea).`),
    roValuation('BCR', 470, `about 470 lei, ${RO_COMPARISON}`),
    roAccount('BCR'),
    roProperty('BCR'),
    lifeInsurance(
      0.00026,
      `BCR: life insurance at 0.026 % a month of the balance (bcr.ro/en, Casa Mea, read 27.11.2026). Whether it is a condition is not confirmed: ${RO_COMPARISON} lists "life + home" as required, while earlier Casa Mea offers gave a lower rate to those who chose it. Counted as required until BCR says otherwise (our prudent estimate).`,
    ),
    roPad,
  ],
  'BRD – Groupe Société Générale': [
    upfront('arrangement', toEur(900, 'RON'), 'BRD: file-analysis fee 900 lei for Habitat (finantist.ro/brd-groupe-societe-generale/credit-ipotecar, 2025).'),
    upfront('valuation', 0, 'BRD: valuation free with a valuer the bank approved (brd.ro/en Habitat, read 27.11.2026).'),
    roAccount('BRD'),
    roProperty('BRD'),
    lifeInsurance(0.00033, 'BRD: life insurance required, 0.033 % a month of the balance (finantist.ro/brd-groupe-societe-generale/credit-ipotecar, 2025: "asigurare de viață obligatorie").'),
    roPad,
  ],
  'CEC Bank': [
    upfront('arrangement', toEur(250, 'RON'), 'CEC Bank: file-analysis fee, estimate 250 lei (the bank’s tariff was not read).'),
    roValuation('CEC Bank', 500, 'estimate: fee of the valuer, paid by the client'),
    roAccount('CEC Bank'),
    roProperty('CEC Bank'),
    lifeInsurance(
      0.00025,
      `CEC Bank: life insurance, premium estimate 0.025 % a month of the balance. cec.ro names only the calamity (PAD) insurance as required before the loan; ${RO_COMPARISON} lists life insurance as required. Counted as required until CEC says otherwise (our prudent estimate).`,
    ),
    roPad,
  ],
  'PKO Bank Polski': pl('PKO Bank Polski').map((item) =>
    item.key === 'valuation'
      ? upfront('valuation', toEur(400, 'PLN'), 'PKO Bank Polski: valuation 400 zł for a flat (700 zł for a house) (pkobh.pl, read 27.11.2026).')
      : item,
  ),
  'Bank Pekao': pl('Bank Pekao').map((item) =>
    item.key === 'lifeInsurance'
      ? lifeInsurance(
          0.0003,
          'Bank Pekao: life insurance required for a sole borrower, when age plus term passes 65, or when one borrower earns 80 % of the income (wnioskomat.com, read 27.11.2026): most applicants abroad; 0.03 % a month of the balance (estimate of the usual Polish level).',
        )
      : item,
  ),
  'Alior Bank': pl('Alior Bank'),
  'OTP Bank': hu('OTP Bank'),
  'K&H Bank': hu('K&H Bank'),
  'Erste Bank Hungary': hu('Erste Bank Hungary'),
  'Česká spořitelna': cz('Česká spořitelna'),
  'ČSOB Hypoteční banka': cz('ČSOB Hypoteční banka'),
  'Komerční banka': cz('Komerční banka'),
  'Slovenská sporiteľňa': sk('Slovenská sporiteľňa'),
  'VÚB banka': sk('VÚB banka'),
  'Tatra banka': sk('Tatra banka'),
  'Privredna banka Zagreb (PBZ)': hr('Privredna banka Zagreb (PBZ)'),
  'Erste&Steiermärkische Bank': hr('Erste&Steiermärkische Bank').map((item) =>
    item.key === 'arrangement' ? upfront('arrangement', 0, 'Erste&Steiermärkische Bank: no fee for processing the loan request (erstebank.hr/en, housing loans, read 27.11.2026).') : item,
  ),
  'Zagrebačka banka': hr('Zagrebačka banka').map((item) =>
    item.key === 'lifeInsurance'
      ? lifeInsurance(0.00025, 'Zagrebačka banka: life insurance optional; with it the rate is 3.29 % instead of 3.49 % (zaba.hr/home/en/home-loan, read 27.11.2026); 0.025 % a month of the balance (estimate).', false)
      : item,
  ),
  NLB: si('NLB').map((item) =>
    item.key === 'arrangement'
      ? upfront('arrangement', 0, 'NLB: no approval or management costs (nlb.si, NLB Stanovanjski kredit, read 27.11.2026).')
      : item.key === 'valuation'
        ? upfront('valuation', 0, 'NLB: valuation free (nlb.si, read 27.11.2026).')
        : item.key === 'lifeInsurance'
          ? lifeInsurance(0.00025, 'NLB: life insurance offered (NLB Vita), not stated as a condition (nlb.si, read 27.11.2026); 0.025 % a month of the balance (estimate).', false)
          : item,
  ),
  'OTP banka Slovenija': si('OTP banka Slovenija'),
  'Intesa Sanpaolo Bank Slovenija': si('Intesa Sanpaolo Bank Slovenija'),
  'UniCredit Bulbank': bg('UniCredit Bulbank'),
  'DSK Bank': bg('DSK Bank'),
  'United Bulgarian Bank (UBB)': bg('United Bulgarian Bank (UBB)'),
};
