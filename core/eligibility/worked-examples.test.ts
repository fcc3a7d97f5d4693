import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { seedConfig, workedExampleInput } from './testing/seed-config';
import type { EngineConfig, EngineInput } from './types';

/**
 * One worked example per property country against the seeded defaults (docs/lending-rules.md §2, §3,
 * §7 with the §9 corrections and issue 19), computed by hand:
 *   P = M·(1 − (1+r)^−n)/r with r = the test rate / 12 (a(rate, n) below is (1 − (1+r)^−n)/r),
 *   M = P·r / (1 − (1+r)^−n) for an instalment.
 * Issue 19: every lender at its own terms.
 * - A partner bank: its own rate (a rate fixed for some years is tested at the higher of its two
 *   rates) plus the route's add-on, its term and age at maturity, its non-resident LTV, and the
 *   income it counts: an income in another currency than the loan's is cut by the bank's own
 *   cut or else the rate table's 15 % (EUR included); income in the loan's currency is counted whole.
 * - Headline = the most a partner bank lends (floored to 1,000); the one loan every payment is of
 *   is the first ranked offer (full fit by APRC; else the closest to the desired loan, then APRC).
 * - Regulatory maximum = the regulator's limits only (lending_rules.limit_origins), on the gross
 *   income, at the lowest rate a partner bank tests at on the route and the longest term one
 *   offers there; never below the headline.
 */
const config = seedConfig();
const TODAY = '2026-11-23';
const run = (overrides: Partial<EngineInput>, withConfig: EngineConfig = config) =>
  evaluate(workedExampleInput(overrides), withConfig, { today: TODAY });
const keys = (messages: ReadonlyArray<{ key: string }>) => messages.map((message) => message.key);
const bankMax = (result: ReturnType<typeof run>) => Object.fromEntries(result.bankRecommendations.map((bank) => [bank.name, bank.bankMaxLoanAmount]));

