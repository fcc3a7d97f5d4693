import type { ScoringConfigRow } from './rows';


/**
 * docs/lending-rules.md §6: the default scoring configuration; active weights total 100.
 * Bands are tried in order, first match wins; min and max are inclusive; a band without bounds
 * is the catch-all and also what a missing answer gets; 'le_countryCap' without max is bounded
 * by the applicant's regulatory LTV cap and the bands before it apply only within the cap
 * (full rules: core/eligibility/types.ts, ScoringBand).
 * maritalStatus and educationLevel are collected by the wizard but inactive with weight 0:
 * §5 (not financial data under the MCD; protected grounds in HR and BG).
 */
export const scoringConfigSeed: ScoringConfigRow[] = [
  {
    category: 'affordability',
    weight: 30,
    sortOrder: 1,
    description:
      'Stressed debt service (new loan at base rate + stress add-on, plus existing debts) as a share of the country DSTI cap.',
    options: { le_60pct: 30, le_80pct: 24, le_100pct: 16, le_115pct: 6, above: 0 },
    bands: [
      { option: 'le_60pct', max: 0.6 },
      { option: 'le_80pct', max: 0.8 },
      { option: 'le_100pct', max: 1 },
      { option: 'le_115pct', max: 1.15 },
      { option: 'above' },
    ],
  },
  {
    category: 'loanToValue',
    weight: 20,
    sortOrder: 2,
    description: "Desired loan ÷ property value; 'le_countryCap' is bounded by the country's regulatory LTV cap.",
    options: { le_60pct: 20, le_70pct: 17, le_80pct: 13, le_countryCap: 8, above_cap: 0 },
    bands: [
      { option: 'le_60pct', max: 0.6 },
      { option: 'le_70pct', max: 0.7 },
      { option: 'le_80pct', max: 0.8 },
      { option: 'le_countryCap' },
      { option: 'above_cap' },
    ],
  },
  {
    category: 'employmentType',
    weight: 15,
    sortOrder: 3,
    description: 'Type of the main employment.',
    options: { permanent: 15, 'self-employed': 9, temporary: 8, freelance: 8, other: 4 },
    bands: [],
  },
  {
    category: 'employmentDuration',
    weight: 10,
    sortOrder: 4,
    description: 'Months at the current employer (Banca Transilvania asks for at least 6).',
    options: { lt_6: 2, '6_11': 5, '12_23': 8, ge_24: 10 },
    bands: [
      { option: 'ge_24', min: 24 },
      { option: '12_23', min: 12 },
      { option: '6_11', min: 6 },
      { option: 'lt_6' },
    ],
  },
  {
    category: 'totalEmploymentDuration',
    weight: 5,
    sortOrder: 5,
    description: 'Years of work experience in total (whole years; more than 5 means 6 or more).',
    options: { '1_2': 2, '3_5': 4, gt_5: 5, missing: 2 },
    bands: [
      { option: 'gt_5', min: 6 },
      { option: '3_5', min: 3 },
      { option: '1_2', min: 1 },
      { option: 'missing' },
    ],
  },
  {
    category: 'incomeCurrency',
    weight: 10,
    sortOrder: 6,
    description:
      "Income currency against the loan's: the same currency carries no exchange-rate risk (full points); EUR against a RON, HUF, CZK or PLN loan some, other currencies (the property countries' own against a EUR loan included, issue 19) more.",
    options: { sameAsLoan: 10, EUR: 7, GBP: 5, USD: 5, CHF: 5, CAD: 4, AUD: 4, RON: 5, PLN: 5, HUF: 5, CZK: 5 },
    bands: [],
  },
  {
    category: 'reserves',
    weight: 10,
    sortOrder: 7,
    description: 'Savings left after the down payment, in stressed monthly instalments (Bulbank asks for 3–6).',
    options: { ge_6: 10, '3_5': 7, '1_2': 3, none_or_missing: 0 },
    bands: [
      { option: 'ge_6', min: 6 },
      { option: '3_5', min: 3 },
      { option: '1_2', min: 1 },
      { option: 'none_or_missing' },
    ],
  },
  {
    category: 'maritalStatus',
    weight: 0,
    sortOrder: 8,
    isActive: false,
    description: 'Not scored: not financial information and a protected ground (lending-rules §5).',
    options: { single: 0, married: 0, divorced: 0, widowed: 0 },
    bands: [],
  },
  {
    category: 'educationLevel',
    weight: 0,
    sortOrder: 9,
    isActive: false,
    description: 'Not scored: not financial information and a protected ground (lending-rules §5).',
    options: { high_school: 0, bachelor: 0, master: 0, phd: 0, other: 0 },
    bands: [],
  },
];
