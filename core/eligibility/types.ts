import type { Verdict } from '../constants';
import type { BankCharge, Charge } from '../finance/charges';
import type { PricedCharge } from '../finance/offer';
import type { RatePeriod } from '../finance/schedule';
import type { AssessmentInput } from '../schemas/assessment-input';

/**
 * Types of the eligibility engine. Everything numeric that shapes a result lives in
 * EngineConfig (built from the database by config-from-rows.ts), never in code:
 * lending-rules.md says "store all numbers below as admin-editable config".
 *
 * Units, once for all files:
 * - fractions for caps, haircuts and ratios (0.40 = 40 %), as stored in the database;
 * - interest rates in percent per year (6.5 = 6.5 %), as stored in the database;
 * - amounts in EUR unless a name says otherwise; terms in months unless a name says years.
 */

/** The validated assessment (core/schemas/assessment-input.ts): amounts are numbers. */
export type EngineInput = AssessmentInput;

/**
 * A scoring band picks `option` for a numeric measure.
 *
 * - Bands are tried in array order; the first that matches wins.
 * - `min` and `max` are inclusive; an omitted bound is unbounded. A band with neither bound is
 *   a catch-all, and it is also the band chosen when the measure is missing (no savings, no
 *   total experience), which is how 'missing' / 'none_or_missing' are expressed.
 * - The country cap: a band whose option is COUNTRY_CAP_BAND_OPTION ('le_countryCap') and whose
 *   `max` is omitted takes as its `max` the applicant's regulatory cap (for loanToValue: the
 *   route's LTV cap after first-home / young-applicant / land-commercial rules, lending-rules
 *   §2 and §7.7). The bands listed BEFORE it apply only within that cap: a measure above the cap
 *   skips them all, so with a 50 % land cap an LTV of 65 % lands on 'above_cap', not 'le_70pct'.
 *   Bands after it (typically the catch-all 'above_cap') are tried normally.
 *
 * Default loanToValue bands (lending-rules §6):
 *   [{ option: 'le_60pct', max: 0.6 }, { option: 'le_70pct', max: 0.7 }, { option: 'le_80pct', max: 0.8 },
 *    { option: 'le_countryCap' }, { option: 'above_cap' }]
 *
 * The shape is exactly the scoring_config.bands column ({ option, min?, max? }), so admins edit
 * thresholds as data and the marker needs no extra column.
 */
export interface ScoringBand {
  option: string;
  min?: number;
  max?: number;
}

/** The option name that marks the country-cap band (see ScoringBand). */
export const COUNTRY_CAP_BAND_OPTION = 'le_countryCap';

/**
 * One scoring category (lending-rules §6). How a category is measured is code (score.ts);
 * its weight, option points and band thresholds are data.
 */
export interface ScoringCategory {
  category: string;
  weight: number;
  /** option -> points (each between 0 and weight). */
  options: Record<string, number>;
  /** Empty for categories whose option is the applicant's answer (employmentType, incomeCurrency ...). */
  bands: ScoringBand[];
  isActive: boolean;
  sortOrder: number;
}

/**
 * A DSTI cap that depends on how long the rate is fixed (HU, MNB Decree 32/2014: ≥ 10 y 50 %,
 * 5–10 y 35 %, < 5 y or variable 25 %; each with a higher cap from an income threshold).
 */
export interface FixationDstiCap {
  /** The tier applies when the rate is fixed for at least this many years (0: variable too). */
  minFixedYears: number;
  dstiCap: number;
  dstiCapHighIncome: number | null;
}

/** One lending route of a property country (lending_rules row; lending-rules §2 and §7). */
export interface LendingRule {
  countryCode: string;
  loanCurrency: string;
  dstiCap: number;
  dstiCapFirstHome: number | null;
  dstiCapHighIncome: number | null;
  /** Counted monthly income (EUR, after haircut and employment factor) at or above which dstiCapHighIncome applies. */
  highIncomeThresholdEur: number | null;
  /** Applicants this age or younger get the young caps (CZ: under 36 -> 35). */
  youngApplicantMaxAge: number | null;
  dstiCapYoung: number | null;
  ltvCap: number;
  ltvCapFirstHome: number | null;
  ltvCapYoung: number | null;
  ltvCapLandCommercial: number;
  maxTermYears: number;
  maxTermYearsLandCommercial: number;
  maxAgeAtMaturity: number;
  /** Percent per year. */
  baseRate: number;
  /** Percentage points added to baseRate for the affordability test of a fixed-rate loan (§3, §9). */
  stressAddon: number;
  /** The add-on for a variable rate (PL: above 2.5 pp); null = the fixed-rate add-on. */
  stressAddonVariable: number | null;
  /** The stressed rate never goes above this (SK: 6 %), unless the base rate already does. */
  stressedRateCap: number | null;
  /** HU: DSTI caps by fixed-rate period, replacing dstiCap / dstiCapHighIncome; null elsewhere. */
  dstiCapsByFixation: FixationDstiCap[] | null;
  /** CZ from 1.4.2026: LTV and DTI caps for investment (buy-to-let) loans. */
  ltvCapInvestment: number | null;
  dtiMultipleInvestment: number | null;
  /** SK: the DTI reduction by age applies only when the loan ends after this age (65). */
  dtiReductionLoanEndAge: number | null;
  /** SK: subsistence minimum added per dependent child (EUR a month). */
  subsistencePerDependantEur: number | null;
  residualIncomeMinEur: number | null;
  /**
   * EUR a month per dependant (issue 14): SI adds it to the residual income floor; elsewhere it
   * is the living cost assumed when no expenses are entered (null: the engine parameter's default).
   */
  dependantAllowanceEur: number | null;
  subsistenceMinimumEur: number | null;
  dtiMultiple: number | null;
  dtiAgeThreshold: number | null;
  dtiReductionPerYear: number | null;
  requiresIncomeInLoanCurrency: boolean;
  isVerified: boolean;
}