describe('worked examples per property country (seeded defaults)', () => {
  it('RO (§7): DE resident, €3,000 EUR, age 35, €120k flat -> rules allow €102,000, partner banks lend €96,000: CEC’s loan at €606.79', () => {
    // Issue 19: a EUR earner borrowing lei carries the currency risk, so lenders count 3000 × (1 − 0.15) = 2550
    // (the rate table's cut; no RO bank publishes its own). payCap = 0.40 × 2550 = 1020. No stress since 2019 (NBR).
    // CEC: 6.5 % for the whole loan, n = 12 × min(30 route, 35 CEC, 75 − 35) = 360 -> a(6.5, 360) = 158.2108
    //   -> P_afford = 1020 × 158.2108 = 161,375; its non-resident LTV 0.80 × 120,000 = 96,000 -> 96,000.
    // BT (tests at 8.19 %, the rate after its 2 fixed years), BCR (7.9 %), BRD (6.95 %): 1020 × a(·, 360) ≥ 136,536,
    //   so the 80 % binds for them too: every bank lends 96,000 < 100,000 desired -> partial.
    // Regulatory: the NBR's limits on the whole 3000 (payCap 1200) at CEC's 6.5 %, the lowest rate a bank tests
    //   at, over CEC's 35 years (the 30-year term and the age limit are banks' practice, not the NBR's):
    //   1200 × a(6.5, 420) = 1200 × 165.5206 = 198,625; P_ltv = 0.85 × 120,000 = 102,000 -> 102,000.
    // The EUR route (DSTI 20 % of 3000 uncut = 600; CEC 5.0 %, BT 5.2 %) also ends at the 80 %: 96,000. On the tie
    //   the RON route is kept, whose typical terms leave more room (161,375 against 600 × a(5, 360) = 111,769).
    // The one loan: all four offer 96,000, so the lowest APRC. CEC charges 6.5 % throughout with life insurance at
    //   0.025 % a month; BRD 6.95 % throughout, a 900-lei file fee and life insurance at 0.033 %; BCR 6.59 % then
    //   7.9 %, with life insurance; BT is cheaper for two years (5.05 %, no required life insurance) and dearer for the
    //   other 28 (8.19 %): CEC.
    //   First instalment 96,000 / 158.2108 = 606.79; no stress, so no stressed instalment.
    const result = run({});
    expect(result.regulatoryMaxLoanAmount).toBe(102_000);
    expect(result.maxLoanAmount).toBe(96_000);
    expect(result.maxLoanSource).toBe('partnerBanks');
    expect(result.maxLoanBankName).toBe('CEC Bank');
    expect(result.verdict).toBe('partial');
    expect(result.verdictReasons).toEqual([
      { key: 'result.verdict.reason.lessThanDesired', values: { maxLoanAmount: 96_000, desiredLoanAmount: 100_000, gap: 4_000 } },
    ]);
    expect(bankMax(result)).toEqual({ 'CEC Bank': 96_000, 'BRD – Groupe Société Générale': 96_000, 'Banca Transilvania': 96_000, 'BCR (Erste Group)': 96_000 });
    expect(result.loan).toMatchObject({
      bankName: 'CEC Bank',
      amount: 96_000,
      isDesiredAmount: false,
      currency: 'RON',
      // 96,000 × 4.9768 lei and 606.79 × 4.9768 = 3,019.87 lei
      amountInLoanCurrency: 477_772.8,
      rate: 6.5,
      rateAfter: null,
      stressedRate: 6.5,
      termMonths: 360,
      monthlyPayment: 606.79,
      monthlyPaymentInLoanCurrency: 3019.87,
      monthlyPaymentStressed: null,
    });
    expect(result.monthlyPayment).toBe(606.79);
    expect(result.monthlyPaymentStressed).toBeNull();
    const aprs = result.bankRecommendations.map((bank) => bank.offer.apr!);
    expect(result.loan!.apr).toBe(Math.min(...aprs));
    // The metrics describe CEC's arithmetic.
    expect(result.metrics).toMatchObject({
      loanCurrency: 'RON',
      grossIncomeEur: 3000,
      incomeEur: 2550,
      paymentCapacityEur: 1020,
      stressedRate: 6.5,
      termMonths: 360,
      affordableLoan: 161_375,
      ltvLimitLoan: 96_000,
      ltvCap: 0.8,
      ltv: 0.8,
      limitedBy: 'loanToValue',
    });
    // Where each limit on the loan comes from: the NBR's DSTI, CEC's non-resident LTV (our estimate of its
    // practice), the banks' 30 years and CEC's age 75, Acasa's 15 % currency cut.
    expect(result.limits.map(({ name, value, origin, isEstimate }) => ({ name, value, origin, isEstimate }))).toEqual([
      { name: 'dsti', value: 0.4, origin: 'regulator', isEstimate: false },
      { name: 'ltv', value: 0.8, origin: 'bank', isEstimate: true },
      { name: 'maxTerm', value: 30, origin: 'bank', isEstimate: false },
      { name: 'maxAgeAtMaturity', value: 75, origin: 'bank', isEstimate: false },
      { name: 'currencyCut', value: 0.15, origin: 'acasa', isEstimate: false },
    ]);
    // Issue 19 (audit): each limit cites its own source, not the route's whole reading list: the NBR's regulation for
    // the DSTI, the banks' published terms for the 30 years, CEC's conditions for its age; Acasa's cut has none.
    const sourceOf = (name: string) => result.limits.find((limit) => limit.name === name)?.source ?? null;
    expect(sourceOf('dsti')).toBe('NBR Regulation 17/2012 as amended: DSTI at most 40 % for lei loans');
    expect(sourceOf('maxTerm')).toMatch(/^Banks’ published terms, no NBR term limit: .*cec\.ro/);
    expect(sourceOf('maxAgeAtMaturity')).toMatch(/^cec\.ro/);
    expect(sourceOf('currencyCut')).toBeNull();
    // The cash needed for that loan: 24,000 down; the costs of buying (notary 1,557.22, land registry 180,
    // mortgage deed 0.25 % × 96,000 + 21 % VAT = 290.40); CEC's charges at signing: file fee 250 lei (50.23),
    // valuation 500 lei (100.47), the first year of property insurance 0.1 % × 120,000 (120) and PAD (20) = 290.70.
    // 24,000 + 2,027.62 + 290.70 = 26,318.32.
    expect(result.ownFunds).toMatchObject({ downPayment: 24_000, bankName: 'CEC Bank', bankCharges: 290.7, required: 26_318.32 });
    // Borrowing what the banks lend closes the gap, with the same loan and the same own funds.
    expect(result.improvements.find((improvement) => improvement.key === 'result.improvement.borrowMaximum')).toMatchObject({
      values: { newLoanAmount: 96_000, newDownPayment: 24_000, extraDownPayment: 4_000, ownFundsNeeded: 26_318 },
      verdictAfter: 'eligible',
    });
    // The same applicant asking for what the banks lend is eligible, with the same payment.
    const asked = run({ desiredLoanAmount: 96_000 });
    expect(asked.verdict).toBe('eligible');
    expect(asked.monthlyPayment).toBe(606.79);
  });

  it('RO (issue 19): a lei earner borrowing lei is held to 40 % of the whole income; a EUR earner borrowing lei is cut 15 %', () => {
    // Both earn €2,000: 9,953.60 lei / 4.9768 = 2,000. €150k flat, €100k desired.
    // The lei earner living in Romania: counted whole -> 0.40 × 2000 = 800 -> CEC 800 × 158.2108 = 126,568;
    //   residents get the route's 85 %: 127,500 -> 126,000 (BRD 800 × a(6.95, 360) = 120,855, BT 107,087, BCR 110,070).
    // The EUR earner living in Germany: 2000 × 0.85 = 1700 -> 0.40 × 1700 = 680 -> 680 × 158.2108 = 107,583
    //   (the banks' 80 % is 120,000) -> 107,000.
    const lei = run({ residenceCountry: 'RO', incomeCurrency: 'RON', monthlyIncome: 9953.6, propertyValue: 150_000 });
    expect(lei.metrics).toMatchObject({ loanCurrency: 'RON', grossIncomeEur: 2000, incomeEur: 2000, dstiCap: 0.4, paymentCapacityEur: 800 });
    expect(lei.metrics.incomeParts).toEqual([expect.objectContaining({ currency: 'RON', currencyCut: 0, currencyCutOrigin: null, countedEur: 2000 })]);
    expect(lei.maxLoanAmount).toBe(126_000);
    expect(lei.limits.map((limit) => limit.name)).not.toContain('currencyCut');
    expect(lei.fxShock).toBeNull();

    const eur = run({ incomeCurrency: 'EUR', monthlyIncome: 2000, propertyValue: 150_000 });
    expect(eur.metrics).toMatchObject({ loanCurrency: 'RON', grossIncomeEur: 2000, incomeEur: 1700, dstiCap: 0.4, paymentCapacityEur: 680 });
    expect(eur.metrics.incomeParts).toEqual([expect.objectContaining({ currency: 'EUR', currencyCut: 0.15, currencyCutOrigin: 'acasa', countedEur: 1700 })]);
    expect(eur.maxLoanAmount).toBe(107_000);
    expect(eur.fxShock?.incomeCurrency).toBe('EUR');
  });

  it('RO (issue 19): a chosen loan currency is the one the result is in: EUR, not cut, DSTI 20 %', () => {
    // EUR route: EUR income on a EUR loan is counted whole: 0.20 × 3000 = 600. BT 5.2 %: 600 × a(5.2, 360) = 109,268;
    // CEC 5.0 %: 600 × a(5, 360) = 111,769; both lend non-residents 80 % = 96,000. BCR and BRD lend lei only.
    // The one loan: both offer 96,000; BT's APRC is lower (CEC's life insurance is a condition, BT's is optional):
    // 96,000 at 5.2 % over 360 months -> 527.15. Regulatory: 0.20 × 3000 at 5.0 % over 420 months; 80 % -> 96,000.
    const result = run({ loanCurrency: 'EUR' });
    expect(result.chosenLoanCurrency).toBe('EUR');
    expect(result.metrics).toMatchObject({ loanCurrency: 'EUR', incomeEur: 3000, dstiCap: 0.2, paymentCapacityEur: 600, affordableLoan: 109_268 });
    expect(result.maxLoanAmount).toBe(96_000);
    expect(result.regulatoryMaxLoanAmount).toBe(96_000);
    expect(result.loan).toMatchObject({ bankName: 'Banca Transilvania', currency: 'EUR', amount: 96_000, rate: 5.2, monthlyPayment: 527.15 });
    expect(keys(result.bankRefusals.map((refusal) => refusal.reason))).toEqual(['result.bank.reason.loanCurrency', 'result.bank.reason.loanCurrency']);
    expect(result.routeOptions.map(({ currency, isOpen, isChosen, maxLoanAmount }) => ({ currency, isOpen, isChosen, maxLoanAmount }))).toEqual([
      { currency: 'RON', isOpen: true, isChosen: false, maxLoanAmount: 96_000 },
      { currency: 'EUR', isOpen: true, isChosen: true, maxLoanAmount: 96_000 },
    ]);
    // No currency moves against a EUR loan paid from EUR income.
    expect(result.fxShock).toBeNull();
    // Without a choice the result takes the route that lends the most (RON above) and says no currency was chosen;
    // a currency the country's routes do not lend in is no choice either.
    expect(run({}).chosenLoanCurrency).toBeNull();
    expect(run({ loanCurrency: 'HUF' })).toMatchObject({ chosenLoanCurrency: null, metrics: { loanCurrency: 'RON' } });
  });

  it('PL (issue 19): a EUR earner choosing złoty is told that route is closed to them, with the way to each open one', () => {
    // Mortgage Credit Act art. 6(1): a złoty loan needs most of the income in złoty. Next steps with numbers:
    // - the EUR route: 178,000 (Alior, the PL example above);
    // - a złoty-paid co-applicant: the złoty must be most of the income, above €2,500 = 10,375.75 zł -> 10,400 zł
    //   (three figures, rounded up). Then Alior counts 2,500 × 0.5 (its cut on income in another currency) + 10,400 /
    //   4.1503 = 3,755.84, DSTI 0.50 -> 1,877.92; at 7.0 + 2.5 = 9.5 % over 360 months: 223,334; its 80 % -> 200,000.
    const result = run({ originCountry: 'PL', monthlyIncome: 2500, age: 30, propertyValue: 250_000, desiredLoanAmount: 180_000, loanCurrency: 'PLN' });
    expect(result.verdict).toBe('not_eligible');
    expect(result.verdictReasons).toEqual([
      { key: 'result.verdict.reason.currencyClosedChooseOther', values: { country: 'PL', incomeCurrency: 'EUR', loanCurrency: 'PLN', loanCurrencies: 'EUR' } },
    ]);
    expect(result.chosenLoanCurrency).toBe('PLN');
    expect(result.loan).toBeNull();
    expect(result.monthlyPayment).toBeNull();
    expect(result.nextSteps.slice(0, 2)).toEqual([
      { key: 'result.nextStep.otherLoanCurrency', values: { loanCurrency: 'EUR', maxLoanAmount: 178_000 } },
      { key: 'result.nextStep.coApplicant', values: { currency: 'PLN', monthlyIncome: 10_400, maxLoanAmount: 200_000 } },
    ]);
    expect(keys(result.nextSteps).slice(2)).toEqual(['result.nextStep.buyOutright', 'result.nextStep.askBroker']);
  });

  it('PL (issue 19): €2,500 EUR, age 30, €250k -> rules allow €189,000 over 35 years, banks lend €178,000 (Alior)', () => {
    // Most income in EUR: the EUR route (Mortgage Credit Act art. 6(1)); EUR income on a EUR loan is counted whole.
    // 2500 ≥ threshold 1420 -> DSTI 0.50 -> payCap 1250. Stress +2.5 pp (KNF).
    // Alior: 5.0 + 2.5 = 7.5 %, 30 y -> 1250 × a(7.5, 360) = 1250 × 143.0176 = 178,772; its 80 % = 200,000 -> 178,000.
    // PKO: 4.8 + 2.5 = 7.3 %, 35 y -> 1250 × a(7.3, 420) = 189,391; its 70 % = 175,000 -> 175,000.
    // Pekao: 7.3 %, 20 y for people abroad -> 1250 × a(7.3, 240) = 157,548 -> 157,000.
    // Regulatory: 4.8 % (the lowest rate a bank tests at) + 2.5, the longest term 35 y, LTV 80 %:
    //   1250 × a(7.3, 420) = 189,391; P_ltv = 200,000 -> 189,000 (was 195,000 at the route's 4.5 %: no bank charges it).
    // Desired 180,000 -> partial; the offer closest to it is Alior's 178,000: 178,000 at 5.0 % over 360 = 955.54,
    // and at the stressed 7.5 %: 1,244.60.
    const result = run({ originCountry: 'PL', monthlyIncome: 2500, age: 30, propertyValue: 250_000, desiredLoanAmount: 180_000 });
    expect(result.regulatoryMaxLoanAmount).toBe(189_000);
    expect(bankMax(result)).toEqual({ 'Alior Bank': 178_000, 'PKO Bank Polski': 175_000, 'Bank Pekao': 157_000 });
    expect(result.maxLoanAmount).toBe(178_000);
    expect(result.maxLoanBankName).toBe('Alior Bank');
    expect(result.verdict).toBe('partial');
    expect(result.loan).toMatchObject({ bankName: 'Alior Bank', amount: 178_000, currency: 'EUR', rate: 5, stressedRate: 7.5, termMonths: 360, monthlyPayment: 955.54, monthlyPaymentStressed: 1244.6 });
    expect(result.metrics).toMatchObject({ loanCurrency: 'EUR', dstiCap: 0.5, termMonths: 360, limitedBy: 'affordability', affordableLoan: 178_772 });
    expect(result.routeOptions.map(({ currency, isOpen }) => ({ currency, isOpen }))).toEqual([
      { currency: 'PLN', isOpen: false },
      { currency: 'EUR', isOpen: true },
    ]);
    // A variable rate: the banks add +3 pp (Acasa's prudence above the KNF's 2.5, issue 19), the rules do not.
    // Alior 8.0 %: 1250 × a(8, 360) = 170,354 -> 170,000; PKO 7.8 %: 179,654 but 70 % -> 175,000; regulatory stays 189,000.
    const variable = run({ originCountry: 'PL', monthlyIncome: 2500, age: 30, propertyValue: 250_000, rateType: 'variable' });
    expect(variable.regulatoryMaxLoanAmount).toBe(189_000);
    expect(bankMax(variable)).toMatchObject({ 'Alior Bank': 170_000, 'PKO Bank Polski': 175_000 });
    expect(variable.maxLoanAmount).toBe(175_000);
  });

  it('PL (issue 19): PKO and Pekao price a złoty loan at their own rates and charges, so their APRCs differ', () => {
    // A złoty earner living in Poland: 12,000 zł / 4.1503 = 2,891.36, counted whole (PLN on a PLN loan) -> DSTI 0.50
    // -> payCap 1,445.68. Pekao 6.09 % fixed 5 y then 6.76 %, PKO 6.2 % then 6.8 %; each tests at its rate after the
    // fixed years + 2.5: Pekao 9.26 % -> 1445.68 × a(9.26, 420) = 179,923; PKO 9.3 % -> 179,251: both 179,000.
    // The rules test at the lowest of those rates (9.26 %) over 35 years -> 179,000.
    // Pekao makes life insurance a condition (0.03 % a month of the balance, about 0.36 pp a year); PKO does not,
    // and its rates are only 0.11 / 0.04 pp higher: PKO's APRC is the lower, so the one loan is PKO's:
    // 150,000 at 6.2 % over 420 months = 875.53, then 6.8 % from month 61.
    const result = run({ residenceCountry: 'PL', originCountry: 'PL', incomeCurrency: 'PLN', monthlyIncome: 12_000, propertyValue: 250_000, desiredLoanAmount: 150_000 });
    const pko = result.bankRecommendations.find((bank) => bank.name === 'PKO Bank Polski')!;
    const pekao = result.bankRecommendations.find((bank) => bank.name === 'Bank Pekao')!;
    expect(pko.offer.rate).toBe(6.2);
    expect(pekao.offer.rate).toBe(6.09);
    // 150,000 at 6.09 % over 420 months: 864.37
    expect(pekao.offer.monthlyPayment).toBe(864.37);
    expect(pko.offer.apr).not.toBe(pekao.offer.apr);
    expect(pko.offer.apr!).toBeLessThan(pekao.offer.apr!);
    expect(pko.offer.totalCostOfCredit).not.toBe(pekao.offer.totalCostOfCredit);
    expect(result.metrics).toMatchObject({ loanCurrency: 'PLN', incomeEur: 2891.36, paymentCapacityEur: 1445.68, stressedRate: 9.3 });
    expect(bankMax(result)).toMatchObject({ 'PKO Bank Polski': 179_000, 'Bank Pekao': 179_000 });
    expect(result.maxLoanAmount).toBe(179_000);
    expect(result.regulatoryMaxLoanAmount).toBe(179_000);
    expect(result.loan).toMatchObject({ bankName: 'PKO Bank Polski', rate: 6.2, rateAfter: 6.8, rateChangesFromMonth: 61, monthlyPayment: 875.53 });
    expect(result.afterFixedPeriod).toMatchObject({ fromMonth: 61, rate: 6.8, riseBasis: 'bankRate' });
  });

  it('PL: a GBP earner finds no route (Mortgage Credit Act art. 6(1): most income in the loan currency) and is told what would open one', () => {
    const result = run({ originCountry: 'PL', incomeCurrency: 'GBP', residenceCountry: 'UK' });
    expect(result.verdict).toBe('not_eligible');
    // Both routes closed; the result is on the EUR route (the typical terms test at 7 % there, 10 % on PLN).
    expect(result.verdictReasons).toEqual([
      { key: 'result.verdict.reason.currencyRule', values: { country: 'PL', incomeCurrency: 'GBP', loanCurrency: 'EUR', loanCurrencies: 'PLN, EUR' } },
    ]);
    expect(result.maxLoanAmount).toBe(0);
    expect(result.regulatoryMaxLoanAmount).toBe(0);
    expect(result.eligibilityScore).toBeLessThan(50);
    // Issue 19, next steps with numbers: £3,000 = €3,631.61; a co-applicant paid in EUR opens the EUR route once
    // EUR is most of the income, i.e. above €3,631.61 -> €3,640 (three figures, rounded up). Then Alior lends 80 % of
    // €120,000 = €96,000 (PKO and Pekao 70 %; income is no limit: 0.50 × (3,640 + 3,631.61 × 50 %) = 2,727.90 a month).
    expect(result.nextSteps[0]).toEqual({ key: 'result.nextStep.coApplicant', values: { currency: 'EUR', monthlyIncome: 3640, maxLoanAmount: 96_000 } });
    expect(keys(result.nextSteps)).toEqual(['result.nextStep.coApplicant', 'result.nextStep.buyOutright', 'result.nextStep.askBroker']);
    expect(result.loan).toBeNull();
    expect(result.monthlyPayment).toBeNull();
  });

  it('HU (issue 19): banks lend forints to a EUR earner, counting 80 % of the income (their own cut)', () => {
    // The HUF route no longer asks for forint income (every bank but UniCredit takes foreign income; banknavigator:
    // 60–90 % counted; seeded cut 20 %). €2,000 -> 1,600 counted; fixed for the whole term: JTM 50 % -> 800.
    // No add-on (MNB). n = 12 × min(25 route, 70 − 45 Erste) = 300.
    // Erste 7.17 %: 800 × a(7.17, 300) = 111,473 -> 111,000; OTP 8.6 %: 98,524 -> 98,000; K&H 8.61 %: 98,442 -> 98,000.
    // Regulatory: the whole 2,000 -> 1,000 at 7.17 % over 30 y (the MNB sets no term) = 147,763; LTV 0.80 × 150,000 = 120,000.
    // Erste alone lends the 100,000 desired: 100,000 at 7.17 % over 300 months = 717.66.
    const result = run({ originCountry: 'HU', monthlyIncome: 2000, age: 45, propertyType: 'house', propertyValue: 150_000 });
    expect(result.verdict).toBe('eligible');
    expect(bankMax(result)).toEqual({ 'Erste Bank Hungary': 111_000, 'OTP Bank': 98_000, 'K&H Bank': 98_000 });
    expect(result.maxLoanAmount).toBe(111_000);
    expect(result.regulatoryMaxLoanAmount).toBe(120_000);
    expect(result.metrics).toMatchObject({ loanCurrency: 'HUF', incomeEur: 1600, grossIncomeEur: 2000, paymentCapacityEur: 800, termMonths: 300, stressedRate: 7.17 });
    expect(result.metrics.incomeParts).toEqual([expect.objectContaining({ currency: 'EUR', currencyCut: 0.2, currencyCutOrigin: 'bank', countedEur: 1600 })]);
    expect(result.loan).toMatchObject({ bankName: 'Erste Bank Hungary', currency: 'HUF', amount: 100_000, rate: 7.17, monthlyPayment: 717.66, monthlyPaymentStressed: null });
    expect(result.fxShock?.loanCurrency).toBe('HUF');
  });

  it('HU: the DSTI cap follows the fixed-rate period (MNB JTM), with no add-on', () => {
    // €2,000 EUR, age 45, a €1,000,000 house (LTV never binds). Banks count 1,600; rules the whole 2,000.
    // ≥ 10 y fixed (or not said): 50 % -> Erste 800 × a(7.17, 300) = 111,473; rules 1,000 × a(7.17, 360) = 147,763.
    // 5–10 y: 35 % -> Erste 560 × 139.3416 = 78,031; rules 700 × 147.7632 = 103,434.
    // variable: 25 % -> Erste 400 × 139.3416 = 55,736; rules 500 × 147.7632 = 73,881.
    const hu = { originCountry: 'HU', monthlyIncome: 2000, age: 45, propertyType: 'house' as const, propertyValue: 1_000_000 };
    const fixed = run(hu);
    expect([fixed.maxLoanAmount, fixed.regulatoryMaxLoanAmount]).toEqual([111_000, 147_000]);
    expect(run({ ...hu, fixedPeriodYears: 10 }).regulatoryMaxLoanAmount).toBe(147_000);
    const five = run({ ...hu, fixedPeriodYears: 5 });
    expect([five.maxLoanAmount, five.regulatoryMaxLoanAmount, five.metrics.dstiCap]).toEqual([78_000, 103_000, 0.35]);
    const variable = run({ ...hu, rateType: 'variable' });
    expect([variable.maxLoanAmount, variable.regulatoryMaxLoanAmount, variable.metrics.dstiCap]).toEqual([55_000, 73_000, 0.25]);
    expect(variable.metrics.stressedRate).toBe(7.17);
    expect(fixed.metrics.stressedRate).toBe(7.17);
    // Issue 19: a forint earner borrowing forints is counted whole, so HUF 800,000 (= €2,002.50 at 399.50) reaches the
    // 60 % cap itself, not HUF 941,000: 0.60 × 2002.50 = 1201.50 -> Erste 1201.50 × 139.3416 = 167,419 -> 167,000.
    const forint = run({ ...hu, residenceCountry: 'HU', incomeCurrency: 'HUF', monthlyIncome: 800_000 });
    expect(forint.metrics).toMatchObject({ incomeEur: 2002.5, dstiCap: 0.6, paymentCapacityEur: 1201.5 });
    expect(forint.maxLoanAmount).toBe(167_000);
  });

  it('CZ: €2,800 EUR, age 30 (under 36), €200k -> rules allow €180,000 (the CNB’s LTV only), banks lend €160,000: the desired loan', () => {
    // Issue 19: the CNB has deactivated DSTI and DTI for own housing, so the rules' figure is its LTV cap alone:
    // under 36 -> 0.90 × 200,000 = 180,000. The banks apply Acasa's internal DSTI (50 % under 36) and +2 pp:
    // KB and ČS cut foreign income 10 % -> 2,520 -> 1,260 at 4.8 + 2 = 6.8 % over 360 -> 1260 × a(6.8, 360) = 193,274;
    // their non-resident 80 % -> 160,000 ≥ 150,000 desired -> eligible.
    // The three offers tie (4.8 %, the same charges, 360 months): the first by name, Komerční banka:
    // 150,000 at 4.8 % over 360 months = 787.00.
    const result = run({ originCountry: 'CZ', monthlyIncome: 2800, age: 30, propertyValue: 200_000, desiredLoanAmount: 150_000 });
    expect(result.regulatoryMaxLoanAmount).toBe(180_000);
    expect(result.maxLoanAmount).toBe(160_000);
    expect(result.verdict).toBe('eligible');
    expect(result.metrics).toMatchObject({ ltvCap: 0.8, dstiCap: 0.5, incomeEur: 2520, paymentCapacityEur: 1260, affordableLoan: 193_274 });
    expect(result.loan).toMatchObject({ bankName: 'Komerční banka', amount: 150_000, monthlyPayment: 787 });
    // At 36 the standard LTV applies: 0.80 × 200,000 = 160,000.
    expect(run({ originCountry: 'CZ', monthlyIncome: 2800, age: 36, propertyValue: 200_000 }).regulatoryMaxLoanAmount).toBe(160_000);
  });

  it('CZ (issue 19): the regulatory maximum ignores Acasa’s limits and is never below a bank’s loan', () => {
    // €1,000 EUR at 30: Acasa's DSTI keeps the banks at 0.50 × 900 = 450 -> 450 × a(6.8, 360) = 69,026 -> 69,000
    // (ČSOB's 15 % cut: 850 -> 425 -> 65,192 -> 65,000). The CNB's rules have no income limit: 180,000.
    const result = run({ originCountry: 'CZ', monthlyIncome: 1000, age: 30, propertyValue: 200_000 });
    expect(result.regulatoryMaxLoanAmount).toBe(180_000);
    expect(result.maxLoanAmount).toBe(69_000);
    for (const bank of result.bankRecommendations) expect(bank.bankMaxLoanAmount).toBeLessThanOrEqual(result.regulatoryMaxLoanAmount);
    // The limits on the loan say whose they are: the DSTI and the stress are Acasa's, the LTV the bank's.
    const origins = Object.fromEntries(result.limits.map((limit) => [limit.name, limit.origin]));
    expect(origins).toMatchObject({ dsti: 'acasa', stress: 'acasa', ltv: 'bank' });
  });

  it('CZ: an investment loan is capped at LTV 70 % and DTI 7 (CNB, from 1 April 2026)', () => {
    // LTV 0.70 × 200,000 = 140,000 for the rules and the banks (below their 80 %); DTI 7 × 12 × 2,800 = 235,200 -> 140,000.
    const result = run({ originCountry: 'CZ', monthlyIncome: 2800, age: 30, propertyValue: 200_000, desiredLoanAmount: 150_000, loanPurpose: 'investment' });
    expect(result.metrics.ltvCap).toBe(0.7);
    expect(result.regulatoryMaxLoanAmount).toBe(140_000);
    expect(result.maxLoanAmount).toBe(140_000);
    expect(result.verdict).toBe('partial');
    // DTI 7 binds the rules on a large property: €2,000 at 40, €1,000,000: 7 × 12 × 2,000 = 168,000 (LTV 700,000).
    // The banks: KB counts 2,000 × 90 % = 1,800 -> DTI 7 × 12 × 1,800 = 151,200; its 45 % DSTI binds first:
    // 810 × a(6.8, 360) = 124,247 -> 124,000.
    const dti = run({ originCountry: 'CZ', monthlyIncome: 2000, age: 40, propertyValue: 1_000_000, loanPurpose: 'investment' });
    expect(dti.regulatoryMaxLoanAmount).toBe(168_000);
    expect(dti.metrics.dtiLimitLoan).toBe(151_200);
    expect(dti.maxLoanAmount).toBe(124_000);
    // An investment is never a first home: no first-home relaxation (SI: 70 % of 150,000, not 80 %).
    expect(run({ originCountry: 'SI', monthlyIncome: 1400, age: 30, firstHome: true, propertyValue: 150_000, loanPurpose: 'investment' }).regulatoryMaxLoanAmount).toBe(105_000);
  });

  it('SK: €5,000 EUR, age 35, €700k house -> €480,000 (DTI binds), a partner bank lends it', () => {
    // payCap = 0.60 × (5000 − 284.13) = 2829.52. Tatra: 3.39 + 2 = 5.39 % (under the 6 % cap),
    // n = 12 × min(30, 70 − 35) = 360 -> P_afford = 2829.52 × a(5.39, 360) = 504,454; P_dti = 8 × 12 × 5000 = 480,000;
    // P_ltv = 560,000 -> 480,000. SLSP (4.59 + 2) and VÚB (4.09 + 2) stop at the 6 % cap: 2829.52 × a(6, 360) = 471,940.
    // The rules test at Tatra's 5.39 % too: 480,000.
    const result = run({ originCountry: 'SK', monthlyIncome: 5000, age: 35, propertyType: 'house', propertyValue: 700_000, desiredLoanAmount: 450_000 });
    expect(result.regulatoryMaxLoanAmount).toBe(480_000);
    expect(result.maxLoanAmount).toBe(480_000);
    expect(result.maxLoanBankName).toBe('Tatra banka');
    expect(bankMax(result)).toEqual({ 'Tatra banka': 480_000, 'VÚB banka': 471_000, 'Slovenská sporiteľňa': 471_000 });
    expect(result.verdict).toBe('eligible');
    expect(result.metrics.limitedBy).toBe('debtToIncome');
    expect(result.metrics.dtiLimitLoan).toBe(480_000);
  });

  it('SK: the DTI multiple falls 0.25 per year above 40 only for a loan that ends after 65 (NBS 2022)', () => {
    // age 50, Tatra (70 at maturity): n = 12 × min(30, 70 − 50) = 240, the loan ends at 70 -> DTI = 8 − 0.25 × 10 = 5.5 -> 330,000
    expect(run({ originCountry: 'SK', monthlyIncome: 5000, age: 50, propertyType: 'house', propertyValue: 700_000 }).metrics.dtiLimitLoan).toBe(330_000);
    // Issue 19: the age at maturity is each bank's. Banks lending until 65: age 50, 15 years -> ends at 65, no reduction
    // -> 8 × 12 × 5000 = 480,000
    const to65: EngineConfig = {
      ...config,
      banks: config.banks.map((bank) => (bank.countryCode === 'SK' ? { ...bank, maxAgeAtMaturity: 65 } : bank)),
    };
    const result = run({ originCountry: 'SK', monthlyIncome: 5000, age: 50, propertyType: 'house', propertyValue: 700_000 }, to65);
    expect(result.metrics.termMonths).toBe(180);
    expect(result.metrics.dtiLimitLoan).toBe(480_000);
  });

  it('SK: the subsistence minimum counts dependent children and the stressed rate stops at 6 %', () => {
    // 2 children: 284.13 + 2 × 129.74 = 543.61 -> payCap 0.60 × (1500 − 543.61) = 573.83
    const alone = run({ originCountry: 'SK', monthlyIncome: 1500, age: 35, propertyValue: 1_000_000 });
    const family = run({ originCountry: 'SK', monthlyIncome: 1500, age: 35, propertyValue: 1_000_000, dependants: 2 });
    expect(alone.metrics.paymentCapacityEur).toBe(729.52);
    expect(family.metrics.paymentCapacityEur).toBe(573.83);
    // Issue 19: each bank at its own rate: SLSP 4.59 + 2 = 6.59 -> 6 % (NBS cap); Tatra 3.39 + 2 = 5.39 % stays.
    const stressed = Object.fromEntries(run({ originCountry: 'SK' }).bankRecommendations.map((bank) => [bank.name, bank.offer.stressedRate]));
    expect(stressed['Slovenská sporiteľňa']).toBe(6);
    expect(stressed['VÚB banka']).toBe(6);
    expect(stressed['Tatra banka']).toBeCloseTo(5.39, 10);
  });

  it('HR: UK resident, £3,000 GBP, age 40, €300k -> rules allow €270,000, banks €180,000 (Erste 60 %, 20 y; PBZ takes euro-area EUR earners only)', () => {
    // incomeEUR = 3000 / 0.82608 = 3631.61; Erste counts it less the rate table's 15 % (GBP on a EUR loan): 3086.87;
    // payCap = 0.45 × 3086.87 = 1389.09; no stress (HNB); Erste 3.95 %, 20 y for people abroad (age 65 − 40 = 25 y)
    // -> 1389.09 × a(3.95, 240) = 230,229; its 60 % of 300,000 = 180,000 -> 180,000 < 200,000 desired -> partial.
    // PBZ lends only to EUR earners living in the euro area; ZABA only to residents.
    // Rules: 0.45 × 3631.61 at 3.49 % (ZABA's, the lowest rate on the route) over 30 y = 364,386; P_ltv = 0.90 × 300,000 = 270,000.
    const result = run({ residenceCountry: 'UK', originCountry: 'HR', incomeCurrency: 'GBP', age: 40, propertyValue: 300_000, desiredLoanAmount: 200_000 });
    expect(result.regulatoryMaxLoanAmount).toBe(270_000);
    expect(result.maxLoanAmount).toBe(180_000);
    expect(result.verdict).toBe('partial');
    expect(result.metrics.incomeEur).toBe(3086.87);
    expect(result.metrics.grossIncomeEur).toBe(3631.61);
    expect(result.bankRecommendations.map((bank) => bank.name)).toEqual(['Erste&Steiermärkische Bank']);
    expect(result.bankRefusals.map((refusal) => [refusal.name, refusal.reason.key])).toEqual([
      ['Privredna banka Zagreb (PBZ)', 'result.bank.reason.residenceNotAccepted'],
      ['Zagrebačka banka', 'result.bank.reason.noInternationalIncome'],
    ]);
    expect(keys(result.flags)).toContain('flag.fxRisk');
  });

  it('SI: €1,400 EUR, age 30, first home €150k -> rules allow €120,000 (residual income €745), banks €105,000', () => {
    // DSTI 0.50 × 1400 = 700, residual 1400 − 745 = 655 -> payCap 655
    // Banks (OTP, Intesa; NLB lends to residents only): 3.6 + 2 (Acasa's prudence) = 5.6 %, n = 360
    //   -> 655 × a(5.6, 360) = 114,095; their non-resident 70 % -> 105,000 ≥ 100,000 desired -> eligible.
    // Rules (issue 19: the +2 pp is not the BoS's): 655 × a(3.6, 360) = 144,068; first home 0.80 × 150,000 = 120,000.
    // The offers tie (3.6 %, the same charges): the first by name, Intesa: 100,000 at 3.6 % over 360 = 454.65.
    const result = run({ originCountry: 'SI', monthlyIncome: 1400, age: 30, firstHome: true, propertyValue: 150_000 });
    expect(result.regulatoryMaxLoanAmount).toBe(120_000);
    expect(result.maxLoanAmount).toBe(105_000);
    expect(result.verdict).toBe('eligible');
    expect(result.metrics.paymentCapacityEur).toBe(655);
    expect(result.loan).toMatchObject({ bankName: 'Intesa Sanpaolo Bank Slovenija', amount: 100_000, monthlyPayment: 454.65, stressedRate: 5.6 });
    // Not a first home: LTV 70 % -> 105,000
    expect(run({ originCountry: 'SI', monthlyIncome: 1400, age: 30, firstHome: false, propertyValue: 150_000 }).regulatoryMaxLoanAmount).toBe(105_000);
  });

  it('BG: €2,000 EUR self-employed with €300 debts, age 38, €130k -> rules allow €110,000, banks €91,000 (UBB; Bulbank and DSK want an employment contract)', () => {
    // incomeEUR = 2000 × 0.8 (self-employed) = 1600 (EUR on a EUR loan: no currency cut); payCap = 0.50 × 1600 − 300 = 500.
    // Issue 19, each bank's criteria for people abroad: Bulbank lends on a permanent contract, DSK to employees: both
    // refuse. UBB: 3.45 % for 3 years then 2.8 %, tested at 3.45 %; no stress (BNB);
    // n = 12 × min(30 route, 30 UBB, 70 − 38) = 360 -> P_afford = 500 × a(3.45, 360) = 112,042; its 70 % = 91,000
    // -> 91,000 ≥ 90,000 desired -> eligible: 90,000 at 3.45 % over 360 months = 401.63.
    // Rules: the gross 2000 (the employment factor is Acasa's), 0.50 × 2000 − 300 = 700 at DSK's 2.55 %, the lowest
    // rate, over the BNB's 30 y -> 176,000; P_ltv = 0.85 × 130,000 = 110,500 -> 110,000.
    const input = { originCountry: 'BG', monthlyIncome: 2000, employmentType: 'self-employed' as const, existingMonthlyDebts: 300, age: 38, propertyValue: 130_000, desiredLoanAmount: 90_000 };
    const result = run(input);
    expect(result.regulatoryMaxLoanAmount).toBe(110_000);
    expect(result.maxLoanAmount).toBe(91_000);
    expect(result.verdict).toBe('eligible');
    expect(result.metrics.incomeEur).toBe(1600);
    expect(result.metrics.grossIncomeEur).toBe(2000);
    expect(result.metrics.termMonths).toBe(360);
    expect(result.bankRefusals.map((refusal) => [refusal.name, refusal.reason.key])).toEqual([
      ['UniCredit Bulbank', 'result.bank.reason.employmentType'],
      ['DSK Bank', 'result.bank.reason.employmentType'],
    ]);
    expect(result.loan).toMatchObject({ bankName: 'United Bulgarian Bank (UBB)', amount: 90_000, rate: 3.45, rateAfter: 2.8, rateChangesFromMonth: 37, monthlyPayment: 401.63 });

    // The same person employed: 0.50 × 2000 − 300 = 700. DSK 2.55 %, 65 − 38 = 27 y: 700 × a(2.55, 324) = 163,817;
    // Bulbank 2.69 %, 25 y for people abroad: 152,756; UBB 156,859; each lends people abroad 70 % = 91,000.
    // DSK is the cheapest throughout (2.55 % for the whole loan against 2.69 % and 3.45 %/2.8 %, the same kind of
    // charges): 90,000 at 2.55 % over 324 months = 384.57.
    const employed = run({ ...input, employmentType: 'permanent' });
    expect(employed.verdict).toBe('eligible');
    expect(employed.maxLoanAmount).toBe(91_000);
    expect(employed.loan).toMatchObject({ bankName: 'DSK Bank', amount: 90_000, termMonths: 324, monthlyPayment: 384.57 });

    // Living in Bulgaria the criteria for people abroad do not apply and the route's 85 % does: payCap 500;
    // DSK 500 × a(2.55, 324) = 117,012, Bulbank 500 × a(2.69, 324) = 115,073, UBB 112,042: 110,500 -> 110,000.
    const resident = run({ ...input, residenceCountry: 'BG' });
    expect(resident.verdict).toBe('eligible');
    expect(resident.bankRefusals).toEqual([]);
    expect(resident.maxLoanAmount).toBe(110_000);
    expect(resident.metrics).toMatchObject({ incomeEur: 1600, paymentCapacityEur: 500 });
  });

  it('BG: age 71 is not eligible, with the banks’ age reason (the oldest any lends to: UBB’s 70), and the score says so', () => {
    // Bulbank and DSK lend until 65, UBB until 70: none can lend to a 71-year-old. The BNB sets no age limit.
    const result = run({ originCountry: 'BG', age: 71 });
    expect(result.verdict).toBe('not_eligible');
    expect(result.verdictReasons).toEqual([{ key: 'result.verdict.reason.bankAge', values: { age: 71, maxAgeAtMaturity: 70 } }]);
    expect(result.bankRefusals.map((refusal) => refusal.reason.key)).toEqual(Array(3).fill('result.bank.reason.bankAge'));
    expect(result.maxLoanAmount).toBe(0);
    expect(result.eligibilityScore).toBeLessThan(50);
    expect(result.improvements).toEqual([]);
    // A co-applicant of the same age would not help: buy outright (120,000 + 3,600 + 613.49 + 120 = 124,333) or ask a broker.
    expect(result.nextSteps).toEqual([
      { key: 'result.nextStep.buyOutright', values: { cashNeeded: 124_333 } },
      { key: 'result.nextStep.askBroker', values: {} },
    ]);
    expect(result.monthlyPayment).toBeNull();
    // However many points the answers earn (€200,000 saved, €60,000 asked), no loan keeps the score at 49.
    const saver = run({ originCountry: 'BG', age: 71, currentSavings: 200_000, desiredLoanAmount: 60_000 });
    expect(saver.verdict).toBe('not_eligible');
    expect(saver.scoreBeforeCeiling).toBeGreaterThan(49);
    expect(saver.scoreCeiling).toBe(49);
    expect(saver.eligibilityScore).toBe(49);
  });
});

