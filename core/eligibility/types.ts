import type { DocumentType, EmploymentType, Verdict } from '../constants';
import type { BankCharge, Charge } from '../finance/charges';
import type { PricedCharge } from '../finance/offer';
import type { RatePeriod } from '../finance/schedule';
import type { AssessmentInput } from '../schemas/assessment-input';
import type { LimitOrigin, LimitOrigins, LimitSources } from './limit-origins';

/**
 * Types of the eligibility engine. Everything numeric that shapes a result lives in
 * EngineConfig (built from the database by config-from-rows.ts), never in code:
 * every number is admin-editable reference data (docs/lending-rules.md, "How to read this page").
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
 *   route's LTV cap after first-home / young-applicant / land-commercial rules,
 *   docs/lending-rules.md §2 and §7.7). The bands listed BEFORE it apply only within that cap: a measure above the cap
 *   skips them all, so with a 50 % land cap an LTV of 65 % lands on 'above_cap', not 'le_70pct'.
 *   Bands after it (typically the catch-all 'above_cap') are tried normally.
 *
 * Default loanToValue bands (docs/lending-rules.md §6):
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
 * One scoring category (docs/lending-rules.md §6). How a category is measured is code (score.ts);
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

/** One lending route of a property country (lending_rules row; docs/lending-rules.md §2 and §7). */
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
  /** The route is open only to households with some income in its currency (PL Rec. S no. 6 for FX loans). */
  requiresIncomeInLoanCurrency: boolean;
  /** Issue 19: whose each limit is (regulator, banks' practice, Acasa's prudence); unrecorded = Acasa's. */
  limitOrigins: LimitOrigins;
  /** Where each limit is written (a regulator's or a bank's limit); the route's `source` is the whole row's reading list. */
  limitSources: LimitSources;
  /**
   * The regulator's limits of this route (origin 'regulator') were read in the regulator's own
   * text; it says nothing of the banks' practice or of Acasa's prudence on the same route.
   */
  isVerified: boolean;
  /** Where the regulator's rules are written, and when that was checked (YYYY-MM-DD). */
  source: string | null;
  verifiedOn: string | null;
}

export interface ExchangeRate {
  currency: string;
  /** Units of `currency` per 1 EUR (ECB convention): EUR = amount / rate. */
  rate: number;
  /** ISO date (YYYY-MM-DD). */
  rateDate: string;
  /**
   * Share of income in this currency not counted when the loan is in another currency (§7.1 as
   * corrected by issue 19: a lei earner borrowing lei is counted whole), unless the bank
   * publishes its own cut.
   */
  fxHaircut: number;
}

/**
 * A bank's rate on one loan currency (issue 19), percent a year: the rate of its representative
 * offer, fixed for `fixedYears` and then `rateAfter` (its reference index today plus its margin;
 * the Directive's Annex I assumes the index stays as it is), or one rate for the whole loan.
 */