export interface ExchangeRate {
  currency: string;
  /** Units of `currency` per 1 EUR (ECB convention): EUR = amount / rate. */
  rate: number;
  /** ISO date (YYYY-MM-DD). */
  rateDate: string;
  /** Share of income in this currency that is not counted (§7.1). */
  fxHaircut: number;
}

/** A partner bank's public fields (what GET /api/assessments/config may show). */
export interface Bank {
  id: number;
  name: string;
  countryCode: string;
  description: string | null;
  website: string | null;
  logo: string | null;
  features: string[];
  minLoanAmount: number;
  maxLoanAmount: number;
  /** Percent per year. */
  interestRateMin: number;
  interestRateMax: number;
  /** LTV cap this bank applies to applicants living outside the property country. */
  nonResidentLtvCap: number | null;
  nonResidentMaxTermYears: number | null;
  loanCurrencies: string[];
  /** Income currencies this bank lends against; empty = any (PBZ's programme: EUR earners only). */
  acceptedIncomeCurrencies: string[];
  /** Oldest age at the last instalment this bank accepts; null = the route's (BT 70, CEC 75). */
  maxAgeAtMaturity: number | null;
  acceptsInternationalIncome: boolean;
  requiredDocuments: string[];
  /** Its charges (arrangement, valuation, account, insurance), each with its source (issue 14). */
  charges: BankCharge[];
}

/** A cost of buying in a property country (transfer tax, notary, land registry ...), issue 14. */
export interface CountryCharge extends Charge {
  countryCode: string;
}

/**
 * A first-home scheme a property country runs (issue 14: Romania's Noua Casă, Hungary's Otthon
 * Start), as its own route with its own conditions. Null limits do not apply.
 */
export interface FirstHomeScheme {
  /** Stable key, also the translation key suffix: `result.scheme.<key>`. */
  key: string;
  countryCode: string;
  name: string;
  loanCurrency: string;
  /** The most the scheme lends as a share of the price (Noua Casă: 95 % up to €70,000). */
  ltvCap: number;
  /** EUR */
  maxPrice: number | null;
  maxLoan: number | null;
  /** Percent per year; null = the country's route rate. */
  baseRate: number | null;
  maxTermYears: number | null;
  /** Oldest age at application. */
  maxAge: number | null;
  requiresFirstHome: boolean;
  /** Only for people who live in the property country (Otthon Start: a permanent Hungarian address). */
  requiresResidence: boolean;
  source: string;
  verifiedOn: string | null;
}

export interface EngineConfig {
  scoring: ScoringCategory[];
  scoringConfigVersion: number;
  /** Active routes of every property country. */
  lendingRules: LendingRule[];
  /** The newest rate per currency. */
  exchangeRates: ExchangeRate[];
  /** Active banks of every property country. */
  banks: Bank[];
  /** Costs of buying, every property country (issue 14). */
  closingCosts: CountryCharge[];
  /** Active first-home schemes (issue 14). */
  schemes: FirstHomeScheme[];
  /** engine_parameters key -> value; keys in parameters.ts. */
  parameters: Record<string, number>;
}

/** A translation key with its interpolation values (the client translates). */
export interface Message {
  key: string;
  values: Record<string, string | number>;
}

export interface BreakdownItem {
  category: string;
  option: string;
  points: number;
  weight: number;
}

export interface Improvement extends Message {
  /** Score after the change minus the score now (re-run of the engine). */
  scoreGain: number;
  /** Maximum loan after the change minus the maximum now (EUR). */
  maxLoanGain: number;
  /** The verdict after the change. */
  verdictAfter: Verdict;
}