describe('other §7 rules', () => {
  it('RO first home: DSTI 45 % -> payCap 1350 -> the rules allow 212,000 (the LTV cap)', () => {
    // Rules over CEC's 35 years at 6.5 %: 1350 × a(6.5, 420) = 1350 × 165.5206 = 223,453; with a €250k property
    // P_ltv = 212,500 -> 212,000 (not first: 1200 × 165.5206 = 198,625 -> 198,000)
    expect(run({ firstHome: true, propertyValue: 250_000 }).regulatoryMaxLoanAmount).toBe(212_000);
    expect(run({ firstHome: false, propertyValue: 250_000 }).regulatoryMaxLoanAmount).toBe(198_000);
    // The banks: 45 % of the 2,550 they count = 1,147.50 -> CEC 1147.5 × 158.2108 = 181,547; 80 % = 200,000 -> 181,000.
    expect(run({ firstHome: true, propertyValue: 250_000 }).maxLoanAmount).toBe(181_000);
  });

  it('per-bank age at maturity: at 60 in Romania only CEC (75) still lends over more than 5 years', () => {
    // route 75: n = 12 × min(30, 15) = 180; BT 70 -> 120 months; BCR, BRD 65 -> 60 months; CEC 75 -> 180 months
    const result = run({ age: 60, desiredLoanAmount: 60_000 });
    const terms = Object.fromEntries(result.bankRecommendations.map((bank) => [bank.name, bank.termMonths]));
    expect(terms).toEqual({ 'CEC Bank': 180, 'Banca Transilvania': 120, 'BCR (Erste Group)': 60, 'BRD – Groupe Société Générale': 60 });
    // at 62 BCR and BRD (3 years to 65) drop out; at 66 BT too (4 years to 70): only CEC remains
    expect(run({ age: 62, desiredLoanAmount: 40_000 }).bankRecommendations.map((bank) => bank.name).sort()).toEqual(['Banca Transilvania', 'CEC Bank']);
    expect(run({ age: 66, desiredLoanAmount: 20_000 }).bankRecommendations.map((bank) => bank.name)).toEqual(['CEC Bank']);
  });

  it('land and commercial property: the banks lend 50 % over ≤ 15 y, the rules’ 85 % stands (issue 19: the placeholder is Acasa’s), specialist flag', () => {
    // Banks: P_ltv = 0.50 × 120,000 = 60,000; CEC 1020 × a(6.5, 180) = 1020 × 114.7964 = 117,092 -> 60,000.
    // Rules: the land/commercial LTV and term are Acasa's placeholder, so the NBR's 85 % applies: 102,000.
    const result = run({ propertyType: 'land', desiredLoanAmount: 50_000 });
    expect(result.maxLoanAmount).toBe(60_000);
    expect(result.regulatoryMaxLoanAmount).toBe(102_000);
    expect(result.metrics.termMonths).toBe(180);
    expect(result.metrics.ltvCap).toBe(0.5);
    expect(keys(result.flags)).toContain('flag.specialistProduct');
  });

  it('monthly expenses limit a lender’s payment: income − expenses − debts (Acasa’s prudence, so not the rules’ figure)', () => {
    // Lei chosen: counted 2550 − 2000 − 0 = 550 < 0.40 × 2550 = 1020 -> CEC 550 × 158.2108 = 87,016 -> 87,000 at €250k.
    // Rules: the NBR's 40 % of 3,000 over 420 months = 198,625 -> 198,000 (P_ltv 212,500); expenses are not the NBR's.
    const lei = run({ monthlyExpenses: 2000, propertyValue: 250_000, loanCurrency: 'RON' });
    expect(lei.metrics.paymentCapacityEur).toBe(550);
    expect(lei.maxLoanAmount).toBe(87_000);
    expect(lei.regulatoryMaxLoanAmount).toBe(198_000);
    // Without a choice the household's best route is taken: on EUR, 3000 uncut − 2000 = 1000 leaves the 20 % DSTI
    // (600) binding: CEC 600 × a(5, 360) = 111,769 -> 111,000 (80 % = 200,000).
    const best = run({ monthlyExpenses: 2000, propertyValue: 250_000 });
    expect(best.metrics).toMatchObject({ loanCurrency: 'EUR', paymentCapacityEur: 600 });
    expect(best.maxLoanAmount).toBe(111_000);
    // More expenses bind there too: 3000 − 2500 = 500 < 600 -> 500 × 186.2816 = 93,140 -> 93,000.
    const tighter = run({ monthlyExpenses: 2500, propertyValue: 250_000 });
    expect(tighter.metrics).toMatchObject({ loanCurrency: 'EUR', paymentCapacityEur: 500 });
    expect(tighter.maxLoanAmount).toBe(93_000);
  });

  it('a term shorter than 60 months means not eligible: the banks’ age limits (CEC, the oldest, 75)', () => {
    // age 71 in RO: CEC n = 12 × (75 − 71) = 48 < 60; BT (70), BCR and BRD (65): none.
    const result = run({ age: 71 });
    expect(result.maxLoanAmount).toBe(0);
    expect(result.verdict).toBe('not_eligible');
    expect(result.verdictReasons).toEqual([{ key: 'result.verdict.reason.bankAge', values: { age: 71, maxAgeAtMaturity: 75 } }]);
    expect(result.bankRecommendations).toEqual([]);
    expect(result.bankRecommendationsEmptyReason).toBe('result.banks.empty.notEligible');
    // Issue 19: no loan, no payment, and a next step with numbers: buying outright needs 120,000 + notary 1,557.22
    // + land registry 180 (no mortgage deed without a loan) = 121,737; then a broker.
    expect(result.loan).toBeNull();
    expect(result.monthlyPayment).toBeNull();
    expect(result.monthlyPaymentStressed).toBeNull();
    expect(result.nextSteps).toEqual([
      { key: 'result.nextStep.buyOutright', values: { cashNeeded: 121_737 } },
      { key: 'result.nextStep.askBroker', values: {} },
    ]);
  });

  it('a missing age is taken as 40 and flagged', () => {
    // RO: CEC n = 12 × min(30, 75 − 40) = 360 -> 1020 × 158.2108 = 161,375; 80 % of €250k = 200,000 -> 161,000.
    // BCR and BRD lend until 65: 25 years = 300 months.
    const result = run({ age: undefined, propertyValue: 250_000 });
    expect(result.metrics.age).toBe(40);
    expect(result.metrics.assumedAge).toBe(true);
    expect(result.metrics.termMonths).toBe(360);
    expect(result.maxLoanAmount).toBe(161_000);
    expect(result.bankRecommendations.find((bank) => bank.name === 'BCR (Erste Group)')?.termMonths).toBe(300);
    expect(result.flags).toContainEqual({ key: 'flag.assumedAge', severity: 'info', values: { age: 40 } });
  });

  it('a country without active lending rules is not covered yet: not eligible, no figures shown as fine', () => {
    const result = run({ originCountry: 'DE', residenceCountry: 'FR' });
    expect(result.verdict).toBe('not_eligible');
    expect(result.verdictReasons).toEqual([{ key: 'result.verdict.reason.notCovered', values: { country: 'DE' } }]);
    expect(result.metrics).toMatchObject({ dstiCap: null, ltvCap: null, termMonths: null, baseRate: null, stressedRate: null, dsti: null });
    expect(result.eligibilityScore).toBeLessThan(50);
    expect(result.loan).toBeNull();
    expect(result.nextSteps.at(-1)?.key).toBe('result.nextStep.askBroker');
  });

  it('a very low income is not eligible: what it carries is below every bank’s smallest loan (issue 19: named, not "no bank lends")', () => {
    const result = run({ monthlyIncome: 1 });
    expect(result.verdict).toBe('not_eligible');
    expect(result.verdictReasons).toEqual([
      {
        key: 'result.verdict.reason.refusedMinimumByIncome',
        values: { banks: 'Banca Transilvania, BCR (Erste Group), BRD – Groupe Société Générale, CEC Bank', bankCount: 4, minLoanAmount: 10_000, incomeEur: 1 },
      },
    ]);
    expect(result.eligibilityScore).toBeLessThan(50);
  });

  it('a country without partner banks headlines the regulatory figure and says why', () => {
    // The route's typical terms: 6.5 %, the rate table's 15 % cut (1020 × 158.2108 = 161,375), its 85 % -> 102,000.
    const noBanks: EngineConfig = { ...config, banks: config.banks.filter((bank) => bank.countryCode !== 'RO') };
    const result = run({}, noBanks);
    expect(result.maxLoanSource).toBe('regulatory');
    expect(result.maxLoanAmount).toBe(102_000);
    expect(result.verdict).toBe('eligible');
    expect(result.verdictReasons).toEqual([{ key: 'result.verdict.reason.noPartnerBanks', values: { country: 'RO' } }]);
    expect(result.bankRecommendationsEmptyReason).toBe('result.banks.empty.noBanks');
    // The one loan is then the typical terms', said so by naming no bank: 100,000 / 158.2108 = 632.07.
    expect(result.loan).toMatchObject({ bankId: null, bankName: null, amount: 100_000, monthlyPayment: 632.07 });
  });

  it('marks rates older than the configured days as stale: the income’s and the loan’s currency, never EUR’s own', () => {
    // The seeded rates are dated 2025-02-28.
    expect(run({ incomeCurrency: 'GBP', residenceCountry: 'UK' }).staleRates).toBe(true);
    expect(evaluate(workedExampleInput({ incomeCurrency: 'GBP' }), config, { today: '2025-03-05' }).staleRates).toBe(false);
    // Issue 19: a EUR earner's loan in lei is shown in lei at the RON rate, so that rate's age counts.
    const inLei = run({});
    expect(inLei.loan?.currency).toBe('RON');
    expect(inLei.staleRates).toBe(true);
    expect(inLei.fxRateDate).toBe('2025-02-28');
    // In EUR throughout, no rate is used at all.
    expect(run({ loanCurrency: 'EUR' }).staleRates).toBe(false);
  });
});
