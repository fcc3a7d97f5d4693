import type { LimitOrigins, LimitSources } from '../eligibility/limit-origins';
import type { LendingRuleRow } from './rows';


/**
 * docs/lending-rules.md §2 defaults, one row per lending route (§7.2: the engine evaluates every route
 * of the property country and keeps the one with the larger maximum loan), with the corrections
 * of §9 (November 2026, issue 10): stress per route and rate type, age at maturity per bank
 * (banks.ts) with the route's as the outer limit, SK's and CZ's current rules, PL's 35 years.
 * Each row names its sources and the day they were checked (`verifiedOn`).
 *
 * Common to all rows:
 * - maxAgeAtMaturity 65 where no rule or lender practice is known: §2's default (conservative;
 *   BCR for employees, HR for foreigners). Where the regulator sets none and banks lend longer,
 *   the route takes the oldest partner bank's age (RO 75: CEC) and each bank its own.
 * - land / commercial: LTV 50 %, term ≤ 15 y, a "specialist product" flag (§2 placeholder, U).
 * - isVerified speaks of the regulator's limits only (origin 'regulator'): true when each of them
 *   was read in the regulator's own text (V); false when one is U. The banks' practice and
 *   Acasa's prudence on the same route (HR's and BG's age at maturity) are never "verified":
 *   their origin says whose they are. Notes say which values are U.
 * - limitSources (issue 19, audit): where each regulator's or bank's limit is written, so each
 *   limit cites its own source (RO's 30-year term: the banks' terms, not the NBR's regulation);
 *   `source` stays the row's whole reading list.
 * Fractions are decimals (0.400 = 40 %), rates in percent (6.50 = 6.5 %).
 */
const common = {
  ltvCapLandCommercial: '0.500',
  maxTermYearsLandCommercial: 15,
  maxAgeAtMaturity: 65,
  isActive: true,
  verifiedOn: '2026-11-27',
} satisfies Partial<LendingRuleRow>;

/**
 * Issue 19: whose each limit is. What the notes call V from a regulator is 'regulator'; an age
 * at maturity or a term that only lenders set is 'bank'; a figure we chose ourselves (65 at
 * maturity where nothing is known, CZ's old DSTI, SI's and PL-variable stress, the land and
 * commercial placeholder) is 'acasa' (limit-origins.ts: unrecorded is 'acasa' too).
 */
const PLACEHOLDERS: LimitOrigins = { ltvLandCommercial: 'acasa', maxTermLandCommercial: 'acasa' };

/** HU, MNB Decree 32/2014 (JTM): the DSTI cap by fixed-rate period; the higher cap from HUF 800k net a month. */
const HU_FIXATION_CAPS = [
  { minFixedYears: 10, dstiCap: 0.5, dstiCapHighIncome: 0.6 },
  { minFixedYears: 5, dstiCap: 0.35, dstiCapHighIncome: 0.4 },
  { minFixedYears: 0, dstiCap: 0.25, dstiCapHighIncome: 0.3 },
];

/** Poland's two routes share the KNF's, the UKNF's and the Mortgage Credit Act's limits. */
const PL_SOURCES: LimitSources = {
  dsti: 'KNF Recommendation S (resolution 242/2023, applies 1.7.2024): DSTI at most 40 %',
  dstiHighIncome: 'KNF Recommendation S: at most 50 % for incomes above the average wage',
  ltv: 'KNF Recommendation S: LTV 80 % (not re-read)',
  maxTerm: 'KNF Recommendation S: a term of at most 35 years (lending-rules §9)',
  stress: 'UKNF position of February 2023 on the rate buffer: +2.5 pp for periodically fixed rates',
  incomeInLoanCurrency: 'Mortgage Credit Act of 23.3.2017 art. 6(1) (standardyprawa.pl): only in the currency most of the income or assets are in; KNF Recommendation S no. 6',
};

