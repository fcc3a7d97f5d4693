import type { EngineParameterRow } from './rows';


/**
 * Engine parameters that are not per country (keys: core/eligibility/parameters.ts).
 * All are admin-editable data, as every number is (docs/lending-rules.md, "How to read this page").
 */
export const engineParameterSeed: EngineParameterRow[] = [
  {
    key: 'employmentIncomeFactor.permanent',
    value: '1.0',
    description: 'Share of income counted for a permanent contract (lending-rules §7.1).',
  },
  {
    key: 'employmentIncomeFactor.temporary',
    value: '0.9',
    description: 'Share of income counted for a temporary contract (lending-rules §7.1, proposal, unverified).',
  },
  {
    key: 'employmentIncomeFactor.self-employed',
    value: '0.8',
    description: 'Share of income counted for self-employment (lending-rules §7.1, proposal, unverified).',
  },
  {
    key: 'employmentIncomeFactor.freelance',
    value: '0.8',
    description: 'Share of income counted for freelance work (lending-rules §7.1, proposal, unverified).',
  },
  {
    key: 'employmentIncomeFactor.other',
    value: '0.7',
    description: 'Share of income counted for other employment (lending-rules §7.1, proposal, unverified).',
  },
  {
    key: 'defaultAge',
    value: '40',
    description: 'Age assumed when the applicant gives none; the result says so (lending-rules §7.5).',
  },
  {
    key: 'minTermMonths',
    value: '60',
    description: 'Shortest possible term; below it the applicant is not eligible (lending-rules §7.5).',
  },
  {
    key: 'downPaymentCostAllowance',
    value: '0.05',
    description: 'Purchase costs own funds must cover on top of the unfinanced price, share of the value (lending-rules §7.10).',
  },
  {
    key: 'maxLoanRoundingEur',
    value: '1000',
    description: 'The maximum loan is rounded down to this step in EUR (lending-rules §7.9).',
  },
  {
    key: 'improvementRoundingEur',
    value: '100',
    description: 'Step in EUR for the amounts suggested by improvements (loan, savings).',
  },
  {
    key: 'verdictMaxScore.not_eligible',
    value: '49',
    description: 'The best score a result may show when no loan is possible: below the lowest "fair" band (issue 10).',
  },
  {
    key: 'verdictMaxScore.partial',
    value: '79',
    description: 'The best score a result may show when banks lend less than desired: below "strong" (issue 10).',
  },
  {
    key: 'defaultDependantAllowanceEur',
    value: '150',
    description:
      'Living costs assumed per dependant (EUR a month) when no expenses are entered and the route names no allowance (issue 14). Our assumption (U): about half the EU-27 at-risk-of-poverty threshold per child in the property countries; SK and SI use their own figures.',
  },
  {
    key: 'rateRiseIllustrationPp',
    value: '2',
    description:
      'Percentage points the rate is shown rising by after a fixed period where the regulator sets no stress add-on (RO, HR, BG; issue 14). The +2 pp the first release applied everywhere (lending-rules §2).',
  },
  {
    key: 'staleRatesDays',
    value: '7',
    description: 'A result computed with an income exchange rate older than this many days says so (issue 10).',
  },
  {
    key: 'reasonsCount',
    value: '3',
    description: 'How many main reasons a result explains (lending-rules §5).',
  },
];
