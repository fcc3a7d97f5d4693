import type { lendingRules } from '../schema/reference';

type LendingRuleRow = typeof lendingRules.$inferInsert;

/**
 * Lending-rules §2 defaults, one row per lending route (§7.2: the engine evaluates every route
 * of the property country and keeps the one with the larger maximum loan).
 *
 * Common to all rows:
 * - maxAgeAtMaturity 65: §7.5 default (conservative; BCR for employees, HR for foreigners),
 *   configurable up to 70.
 * - land / commercial: LTV 50 %, term ≤ 15 y, a "specialist product" flag (§2 placeholder, U).
 * - isVerified is false when a value the row uses is marked U in §1 or §2; notes say which.
 * Fractions are decimals (0.400 = 40 %), rates in percent (6.50 = 6.5 %).
 */
const common = {
  ltvCapLandCommercial: '0.500',
  maxTermYearsLandCommercial: 15,
  maxAgeAtMaturity: 65,
  isActive: true,
} satisfies Partial<LendingRuleRow>;

export const lendingRuleSeed: LendingRuleRow[] = [
  {
    ...common,
    countryCode: 'RO',
    loanCurrency: 'RON',
    dstiCap: '0.400',
    dstiCapFirstHome: '0.450',
    ltvCap: '0.850',
    maxTermYears: 30,
    baseRate: '6.50',
    stressAddon: '2.00',
    requiresIncomeInLoanCurrency: false,
    isVerified: false,
    notes:
      'DSTI 40 % for RON loans, +5 pp for a first owner-occupied home (V). LTV 85 % for RON loans: V for Reg. 24/2011, carry-over into Reg. 17/2012 U. Base rate 6.5 % U (average 6.52 % Apr 2025). NBR requires no stress since 2019; +2 pp is our prudence. Banks allow 30–35 y (CEC 35 y).',
    source: 'NBR Reg. 17/2012 as amended (bnr.ro 18.10.2018); Reg. 24/2011 art. 13; press 2025',
  },
  {
    ...common,
    countryCode: 'RO',
    loanCurrency: 'EUR',
    dstiCap: '0.200',
    dstiCapFirstHome: '0.250',
    ltvCap: '0.800',
    maxTermYears: 30,
    baseRate: '5.00',
    stressAddon: '2.00',
    requiresIncomeInLoanCurrency: true,
    isVerified: false,
    notes:
      'FX loans: DSTI 20 % (+5 pp first home), V; whether EUR earners escape the 20 % cap is U, so they do not. LTV 80 % when the income is in the loan currency (unhedged EUR 75 %), carry-over U; CEC lends EUR only against EUR income, hence income in EUR required. Base rate 5.0 % U (EUR loans ≈4.5–6 %).',
    source: 'NBR Reg. 17/2012 as amended; Reg. 24/2011 art. 13; cec.ro',
  },
  {
    ...common,
    countryCode: 'PL',
    loanCurrency: 'PLN',
    dstiCap: '0.400',
    dstiCapHighIncome: '0.500',
    highIncomeThresholdEur: '1420.00',
    ltvCap: '0.800',
    maxTermYears: 30,
    baseRate: '7.50',
    stressAddon: '2.50',
    requiresIncomeInLoanCurrency: true,
    isVerified: false,
    notes:
      'Loan currency must match the dominant income (Rec. S no. 6, Mortgage Credit Act art. 6), V. DSTI 40 %, 50 % above the average wage (V loosely); threshold = average net wage ≈ PLN 5,900 ≈ EUR 1,420, U. LTV 80 % and 35 y max term U (30 y used). Stress +2.5 pp (UKNF minimum for periodically fixed rates). Base rate 7.5 % U (average 7.55–7.90 %).',
    source: 'KNF Recommendation S (res. 242/2023, applies 1.7.2024); Mortgage Credit Act; UKNF Feb 2023',
  },
  {
    ...common,
    countryCode: 'PL',
    loanCurrency: 'EUR',
    dstiCap: '0.400',
    dstiCapHighIncome: '0.500',
    highIncomeThresholdEur: '1420.00',
    ltvCap: '0.800',
    maxTermYears: 30,
    baseRate: '4.50',
    stressAddon: '2.50',
    requiresIncomeInLoanCurrency: true,
    isVerified: false,
    notes:
      'EUR earners get EUR or EUR-indexed loans (V); other incomes are flagged: few or no banks lend in GBP/USD. In practice EUR loans need 20–30 % down (banks\' non-resident caps). Base rate 4.5 % U (EURIBOR-based, cheaper than PLN: V qualitatively). LTV and term U as for PLN.',
    source: 'KNF Recommendation S; Leach&Lang, analitykkredytowy, notus 2025',
  },
  {
    ...common,
    countryCode: 'HU',
    loanCurrency: 'HUF',
    dstiCap: '0.500',
    dstiCapHighIncome: '0.600',
    highIncomeThresholdEur: '2002.50',
    ltvCap: '0.800',
    ltvCapFirstHome: '0.900',
    maxTermYears: 25,
    baseRate: '6.60',
    stressAddon: '2.00',
    requiresIncomeInLoanCurrency: true,
    isVerified: false,
    notes:
      'JTM (DSTI) 50 % for HUF loans fixed ≥10 y, 60 % at or above HUF 800k net a month (from 1.1.2026; = EUR 2,002.50 at 399.50), V. LTV 80 %, first-time buyers 90 % (V). Forint loans only: FX loans need income in that currency of ≥15× the minimum wage (decree status U), so EUR/GBP earners are flagged. Term 25 y and age at maturity U. MNB handles rate risk through the fixation-dependent caps; +2 pp is our prudence.',
    source: 'MNB Decree 32/2014; mnb.hu 1.9.2025; bbj.hu 2018; kormany.hu 2013',
  },
  {
    ...common,
    countryCode: 'CZ',
    loanCurrency: 'CZK',
    dstiCap: '0.450',
    youngApplicantMaxAge: 35,
    dstiCapYoung: '0.500',
    ltvCap: '0.800',
    ltvCapYoung: '0.900',
    maxTermYears: 30,
    baseRate: '4.70',
    stressAddon: '2.00',
    requiresIncomeInLoanCurrency: false,
    isVerified: false,
    notes:
      'LTV 80 %, 90 % under 36 (binding, V). DSTI limit deactivated 1.7.2023; the old 45 % (50 % under 36) is used as internal prudence (V). Some banks cut foreign income by up to 30 % and offer LTV 70–85 % (V). Term 30 y and age 70 at maturity U (65 used).',
    source: 'CNB Bank Board decisions (cnb.cz, June 2024); goldmag; tomasvanek',
  },
  {
    ...common,
    countryCode: 'SK',
    loanCurrency: 'EUR',
    dstiCap: '0.600',
    subsistenceMinimumEur: '234.42',
    dtiMultiple: '8.00',
    dtiAgeThreshold: 40,
    dtiReductionPerYear: '0.250',
    ltvCap: '0.800',
    maxTermYears: 30,
    baseRate: '3.80',
    stressAddon: '2.00',
    requiresIncomeInLoanCurrency: false,
    isVerified: false,
    notes:
      'DSTI ≤ 60 % of (net income − subsistence minimum) at a rate stressed by +2 pp (binding, V). Subsistence minimum EUR 234.42 per adult from 1.7.2022 (V); it is indexed yearly, the current figure is U. DTI 8× annual income, −0.25 per year of age above 40 (V). LTV 80 % (V), term ≤ 30 y (V).',
    source: 'NBS Housing Loan Decree; nbs.sk; planujem.sk',
  },
  {
    ...common,
    countryCode: 'HR',
    loanCurrency: 'EUR',
    dstiCap: '0.450',
    ltvCap: '0.900',
    maxTermYears: 30,
    baseRate: '3.60',
    stressAddon: '2.00',
    requiresIncomeInLoanCurrency: false,
    isVerified: true,
    notes:
      'DSTI ≤ 45 % for housing loans, LTV ≤ 90 %, term ≤ 30 y (V, applies 1.7.2025). Non-residents: PBZ ≥ 30 % own funds, 5–20 y; foreigners ≤ 65 at the last instalment (V) — bank caps. Rate 3.6 % (V, ≈2025).',
    source: 'HNB Decision on consumer lending criteria (19.3.2025, hnb.hr); pbz.hr',
  },
  {
    ...common,
    countryCode: 'SI',
    loanCurrency: 'EUR',
    dstiCap: '0.500',
    residualIncomeMinEur: '745.00',
    ltvCap: '0.700',
    ltvCapFirstHome: '0.800',
    maxTermYears: 30,
    baseRate: '3.20',
    stressAddon: '2.00',
    requiresIncomeInLoanCurrency: false,
    isVerified: false,
    notes:
      'DSTI 50 % at every income, at least EUR 745 a month left after all instalments (V, revised yearly; dependants\' allowances not modelled). LTV recommended: 80 % first home, 70 % other (V). No housing-loan term cap found, 30 y in practice (U).',
    source: 'BoS regulation UL RS 63/2023 (in force 1.7.2023); dnevnik 6/2023; sta.si 2023',
  },
  {
    ...common,
    countryCode: 'BG',
    loanCurrency: 'EUR',
    dstiCap: '0.500',
    ltvCap: '0.850',
    maxTermYears: 30,
    baseRate: '2.80',
    stressAddon: '2.00',
    requiresIncomeInLoanCurrency: false,
    isVerified: true,
    notes:
      'LTV ≤ 85 %, DSTI ≤ 50 %, term ≤ 30 y (BNB, effective 1.10.2025, V). One EUR route: the lev is pegged at 1.95583 and being replaced by the euro (status U), so a BGN route would give the same numbers. Bulbank non-residents: ≤ 70 %, ≤ 25 y (bank caps).',
    source: 'BNB decision (bnb.bg), effective 1.10.2025; unicreditbulbank.bg',
  },
];