export type FlagSeverity = 'info' | 'warning';

export interface Flag extends Message {
  severity: FlagSeverity;
}

export type BankFit = 'full' | 'partial';

export interface BankRecommendation {
  bankId: number;
  name: string;
  website: string | null;
  logo: string | null;
  interestRateMin: number;
  interestRateMax: number;
  /** The loan the estimate is for: the desired loan, limited by what this bank would lend. */
  loanAmount: number;
  /** What this bank would lend at most (its non-resident LTV and term, its range). */
  bankMaxLoanAmount: number;
  termMonths: number;
  monthlyPaymentMin: number;
  monthlyPaymentMax: number;
  fit: BankFit;
  /** Why the fit is partial; empty when full. */
  reasons: Message[];
  /** The loan priced in full at this bank's rate (issue 14). */
  offer: BankOffer;
}

/**
 * A bank's offer priced in full (issue 14, MCD 2014/17/EU art. 17 and Annex I) for the loan of
 * its recommendation, at its rate for the route (bankRateOn) and again at the stressed rate.
 */
export interface BankOffer {
  /** Percent per year the offer is priced at. */
  rate: number;
  stressedRate: number;
  /** The APRC, percent with two decimals; null when it cannot be computed. */
  apr: number | null;
  /** The APRC if the rate were the stressed rate all along. */
  aprStressed: number | null;
  /** First instalment plus the monthly mandatory charges. */
  monthlyOutgoing: number;
  totalInterest: number;
  /** Mandatory charges over the whole loan. */
  totalCharges: number;
  /** Interest + mandatory charges (MCD art. 4(13)). */
  totalCostOfCredit: number;
  /** Loan + total cost of credit (MCD art. 4(14)). */
  totalAmountPayable: number;
  totalCostOfCreditStressed: number;
  totalAmountPayableStressed: number;
  /** Mandatory charges paid at signing (upfront ones and the first year of yearly ones). */
  upfrontCharges: number;
  /** Down payment + the country's costs of buying + this bank's upfront charges. */
  cashNeeded: number;
  /** Each charge, mandatory or not (optional ones are listed, not counted). */
  charges: PricedCharge[];
  /** The rates by month (a fixed period then the variable rate): the client draws the schedule. */
  ratePeriods: RatePeriod[];
}

/** Which limit of lending-rules §7.9 set the maximum loan. */
export type LimitingFactor = 'affordability' | 'loanToValue' | 'debtToIncome' | 'bankMaximum' | 'term' | 'noRule';

/** Route figures are null when the property country has no active lending rule (nothing to show as "fine"). */
export interface EngineMetrics {
  /** (Stressed payment of the desired loan + existing debts) / counted income; null without income or route. */
  dsti: number | null;
  /** The effective DSTI cap of the route (after SK subsistence, SI residual and expenses limits). */
  dstiCap: number | null;
  /** Desired loan / property value. */
  ltv: number;
  ltvCap: number | null;
  termMonths: number | null;
  loanCurrency: string | null;
  propertyCountry: string;
  baseRate: number | null;
  stressedRate: number | null;
  /** Counted monthly income in EUR (§7.1). */
  incomeEur: number;
  /** Monthly amount available for the new loan at the stressed rate (§7.3). */
  paymentCapacityEur: number;
  affordableLoan: number;
  ltvLimitLoan: number;
  dtiLimitLoan: number | null;
  limitedBy: LimitingFactor;
  age: number;
  assumedAge: boolean;
  isNonResident: boolean;
}

/**
 * Own funds (issue 10): savings include the down payment; what is not financed plus purchase
 * costs must come from them.
 */
export interface OwnFunds {
  /** Price − the loan that can be financed (the desired loan, or less when banks lend less). */
  downPayment: number;
  /**
   * Purchase costs: the country's costs of buying (itemised, issue 14) plus the best-matching
   * bank's charges at signing; the configured share of the price when the country has no data.
   */
  purchaseCosts: number;
  /** 'itemised' from the country's tariffs, or 'allowance' (a share of the price) without them. */
  costBasis: 'itemised' | 'allowance';
  /** The country's costs of buying, one by one (key `result.cost.<key>`), with their source. */
  costItems: CostItem[];
  /** The best-matching bank's mandatory charges at signing, and which bank; 0 / null without one. */
  bankCharges: number;
  bankName: string | null;
  /** downPayment + purchaseCosts. */
  required: number;
  /** Savings (which include the down payment), else the down payment entered; null when neither is given. */
  available: number | null;
  /** required − available when positive; null when available is unknown. */
  shortfall: number | null;
}

/** One cost of buying (issue 14). */
export interface CostItem {
  key: string;
  amount: number;
  source: string;
}