export interface BankRate {
  rate: number;
  /** Years the first rate is fixed for; null = the whole loan. */
  fixedYears: number | null;
  /** The rate after the fixed years; null = the whole loan at `rate`. */
  rateAfter: number | null;
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
  /**
   * Issue 19: what this bank charges on each loan currency (a representative rate it publishes,
   * inside its range). A currency without one is priced at the route's base rate within the
   * bank's range.
   */
  representativeRates: Record<string, BankRate>;
  /** The longest term it gives anyone, in years; null = the route's. */
  maxTermYears: number | null;
  /** Income currencies this bank counts; empty = any (PBZ's programme: EUR earners only). */
  acceptedIncomeCurrencies: string[];
  /** Countries of residence it lends to people living in; empty = any (BCR: Europe, USA, Canada). */
  acceptedResidenceCountries: string[];
  /** Share of an income it does not count when the income's currency is not the loan's; null = the rate table's. */
  foreignIncomeHaircut: number | null;
  /** Employment it accepts for the applicant; empty = any (BT: an indefinite contract). */
  acceptedEmploymentTypes: EmploymentType[];
  /** Months at the current employer it asks for; null = none. */
  minEmploymentMonths: number | null;
  /** Months of work history it asks for; null = none. */
  minTotalEmploymentMonths: number | null;
  /** Oldest age at the last instalment this bank accepts; null = the route's (BT 70, CEC 75). */
  maxAgeAtMaturity: number | null;
  acceptsInternationalIncome: boolean;
  requiredDocuments: string[];
  /** Documents it wants in a certified translation, and apostilled or legalised. */
  translatedDocuments: DocumentType[];
  apostilledDocuments: DocumentType[];
  /** Where these criteria were read and when (YYYY-MM-DD); null when nobody has checked them. */
  criteriaSource: string | null;
  criteriaVerifiedOn: string | null;
  /** The criteria above that are our estimate of the usual practice, not read in a source. */
  criteriaEstimates: string[];
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

/** One earner's income as one lender counts it (issue 19: the page explains both figures). */
export interface IncomePart {
  earner: 'applicant' | 'coApplicant';
  currency: string;
  /** As entered, in its currency. */
  monthly: number;
  /** At today's ECB rate, nothing cut: what the household really receives. */
  grossEur: number;
  /** Share cut because the income's currency is not the loan's; 0 when it is. */
  currencyCut: number;
  /** Whose cut it is: the bank's published practice, or Acasa's default (the rate table's). */
  currencyCutOrigin: LimitOrigin | null;
  /** Share counted for the employment type (Acasa's prudence, docs/lending-rules.md §7.1). */
  employmentFactor: number;
  /** False when the lender does not lend against income in this currency. */
  isCounted: boolean;
  countedEur: number;
}

export interface BankRecommendation {
  bankId: number;
  name: string;
  website: string | null;
  logo: string | null;
  interestRateMin: number;
  interestRateMax: number;
  /** The loan the offer is for: the desired loan, limited by what this bank would lend. */
  loanAmount: number;
  /** What this bank would lend at most (its non-resident LTV and term, its range). */
  bankMaxLoanAmount: number;
  termMonths: number;
  fit: BankFit;
  /** Why the fit is partial; empty when full. */
  reasons: Message[];
  /** The income this bank counts, earner by earner (issue 19), and its total in EUR. */
  incomeParts: IncomePart[];
  countedIncomeEur: number;
  /** When its criteria were checked, and which of them are our estimates (issue 19). */
  criteriaVerifiedOn: string | null;
  criteriaEstimates: string[];
  /**
   * The documents it wants in a certified translation, and apostilled or legalised (issue 19):
   * its conditions for people living abroad, so empty for someone living in the property country.
   */
  translatedDocuments: DocumentType[];
  apostilledDocuments: DocumentType[];
  /** The loan priced in full at this bank's rate (issue 14). */
  offer: BankOffer;
}

/** A partner bank of the country that would not lend on this route, and why (issue 19). */
export interface BankRefusal {
  bankId: number;
  name: string;
  reason: Message;
}

/**
 * A bank's offer priced in full (issue 14, MCD 2014/17/EU art. 17 and Annex I) for the loan of
 * its recommendation, at its rate for the route (bankRateOn) and again at the stressed rate.
 */
export interface BankOffer {
  /** Percent per year the offer is priced at. */
  rate: number;
  stressedRate: number;
  /** The first instalment (interest + principal), and the same at the stressed rate (issue 19: one loan, one payment). */
  monthlyPayment: number;
  monthlyPaymentStressed: number;
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

/** Which limit of docs/lending-rules.md §7.9 set the maximum loan. */
export type LimitingFactor = 'affordability' | 'loanToValue' | 'debtToIncome' | 'bankMaximum' | 'term' | 'noRule';

/** Route figures are null when the property country has no active lending rule (nothing to show as "fine"). */
export interface EngineMetrics {
  /** (Stressed payment of the loan + existing debts) / counted income; null without income or route. */
  dsti: number | null;
  /** The effective DSTI cap of the route (after SK subsistence, SI residual and expenses limits). */
  dstiCap: number | null;
  /** The loan offered (the desired one when no loan can be had) / property value. */
  ltv: number;
  ltvCap: number | null;
  termMonths: number | null;
  loanCurrency: string | null;
  propertyCountry: string;
  baseRate: number | null;
  stressedRate: number | null;
  /** Monthly income the lender counts, in EUR (§7.1): after its currency cut and the employment factor. */
  incomeEur: number;
  /** The household's monthly income at today's rates with nothing cut (issue 19: both figures explained). */
  grossIncomeEur: number;
  /** How the lender counts each earner's income. */
  incomeParts: IncomePart[];
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
  /**
   * 'bankRate': the bank's own rate after its fixed years (issue 19); 'stress': the route's stress
   * add-on on a fixed period the applicant chose; 'illustration': the configured rise.
   */
  riseBasis: 'bankRate' | 'stress' | 'illustration';
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
  /** What the scheme would lend, when it applies (0 otherwise). */
  maxLoanAmount: number;
  downPaymentShare: number;
  /** The loan the payment is for (the desired one within the scheme's maximum), and its first instalment. */
  loanAmount: number;
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

/**
 * The one loan the result is about (issue 19): the best offer, the loan a named partner bank would
 * make at its own rate and term. Every payment on the page, the certificate, the list, the
 * comparison and the broker's view is this loan's. Without partner banks in the country, the
 * route's typical terms (bankId and bankName null), said so.
 */
export interface OfferedLoan {
  bankId: number | null;
  bankName: string | null;
  /** EUR; the desired loan, or what the bank lends when that is less (or its minimum, when more). */
  amount: number;
  isDesiredAmount: boolean;
  currency: string;
  /** The amount in the loan's currency at the day's ECB rate (the bank lends in it), and that rate's date (null for EUR's own). */
  amountInLoanCurrency: number;
  loanCurrencyRateDate: string | null;
  /** The first rate; when the bank fixes it for some years, the rate after them and from which month. */
  rate: number;
  rateAfter: number | null;
  rateChangesFromMonth: number | null;
  stressedRate: number;
  termMonths: number;
  /** The first instalment, EUR. */
  monthlyPayment: number;
  monthlyPaymentInLoanCurrency: number;
  /** The first instalment at the stressed rate; null when the stressed rate is the rate (no stress tile). */
  monthlyPaymentStressed: number | null;
  /** The instalment plus the monthly mandatory charges. */
  monthlyOutgoing: number;
  apr: number | null;
}

/** One loan currency the country's banks lend in (issue 19: the loan's currency is stated and choosable). */
export interface RouteOption {
  currency: string;
  /** The household can borrow in it (PL, HU: some income in the currency, Rec. S no. 6). */
  isOpen: boolean;
  /** The most a partner bank lends in it, and the first instalment of the loan it would offer. */
  maxLoanAmount: number;
  monthlyPayment: number | null;
  bankName: string | null;
  /** Some of the household's income is in another currency: the instalment moves with the exchange rate. */
  hasCurrencyRisk: boolean;
  isChosen: boolean;
}

/** Where a limit on the offered loan comes from (issue 19); key `result.limit.<name>`. */
export interface AppliedLimit {
  name: 'dsti' | 'ltv' | 'maxTerm' | 'maxAgeAtMaturity' | 'stress' | 'currencyCut' | 'employmentFactor' | 'residualIncome' | 'subsistence' | 'dti' | 'bankMaximum';
  /** A fraction (caps, cuts), percentage points (stress), years (term, age) or EUR (amounts, floors). */
  value: number;
  origin: LimitOrigin;
  /** The regulator's rule or the bank's published conditions, and when it was checked. */
  source: string | null;
  verifiedOn: string | null;
  bankName: string | null;
  /** The figure is our estimate of the bank's practice, not read in a source. */
  isEstimate: boolean;
}

export interface EngineResult {
  /** The answer first: a partner bank lends the desired loan, less, or nothing. */
  verdict: Verdict;
  /** Why the verdict is not `eligible` (or what it rests on); keys `result.verdict.reason.<name>`. */
  verdictReasons: Message[];
  /** The score after the verdict's floor and ceiling: never better than the verdict, never worse than a possible loan. */
  eligibilityScore: number;
  /** The points the answers earn (the breakdown's sum), before the floor and the ceiling. */
  scoreBeforeCeiling: number;
  /** The ceiling that applied, or null when the score is below it. */
  scoreCeiling: number | null;
  /** Issue 19: the floor of a possible loan that applied (a loan becoming possible never lowers the score), or null. */
  scoreFloor: number | null;
  /**
   * The headline, EUR floored to the configured step: the most an active partner bank of the
   * property country would lend this household (its non-resident LTV and term, its age limit,
   * the income it counts). The route's figure when the country has no partner bank.
   */
  maxLoanAmount: number;
  /** The bank that lends the headline, or null. */
  maxLoanBankName: string | null;
  /**
   * What the regulator's rules allow on the same route (issue 19: their limits only, at the lowest
   * rate and the longest term a lender offers on it); never below a partner bank's offer.
   */
  regulatoryMaxLoanAmount: number;
  maxLoanSource: 'partnerBanks' | 'regulatory';
  /** Why partner banks lend less than the rules allow (keys `result.verdict.headlineLimit.<name>`), or null. */
  headlineLimit: Message | null;
  /** The one loan every payment is of; null when no loan can be made. */
  loan: OfferedLoan | null;
  ownFunds: OwnFunds;
  /** The income currency's rate is older than the configured number of days. */
  staleRates: boolean;
  /** The offered loan's first instalment (loan.monthlyPayment); null when no loan can be made. */
  monthlyPayment: number | null;
  /** The same at the stressed rate; null without a loan or when the stressed rate is the rate. */
  monthlyPaymentStressed: number | null;
  metrics: EngineMetrics;
  breakdown: BreakdownItem[];
  reasons: Message[];
  improvements: Improvement[];
  bankRecommendations: BankRecommendation[];
  /** A translation key when bankRecommendations is empty, else null. */
  bankRecommendationsEmptyReason: string | null;
  /** The country's partner banks that would not lend on this route, and why. */
  bankRefusals: BankRefusal[];
  /** The loan currencies of the country, what each would give, which one the result is in. */
  routeOptions: RouteOption[];
  /** The currency the applicant chose, or null when the result takes the one that lends the most. */
  chosenLoanCurrency: string | null;
  /**
   * Null without a co-applicant; false when borrowing alone lends more (an older co-applicant
   * shortens the term), so the result is the applicant's alone, and says so (issue 19: no cliffs).
   */
  coApplicantCounted: boolean | null;
  /** When no loan can be made: what would make one possible, with numbers; keys `result.nextStep.<name>`. */
  nextSteps: Message[];
  /** Where each limit on the loan comes from. */
  limits: AppliedLimit[];
  flags: Flag[];
  /** Null when the income and the loan share a currency or no loan can be made. */
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