export const lendingRuleSeed: LendingRuleRow[] = [
  {
    ...common,
    countryCode: 'RO',
    loanCurrency: 'RON',
    limitOrigins: { ...PLACEHOLDERS, dsti: 'regulator', dstiFirstHome: 'regulator', ltv: 'regulator', stress: 'regulator', maxTerm: 'bank', maxAgeAtMaturity: 'bank' },
    limitSources: {
      dsti: 'NBR Regulation 17/2012 as amended: DSTI at most 40 % for lei loans',
      dstiFirstHome: 'NBR Regulation 17/2012 as amended: 5 pp more for a first owner-occupied home',
      ltv: 'NBR Regulation 24/2011 art. 13: LTV 85 % for lei loans (its carry-over into Reg. 17/2012 not re-read)',
      stress: 'NBR (bnr.ro 18.10.2018): the rate, exchange-rate and income shocks of Reg. 17/2012 “no longer applicable” since 2019',
      maxTerm: 'Banks’ published terms, no NBR term limit: up to 30 years at BT, BCR and BRD, 35 at CEC (cec.ro)',
      maxAgeAtMaturity: 'Banks’ practice, no NBR age limit: BCR and BRD 65 for employees, BT 70, CEC 75 at the last instalment (noutatilezilei.ro and stiridinlume.ro 2025)',
    },
    dstiCap: '0.400',
    dstiCapFirstHome: '0.450',
    ltvCap: '0.850',
    maxTermYears: 30,
    maxAgeAtMaturity: 75,
    baseRate: '6.50',
    stressAddon: '0.00',
    requiresIncomeInLoanCurrency: false,
    isVerified: false,
    notes:
      'DSTI 40 % for RON loans, +5 pp for a first owner-occupied home (V). LTV 85 % for RON loans: V for Reg. 24/2011, carry-over into Reg. 17/2012 U. Base rate 6.5 % U (average 6.52 % Apr 2025). Stress 0: the NBR requires no rate, FX or income shock since 2019 (V); banks test with their own rate. No regulatory age cap: the route allows 75 (CEC), each bank its own (BT 70, BCR and BRD 65 for employees). Banks allow 30–35 y (CEC 35 y).',
    source:
      'NBR Reg. 17/2012 as amended (bnr.ro 18.10.2018: shock adjustments "no longer applicable"); Reg. 24/2011 art. 13; age limits: noutatilezilei.ro and stiridinlume.ro 2025 (BCR, BRD, BT 70, CEC 75); cec.ro (35 y)',
  },
  {
    ...common,
    countryCode: 'RO',
    loanCurrency: 'EUR',
    limitOrigins: { ...PLACEHOLDERS, dsti: 'regulator', dstiFirstHome: 'regulator', ltv: 'regulator', stress: 'regulator', maxTerm: 'bank', maxAgeAtMaturity: 'bank', incomeInLoanCurrency: 'bank' },
    limitSources: {
      dsti: 'NBR Regulation 17/2012 as amended: DSTI at most 20 % for foreign-currency loans',
      dstiFirstHome: 'NBR Regulation 17/2012 as amended: 5 pp more for a first owner-occupied home',
      ltv: 'NBR Regulation 24/2011 art. 13: LTV 80 % when the income is in the loan’s currency (its carry-over not re-read)',
      stress: 'NBR (bnr.ro 18.10.2018): the rate, exchange-rate and income shocks of Reg. 17/2012 “no longer applicable” since 2019',
      maxTerm: 'Banks’ published terms, no NBR term limit: up to 30 years at BT, BCR and BRD, 35 at CEC (cec.ro)',
      maxAgeAtMaturity: 'Banks’ practice, no NBR age limit: BCR and BRD 65 for employees, BT 70, CEC 75 at the last instalment (noutatilezilei.ro and stiridinlume.ro 2025)',
      incomeInLoanCurrency: 'cec.ro credit ipotecar-imobiliar: euro loans only to customers who prove income in euro',
    },
    dstiCap: '0.200',
    dstiCapFirstHome: '0.250',
    ltvCap: '0.800',
    maxTermYears: 30,
    maxAgeAtMaturity: 75,
    baseRate: '5.00',
    stressAddon: '0.00',
    requiresIncomeInLoanCurrency: true,
    isVerified: false,
    notes:
      'FX loans: DSTI 20 % (+5 pp first home), V; whether EUR earners escape the 20 % cap is U, so they do not. LTV 80 % when the income is in the loan currency (unhedged EUR 75 %), carry-over U; CEC lends EUR only against EUR income ("numai in situatia in care acestia dovedesc obtinerea veniturilor in euro"), hence income in EUR required. Base rate 5.0 % U (EUR loans ≈4.5–6 %). Stress 0 (NBR, as the RON route).',
    source: 'NBR Reg. 17/2012 as amended; Reg. 24/2011 art. 13; cec.ro credit ipotecar-imobiliar (EUR only against EUR income)',
  },
  {
    ...common,
    countryCode: 'PL',
    loanCurrency: 'PLN',
    limitOrigins: { ...PLACEHOLDERS, dsti: 'regulator', dstiHighIncome: 'regulator', ltv: 'regulator', maxTerm: 'regulator', stress: 'regulator', stressVariable: 'acasa', maxAgeAtMaturity: 'acasa', incomeInLoanCurrency: 'regulator' },
    limitSources: PL_SOURCES,
    dstiCap: '0.400',
    dstiCapHighIncome: '0.500',
    highIncomeThresholdEur: '1420.00',
    ltvCap: '0.800',
    maxTermYears: 35,
    baseRate: '7.50',
    stressAddon: '2.50',
    stressAddonVariable: '3.00',
    requiresIncomeInLoanCurrency: true,
    isVerified: false,
    notes:
      'A mortgage only in the currency most of the income is in, or most of the assets (Mortgage Credit Act of 23.3.2017 art. 6(1), standardyprawa.pl; Rec. S no. 6), V: a household paid mostly in EUR gets no PLN loan. DSTI 40 %, 50 % above the average wage (V loosely); threshold = average net wage ≈ PLN 5,900 ≈ EUR 1,420, U. LTV 80 % U. Max term 35 y (lending-rules §9). Stress: +2.5 pp for periodically fixed rates (UKNF Feb 2023, V); variable rates "adequately higher" than that (V) with no figure published since the +5 pp of 2022: +3 pp, the next half point above the floor (U, admin-editable). Base rate 7.5 % U (average 7.55–7.90 %).',
    source: 'KNF Recommendation S (res. 242/2023, applies 1.7.2024); Mortgage Credit Act of 23.3.2017 art. 6(1); UKNF position of Feb 2023 on the rate buffer; lending-rules §9 (35 y)',
  },
  {
    ...common,
    countryCode: 'PL',
    loanCurrency: 'EUR',
    limitOrigins: { ...PLACEHOLDERS, dsti: 'regulator', dstiHighIncome: 'regulator', ltv: 'regulator', maxTerm: 'regulator', stress: 'regulator', stressVariable: 'acasa', maxAgeAtMaturity: 'acasa', incomeInLoanCurrency: 'regulator' },
    limitSources: PL_SOURCES,
    dstiCap: '0.400',
    dstiCapHighIncome: '0.500',
    highIncomeThresholdEur: '1420.00',
    ltvCap: '0.800',
    maxTermYears: 35,
    baseRate: '4.50',
    stressAddon: '2.50',
    stressAddonVariable: '3.00',
    requiresIncomeInLoanCurrency: true,
    isVerified: false,
    notes:
      'A household paid mostly in EUR gets EUR or EUR-indexed loans, one paid mostly in PLN gets PLN (Mortgage Credit Act art. 6(1), V); other incomes find no route: few or no banks lend in GBP/USD. In practice EUR loans need 20–30 % down (banks\' non-resident caps). Base rate 4.5 % U (EURIBOR-based, cheaper than PLN: V qualitatively). LTV U; term 35 y and stress as for PLN.',
    source: 'KNF Recommendation S; UKNF Feb 2023; Leach&Lang, analitykkredytowy, notus 2025; lending-rules §9 (35 y)',
  },
  {
    ...common,
    countryCode: 'HU',
    loanCurrency: 'HUF',
    limitOrigins: { ...PLACEHOLDERS, dsti: 'regulator', dstiHighIncome: 'regulator', ltv: 'regulator', ltvFirstHome: 'regulator', stress: 'regulator', maxTerm: 'bank', maxAgeAtMaturity: 'acasa' },
    limitSources: {
      dsti: 'MNB Decree 32/2014 (JTM) by fixed-rate period: 50 % for 10 years or more, 35 % for 5–10, 25 % below 5 or variable (bbj.hu 2018)',
      dstiHighIncome: 'mnb.hu 1.9.2025: 60 / 40 / 30 % from HUF 800,000 net a month, from 1.1.2026',
      ltv: 'MNB Decree 32/2014: LTV 80 %',
      ltvFirstHome: 'mnb.hu 1.9.2025: LTV 90 % for first-time buyers, with no age limit from 2.9.2025',
      stress: 'MNB: rate risk is handled by the JTM caps by fixed-rate period, with no add-on',
      maxTerm: 'Banks’ usual term, 25 years, our reading (not confirmed); OTP lends 11–30 years (biztosdontes.hu, Jan 2026)',
    },
    dstiCap: '0.500',
    dstiCapHighIncome: '0.600',
    highIncomeThresholdEur: '2002.50',
    dstiCapsByFixation: HU_FIXATION_CAPS,
    ltvCap: '0.800',
    ltvCapFirstHome: '0.900',
    maxTermYears: 25,
    baseRate: '6.60',
    stressAddon: '0.00',
    requiresIncomeInLoanCurrency: false,
    isVerified: false,
    notes:
      'JTM (DSTI) by fixed-rate period: ≥10 y 50 %, 5–10 y 35 %, <5 y or variable 25 %; 60 / 40 / 30 % at or above HUF 800k net a month (from 1.1.2026; = EUR 2,002.50 at 399.50), V. The MNB handles rate risk through these caps, so no add-on. LTV 80 %, first-time buyers 90 % with no age limit from 2.9.2025 (V). Forint loans on income earned abroad: every bank but UniCredit accepts it from Hungarian citizens with a permanent Hungarian address, counting 60–90 % of it (money.hu, banknavigator.hu, read 27.11.2026), V; the HUF caps apply to it converted, no MNB rule treats it otherwise (U). FX loans are all but closed by their caps and the 2013 decree; no bank offers a EUR mortgage. Term 25 y and age at maturity U.',
    source: 'MNB Decree 32/2014 (JTM by fixation: bbj.hu 2018); mnb.hu 1.9.2025 (HUF 800k from 1.1.2026; 90 % LTV first-time buyers); kormany.hu 2013; tudastar.money.hu and banknavigator.hu on foreign income (read 27.11.2026)',
  },
  {
    ...common,
    countryCode: 'CZ',
    loanCurrency: 'CZK',
    limitOrigins: { ...PLACEHOLDERS, dsti: 'acasa', dstiYoung: 'acasa', ltv: 'regulator', ltvYoung: 'regulator', ltvInvestment: 'regulator', dtiInvestment: 'regulator', stress: 'acasa', maxTerm: 'bank', maxAgeAtMaturity: 'acasa' },
    limitSources: {
      ltv: 'CNB Bank Board decisions (cnb.cz, June 2024): LTV 80 %',
      ltvYoung: 'CNB Bank Board decisions (cnb.cz, June 2024): LTV 90 % under 36',
      ltvInvestment: 'CNB recommendation of 27.11.2025 (mesec.cz 28.11.2025, banky.cz): LTV 70 % for investment loans from 1.4.2026',
      dtiInvestment: 'CNB recommendation of 27.11.2025 (mesec.cz 28.11.2025, banky.cz): DTI 7 for investment loans from 1.4.2026',
      maxTerm: 'Banks’ usual term, 30 years, our reading (not confirmed)',
    },
    dstiCap: '0.450',
    youngApplicantMaxAge: 35,
    dstiCapYoung: '0.500',
    ltvCap: '0.800',
    ltvCapYoung: '0.900',
    ltvCapInvestment: '0.700',
    dtiMultipleInvestment: '7.00',
    maxTermYears: 30,
    baseRate: '4.70',
    stressAddon: '2.00',
    requiresIncomeInLoanCurrency: false,
    isVerified: false,
    notes:
      'LTV 80 %, 90 % under 36 (binding, V). From 1.4.2026 investment loans (to let, or a third property) are capped at LTV 70 % and DTI 7 (CNB Bank Board, 27.11.2025, V). DSTI and DTI for own housing stay deactivated; the old 45 % (50 % under 36) is used as internal prudence with a +2 pp stress (U). Some banks cut foreign income by up to 30 % and offer LTV 70–85 % (V). Term 30 y and age 70 at maturity U (65 used).',
    source: 'CNB Bank Board decisions (cnb.cz, June 2024); CNB recommendation of 27.11.2025 on investment loans (mesec.cz 28.11.2025, banky.cz); goldmag; tomasvanek',
  },
  {
    ...common,
    countryCode: 'SK',
    loanCurrency: 'EUR',
    limitOrigins: { ...PLACEHOLDERS, dsti: 'regulator', subsistence: 'regulator', dti: 'regulator', ltv: 'regulator', maxTerm: 'regulator', stress: 'regulator', stressedRateCap: 'regulator', maxAgeAtMaturity: 'bank' },
    limitSources: {
      dsti: 'NBS Housing Loan Decree (nbs.sk): DSTI at most 60 % of the income less the subsistence minimum',
      subsistence: 'Opatrenie 149/2024 (employment.gov.sk) × 1.037 from 1.7.2025 (teraz.sk, sita.sk): EUR 284.13 an adult, EUR 129.74 a dependent child',
      dti: 'NBS Housing Loan Decree (NBS 2022): DTI 8, less 0.25 a year of age above 40 for loans ending after 65',
      ltv: 'NBS Housing Loan Decree: LTV 80 %',
      maxTerm: 'NBS Housing Loan Decree: a term of at most 30 years',
      stress: 'NBS Housing Loan Decree: affordability tested at the rate + 2 pp',
      stressedRateCap: 'NBS Housing Loan Decree: the stressed rate at most 6 %',
      maxAgeAtMaturity: 'Lenders’ practice, 70 at the last instalment (not confirmed); the NBS sets no age limit',
    },
    dstiCap: '0.600',
    subsistenceMinimumEur: '284.13',
    subsistencePerDependantEur: '129.74',
    dtiMultiple: '8.00',
    dtiAgeThreshold: 40,
    dtiReductionPerYear: '0.250',
    dtiReductionLoanEndAge: 65,
    ltvCap: '0.800',
    maxTermYears: 30,
    maxAgeAtMaturity: 70,
    baseRate: '3.80',
    stressAddon: '2.00',
    stressedRateCap: '6.00',
    requiresIncomeInLoanCurrency: false,
    isVerified: false,
    notes:
      'DSTI ≤ 60 % of (net income − subsistence minimum) at the rate +2 pp, the stressed rate capped at 6 % (binding, V). Subsistence minimum from 1.7.2025: EUR 284.13 per adult, EUR 129.74 per dependent child (EUR 273.99 and 125.11 × 1.037; V). DTI 8× annual income, −0.25 per year of age above 40 only for loans ending after 65 (NBS 2022, V). LTV 80 % (V), term ≤ 30 y (V). NBS sets no age cap: 70 at maturity is lender practice (U).',
    source: 'NBS Housing Loan Decree; nbs.sk; employment.gov.sk (Opatrenie 149/2024: 273.99 / 191.14 / 125.11); teraz.sk and sita.sk 2025 (coefficient 1.037 from 1.7.2025); lending-rules §9',
  },
  {
    ...common,
    countryCode: 'HR',
    loanCurrency: 'EUR',
    limitOrigins: { ...PLACEHOLDERS, dsti: 'regulator', ltv: 'regulator', maxTerm: 'regulator', stress: 'regulator', maxAgeAtMaturity: 'acasa' },
    limitSources: {
      dsti: 'HNB Decision on consumer lending criteria (19.3.2025, hnb.hr), from 1.7.2025: DSTI at most 45 % for housing loans',
      ltv: 'HNB Decision on consumer lending criteria (19.3.2025, hnb.hr): LTV at most 90 %',
      maxTerm: 'HNB Decision on consumer lending criteria (19.3.2025, hnb.hr): a term of at most 30 years',
      stress: 'HNB Decision on consumer lending criteria: no stress add-on; banks test at their own rate',
    },
    dstiCap: '0.450',
    ltvCap: '0.900',
    maxTermYears: 30,
    baseRate: '3.60',
    stressAddon: '0.00',
    requiresIncomeInLoanCurrency: false,
    isVerified: true,
    notes:
      'DSTI ≤ 45 % for housing loans, LTV ≤ 90 %, term ≤ 30 y (V, applies 1.7.2025). The HNB sets no stress add-on: banks test with their own rate. Non-residents: PBZ ≥ 30 % own funds, 5–20 y, EUR earners; foreigners ≤ 65 at the last instalment (V) — bank caps. Rate 3.6 % (V, ≈2025; average 2.98 % in July 2025).',
    source: 'HNB Decision on consumer lending criteria (19.3.2025, hnb.hr); pbz.hr; lending-rules §9',
  },
  {
    ...common,
    countryCode: 'SI',
    loanCurrency: 'EUR',
    limitOrigins: { ...PLACEHOLDERS, dsti: 'regulator', residualIncome: 'regulator', ltv: 'regulator', ltvFirstHome: 'regulator', stress: 'acasa', maxTerm: 'bank', maxAgeAtMaturity: 'acasa' },
    limitSources: {
      dsti: 'BoS regulation UL RS 63/2023 (in force 1.7.2023): DSTI at most 50 %',
      residualIncome: 'BoS regulation UL RS 63/2023: EUR 745 a month left after all instalments (revised yearly), plus each dependant’s social assistance amount (gov.si ZSVarPre weights; basic minimum income EUR 507.43 from 1.3.2026)',
      ltv: 'BoS regulation UL RS 63/2023: LTV 70 % (recommended)',
      ltvFirstHome: 'BoS regulation UL RS 63/2023: LTV 80 % for a first home (recommended)',
      maxTerm: 'Banks’ usual term, 30 years: no housing-loan term cap found (not confirmed)',
    },
    dstiCap: '0.500',
    residualIncomeMinEur: '745.00',
    dependantAllowanceEur: '299.38',
    ltvCap: '0.700',
    ltvCapFirstHome: '0.800',
    maxTermYears: 30,
    baseRate: '3.20',
    stressAddon: '2.00',
    requiresIncomeInLoanCurrency: false,
    isVerified: false,
    notes:
      'DSTI 50 % at every income, at least EUR 745 a month left after all instalments (V, revised yearly), plus for each dependant the social assistance amount for that person (V): a child weighs 0.59 of the basic minimum income, EUR 507.43 from 1.3.2026, so EUR 299.38 (V). LTV recommended: 80 % first home, 70 % other (V). No housing-loan term cap found, 30 y in practice (U). Stress +2 pp is our prudence (no BoS figure found, U).',
    source: 'BoS regulation UL RS 63/2023 (in force 1.7.2023); dnevnik 6/2023; sta.si 2023; unija.com (dependants: social assistance amount per person); gov.si ZSVarPre weights (child 0.59); slovenskenovice.delo.si 1.3.2026 (basic minimum income EUR 507.43)',
  },
  {
    ...common,
    countryCode: 'BG',
    loanCurrency: 'EUR',
    limitOrigins: { ...PLACEHOLDERS, dsti: 'regulator', ltv: 'regulator', maxTerm: 'regulator', stress: 'regulator', maxAgeAtMaturity: 'acasa' },
    limitSources: {
      dsti: 'BNB decision on borrower-based measures (bnb.bg), in effect since 1.10.2024: DSTI at most 50 %',
      ltv: 'BNB decision on borrower-based measures (bnb.bg), in effect since 1.10.2024: LTV at most 85 %',
      maxTerm: 'BNB decision on borrower-based measures (bnb.bg), in effect since 1.10.2024: a term of at most 30 years',
      stress: 'BNB decision on borrower-based measures: no stress add-on',
    },
    dstiCap: '0.500',
    ltvCap: '0.850',
    maxTermYears: 30,
    baseRate: '2.80',
    stressAddon: '0.00',
    requiresIncomeInLoanCurrency: false,
    isVerified: true,
    notes:
      'LTV ≤ 85 %, DSTI ≤ 50 %, term ≤ 30 y; 5 % of new loans may exceed them (BNB, in effect since 1.10.2024, V). The BNB sets no stress add-on. One EUR route: the lev is pegged at 1.95583 and replaced by the euro. Bulbank non-residents: ≤ 70 %, ≤ 25 y (bank caps).',
    source: 'BNB decision on borrower-based measures (bnb.bg), effective 1.10.2024; unicreditbulbank.bg; lending-rules §9',
  },
];