/** What a fall of the income's currency does to the payment (issue 14, MCD art. 23). */
export interface FxShockScenario {
  /** The fall, a fraction (0.2 = the income currency loses 20 % against the loan's). */
  fall: number;
  /** The instalment in the income's currency after the fall. */
  monthlyPaymentInIncomeCurrency: number;
  /** The instalment as a share of the household's net income after the fall. */
  shareOfIncome: number;
}

export interface FxShock {
  incomeCurrency: string;
  loanCurrency: string;
  /** The instalment in the income's currency today, and the household income in it. */
  monthlyPaymentInIncomeCurrency: number;
  monthlyIncomeInIncomeCurrency: number;
  /** The part of the household income in the loan's currency (it does not fall), in the income currency. */
  stableIncomeInIncomeCurrency: number;
  shareOfIncome: number;
  /** 10 %, 20 % and 30 %: the scenarios, 20 % being the Directive's (art. 23). */
  scenarios: FxShockScenario[];
}

/** The payment after the fixed period if the rate rises by the stress (issue 14). */
export interface FixedPeriodEnd {
  /** The first month of the variable rate. */
  fromMonth: number;
  rate: number;
  monthlyPayment: number;
  /** 'stress' when the route's stress add-on is used, 'illustration' for the configured rise. */
  riseBasis: 'stress' | 'illustration';
  risePp: number;
}

export type SchemeStatus = 'qualifies' | 'nearly' | 'doesNotApply';

/** A first-home scheme as its own route (issue 14): shown when the applicant qualifies or nearly does. */
export interface SchemeResult {
  key: string;
  name: string;
  status: SchemeStatus;
  /** Keys `result.scheme.reason.<name>`: the conditions not met. */
  reasons: Message[];
  /** What the scheme would lend and its payment, when it applies (0 otherwise). */
  maxLoanAmount: number;
  downPaymentShare: number;
  monthlyPayment: number;
  /**
   * Set when the scheme's figure is above what partner banks lend this applicant (a non-resident
   * at 80 %): the scheme is delivered by banks, and whether they apply it to someone living
   * abroad is theirs to decide. Key `result.scheme.note.<name>`.
   */
  note: Message | null;
  source: string;
}

/** The reverse question (issue 14): the most expensive home this income and these savings buy. */
export type AffordableLimit = 'income' | 'savings' | 'age' | 'bankMaximum' | 'noLoan';

export interface AffordablePrice {
  price: number;
  loan: number;
  /** Down payment + costs of buying at that price. */
  cashNeeded: number;
  limitedBy: AffordableLimit;
}

export interface EngineResult {
  /** The answer first: a partner bank lends the desired loan, less, or nothing. */
  verdict: Verdict;
  /** Why the verdict is not `eligible` (or what it rests on); keys `result.verdict.reason.<name>`. */
  verdictReasons: Message[];
  /** The score after the verdict's ceiling: never better than the verdict. */
  eligibilityScore: number;
  /** The points the answers earn (the breakdown's sum), before the ceiling. */
  scoreBeforeCeiling: number;
  /** The ceiling that applied, or null when the score is below it. */
  scoreCeiling: number | null;
  /**
   * The headline, EUR floored to the configured step: the most an active partner bank of the
   * property country would lend this applicant (its non-resident LTV and term, its age limit,
   * the income currencies it accepts). The regulatory figure when the country has no partner bank.
   */
  maxLoanAmount: number;
  /** What the country's rules allow (lending-rules §7.9), before any bank's own limits. */
  regulatoryMaxLoanAmount: number;
  maxLoanSource: 'partnerBanks' | 'regulatory';
  /** Why partner banks lend less than the rules allow (keys `result.verdict.headlineLimit.<name>`), or null. */
  headlineLimit: Message | null;
  ownFunds: OwnFunds;
  /** The income currency's rate is older than the configured number of days. */
  staleRates: boolean;
  /** Desired loan at the base rate over the term. */
  monthlyPayment: number;
  monthlyPaymentStressed: number;
  metrics: EngineMetrics;
  breakdown: BreakdownItem[];
  reasons: Message[];
  improvements: Improvement[];
  bankRecommendations: BankRecommendation[];
  /** A translation key when bankRecommendations is empty, else null. */
  bankRecommendationsEmptyReason: string | null;
  flags: Flag[];
  /** Null when the income and the loan share a currency or no route exists. */
  fxShock: FxShock | null;
  /** Null for a variable rate from the start or a fixed period as long as the loan. */
  afterFixedPeriod: FixedPeriodEnd | null;
  /** The term the applicant chose, or null for the longest allowed. */
  chosenTermMonths: number | null;
  schemes: SchemeResult[];
  /** Only when asked for (EvaluateOptions.withAffordablePrice), else null. */
  affordablePrice: AffordablePrice | null;
  fxRateDate: string | null;
  scoringConfigVersion: number;
}
