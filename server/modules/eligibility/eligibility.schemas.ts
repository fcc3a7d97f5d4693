import { z } from 'zod';
import { DOCUMENT_TYPES, EMPLOYMENT_TYPES, VERDICTS } from '../../../core/constants';
import { LIMIT_ORIGINS, ROUTE_LIMITS } from '../../../core/eligibility/limit-origins';
import type { EngineConfig, EngineResult } from '../../../core/eligibility';

/**
 * Response schemas of the engine's public shapes (core/eligibility/types.ts): the preview's
 * EngineResult and the EngineConfig the browser runs evaluate() with. Objects strip unknown
 * keys, so nothing the types do not name can leave the server. `satisfies` below keeps them
 * in step with the engine's types: a field added there and missing here fails typecheck.
 */

const ZValues = z.record(z.string(), z.union([z.string(), z.number()]));
const ZMessage = z.object({ key: z.string(), values: ZValues });

const ZBreakdownItem = z.object({ category: z.string(), option: z.string(), points: z.number(), weight: z.number() });

/** A bank charge as an offer prices it (core/finance/offer.ts PricedCharge); the dossier reads stored ones with it too. */
export const ZPricedCharge = z.object({
  key: z.string(),
  frequency: z.enum(['upfront', 'monthly', 'yearly']),
  isMandatory: z.boolean(),
  firstAmount: z.number(),
  total: z.number(),
});

const ZBankOffer = z.object({
  rate: z.number(),
  stressedRate: z.number(),
  monthlyPayment: z.number(),
  monthlyPaymentStressed: z.number(),
  apr: z.number().nullable(),
  aprStressed: z.number().nullable(),
  monthlyOutgoing: z.number(),
  totalInterest: z.number(),
  totalCharges: z.number(),
  totalCostOfCredit: z.number(),
  totalAmountPayable: z.number(),
  totalCostOfCreditStressed: z.number(),
  totalAmountPayableStressed: z.number(),
  upfrontCharges: z.number(),
  cashNeeded: z.number(),
  charges: z.array(ZPricedCharge),
  ratePeriods: z.array(z.object({ fromMonth: z.number(), annualRatePct: z.number() })),
});

const ZLimitOrigin = z.enum(LIMIT_ORIGINS);

export const ZIncomePart = z.object({
  earner: z.enum(['applicant', 'coApplicant']),
  currency: z.string(),
  monthly: z.number(),
  grossEur: z.number(),
  currencyCut: z.number(),
  currencyCutOrigin: ZLimitOrigin.nullable(),
  employmentFactor: z.number(),
  isCounted: z.boolean(),
  countedEur: z.number(),
});

const ZBankRecommendation = z.object({
  bankId: z.number(),
  name: z.string(),
  website: z.string().nullable(),
  logo: z.string().nullable(),
  interestRateMin: z.number(),
  interestRateMax: z.number(),
  loanAmount: z.number(),
  bankMaxLoanAmount: z.number(),
  termMonths: z.number(),
  fit: z.enum(['full', 'partial']),
  reasons: z.array(ZMessage),
  incomeParts: z.array(ZIncomePart),
  countedIncomeEur: z.number(),
  criteriaVerifiedOn: z.string().nullable(),
  criteriaEstimates: z.array(z.string()),
  translatedDocuments: z.array(z.enum(DOCUMENT_TYPES)),
  apostilledDocuments: z.array(z.enum(DOCUMENT_TYPES)),
  offer: ZBankOffer,
});

export const ZOfferedLoan = z.object({
  bankId: z.number().nullable(),
  bankName: z.string().nullable(),
  amount: z.number(),
  isDesiredAmount: z.boolean(),
  currency: z.string(),
  amountInLoanCurrency: z.number(),
  loanCurrencyRateDate: z.string().nullable(),
  rate: z.number(),
  rateAfter: z.number().nullable(),
  rateChangesFromMonth: z.number().nullable(),
  stressedRate: z.number(),
  termMonths: z.number(),
  monthlyPayment: z.number(),
  monthlyPaymentInLoanCurrency: z.number(),
  monthlyPaymentStressed: z.number().nullable(),
  monthlyOutgoing: z.number(),
  apr: z.number().nullable(),
});

const ZRouteOption = z.object({
  currency: z.string(),
  isOpen: z.boolean(),
  maxLoanAmount: z.number(),
  monthlyPayment: z.number().nullable(),
  bankName: z.string().nullable(),
  hasCurrencyRisk: z.boolean(),
  isChosen: z.boolean(),
});

const ZAppliedLimit = z.object({
  name: z.enum(['dsti', 'ltv', 'maxTerm', 'maxAgeAtMaturity', 'stress', 'currencyCut', 'employmentFactor', 'residualIncome', 'subsistence', 'dti', 'bankMaximum']),
  value: z.number(),
  origin: ZLimitOrigin,
  source: z.string().nullable(),
  verifiedOn: z.string().nullable(),
  bankName: z.string().nullable(),
  isEstimate: z.boolean(),
});

const ZEngineMetrics = z.object({
  dsti: z.number().nullable(),
  dstiCap: z.number().nullable(),
  ltv: z.number(),
  ltvCap: z.number().nullable(),
  termMonths: z.number().nullable(),
  loanCurrency: z.string().nullable(),
  propertyCountry: z.string(),
  baseRate: z.number().nullable(),
  stressedRate: z.number().nullable(),
  incomeEur: z.number(),
  grossIncomeEur: z.number(),
  incomeParts: z.array(ZIncomePart),
  paymentCapacityEur: z.number(),
  affordableLoan: z.number(),
  ltvLimitLoan: z.number(),
  dtiLimitLoan: z.number().nullable(),
  limitedBy: z.enum(['affordability', 'loanToValue', 'debtToIncome', 'bankMaximum', 'term', 'noRule']),
  age: z.number(),
  assumedAge: z.boolean(),
  isNonResident: z.boolean(),
});

export const ZOwnFunds = z.object({
  downPayment: z.number(),
  purchaseCosts: z.number(),
  costBasis: z.enum(['itemised', 'allowance']),
  costItems: z.array(z.object({ key: z.string(), amount: z.number(), source: z.string() })),
  bankCharges: z.number(),
  bankName: z.string().nullable(),
  required: z.number(),
  available: z.number().nullable(),
  shortfall: z.number().nullable(),
});

const ZFxShockScenario = z.object({ fall: z.number(), monthlyPaymentInIncomeCurrency: z.number(), shareOfIncome: z.number() });

export const ZFxShock = z.object({
  incomeCurrency: z.string(),
  loanCurrency: z.string(),
  monthlyPaymentInIncomeCurrency: z.number(),
  monthlyIncomeInIncomeCurrency: z.number(),
  stableIncomeInIncomeCurrency: z.number(),
  shareOfIncome: z.number(),
  scenarios: z.array(ZFxShockScenario),
});

const ZSchemeResult = z.object({
  key: z.string(),
  name: z.string(),
  status: z.enum(['qualifies', 'nearly', 'doesNotApply']),
  reasons: z.array(ZMessage),
  maxLoanAmount: z.number(),
  downPaymentShare: z.number(),
  loanAmount: z.number(),
  monthlyPayment: z.number(),
  note: ZMessage.nullable(),
  source: z.string(),
});

export const ZAffordablePrice = z.object({
  price: z.number(),
  loan: z.number(),
  cashNeeded: z.number(),
  limitedBy: z.enum(['income', 'savings', 'age', 'bankMaximum', 'noLoan']),
});

export const ZEngineResult = z.object({
  verdict: z.enum(VERDICTS),
  verdictReasons: z.array(ZMessage),
  eligibilityScore: z.number(),
  scoreBeforeCeiling: z.number(),
  scoreCeiling: z.number().nullable(),
  scoreFloor: z.number().nullable(),
  maxLoanAmount: z.number(),
  maxLoanBankName: z.string().nullable(),
  regulatoryMaxLoanAmount: z.number(),
  maxLoanSource: z.enum(['partnerBanks', 'regulatory']),
  headlineLimit: ZMessage.nullable(),
  loan: ZOfferedLoan.nullable(),
  ownFunds: ZOwnFunds,
  staleRates: z.boolean(),
  monthlyPayment: z.number().nullable(),
  monthlyPaymentStressed: z.number().nullable(),
  metrics: ZEngineMetrics,
  breakdown: z.array(ZBreakdownItem),
  reasons: z.array(ZMessage),
  improvements: z.array(ZMessage.extend({ scoreGain: z.number(), maxLoanGain: z.number(), verdictAfter: z.enum(VERDICTS) })),
  bankRecommendations: z.array(ZBankRecommendation),
  bankRecommendationsEmptyReason: z.string().nullable(),
  bankRefusals: z.array(z.object({ bankId: z.number(), name: z.string(), reason: ZMessage })),
  routeOptions: z.array(ZRouteOption),
  chosenLoanCurrency: z.string().nullable(),
  coApplicantCounted: z.boolean().nullable(),
  nextSteps: z.array(ZMessage),
  limits: z.array(ZAppliedLimit),
  flags: z.array(ZMessage.extend({ severity: z.enum(['info', 'warning']) })),
  fxShock: ZFxShock.nullable(),
  afterFixedPeriod: z
    .object({ fromMonth: z.number(), rate: z.number(), monthlyPayment: z.number(), riseBasis: z.enum(['bankRate', 'stress', 'illustration']), risePp: z.number() })
    .nullable(),
  chosenTermMonths: z.number().nullable(),
  schemes: z.array(ZSchemeResult),
  affordablePrice: ZAffordablePrice.nullable(),
  fxRateDate: z.string().nullable(),
  scoringConfigVersion: z.number(),
});

const nullableNumber = z.number().nullable();

const ZCharge = z.object({
  key: z.string(),
  base: z.enum(['price', 'loan', 'balance', 'fixed']),
  amount: z.number(),
  rate: z.number(),
  brackets: z.array(z.object({ upTo: nullableNumber, rate: z.number() })).nullable(),
  min: nullableNumber,
  max: nullableNumber,
  vatRate: nullableNumber,
  firstHomeExemptUpTo: nullableNumber,
  firstHomeRelief: nullableNumber.optional(),
  firstHomeMaxAge: nullableNumber.optional(),
  source: z.string(),
  verifiedOn: z.string().nullable(),
});

/** A bank's rate on one currency (core BankRate). */
export const ZBankRate = z.object({ rate: z.number(), fixedYears: nullableNumber, rateAfter: nullableNumber });

export const ZPublicEngineConfig = z.object({
  scoring: z.array(
    z.object({
      category: z.string(),
      weight: z.number(),
      options: z.record(z.string(), z.number()),
      bands: z.array(z.object({ option: z.string(), min: z.number().optional(), max: z.number().optional() })),
      isActive: z.boolean(),
      sortOrder: z.number(),
    }),
  ),
  scoringConfigVersion: z.number(),
  lendingRules: z.array(
    z.object({
      countryCode: z.string(),
      loanCurrency: z.string(),
      dstiCap: z.number(),
      dstiCapFirstHome: nullableNumber,
      dstiCapHighIncome: nullableNumber,
      highIncomeThresholdEur: nullableNumber,
      youngApplicantMaxAge: nullableNumber,
      dstiCapYoung: nullableNumber,
      ltvCap: z.number(),
      ltvCapFirstHome: nullableNumber,
      ltvCapYoung: nullableNumber,
      ltvCapLandCommercial: z.number(),
      maxTermYears: z.number(),
      maxTermYearsLandCommercial: z.number(),
      maxAgeAtMaturity: z.number(),
      baseRate: z.number(),
      stressAddon: z.number(),
      stressAddonVariable: nullableNumber,
      stressedRateCap: nullableNumber,
      dstiCapsByFixation: z
        .array(z.object({ minFixedYears: z.number(), dstiCap: z.number(), dstiCapHighIncome: nullableNumber }))
        .nullable(),
      ltvCapInvestment: nullableNumber,
      dtiMultipleInvestment: nullableNumber,
      dtiReductionLoanEndAge: nullableNumber,
      subsistencePerDependantEur: nullableNumber,
      residualIncomeMinEur: nullableNumber,
      dependantAllowanceEur: nullableNumber,
      subsistenceMinimumEur: nullableNumber,
      dtiMultiple: nullableNumber,
      dtiAgeThreshold: nullableNumber,
      dtiReductionPerYear: nullableNumber,
      requiresIncomeInLoanCurrency: z.boolean(),
      isVerified: z.boolean(),
      limitOrigins: z.partialRecord(z.enum(ROUTE_LIMITS), ZLimitOrigin),
      limitSources: z.partialRecord(z.enum(ROUTE_LIMITS), z.string()),
      source: z.string().nullable(),
      verifiedOn: z.string().nullable(),
    }),
  ),
  exchangeRates: z.array(z.object({ currency: z.string(), rate: z.number(), rateDate: z.string(), fxHaircut: z.number() })),
  /** Active banks, public fields only (no timestamps, no isActive, nothing an admin keeps internal). */
  banks: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      countryCode: z.string(),
      description: z.string().nullable(),
      website: z.string().nullable(),
      logo: z.string().nullable(),
      features: z.array(z.string()),
      minLoanAmount: z.number(),
      maxLoanAmount: z.number(),
      interestRateMin: z.number(),
      interestRateMax: z.number(),
      nonResidentLtvCap: nullableNumber,
      nonResidentMaxTermYears: nullableNumber,
      loanCurrencies: z.array(z.string()),
      representativeRates: z.record(z.string(), ZBankRate),
      maxTermYears: nullableNumber,
      acceptedIncomeCurrencies: z.array(z.string()),
      acceptedResidenceCountries: z.array(z.string()),
      foreignIncomeHaircut: nullableNumber,
      acceptedEmploymentTypes: z.array(z.enum(EMPLOYMENT_TYPES)),
      minEmploymentMonths: nullableNumber,
      minTotalEmploymentMonths: nullableNumber,
      maxAgeAtMaturity: nullableNumber,
      acceptsInternationalIncome: z.boolean(),
      requiredDocuments: z.array(z.string()),
      translatedDocuments: z.array(z.enum(DOCUMENT_TYPES)),
      apostilledDocuments: z.array(z.enum(DOCUMENT_TYPES)),
      criteriaSource: z.string().nullable(),
      criteriaVerifiedOn: z.string().nullable(),
      criteriaEstimates: z.array(z.string()),
      charges: z.array(ZCharge.extend({ frequency: z.enum(['upfront', 'monthly', 'yearly']), isMandatory: z.boolean() })),
    }),
  ),
  closingCosts: z.array(ZCharge.extend({ countryCode: z.string() })),
  schemes: z.array(
    z.object({
      key: z.string(),
      countryCode: z.string(),
      name: z.string(),
      loanCurrency: z.string(),
      ltvCap: z.number(),
      maxPrice: nullableNumber,
      maxLoan: nullableNumber,
      baseRate: nullableNumber,
      maxTermYears: nullableNumber,
      maxAge: nullableNumber,
      requiresFirstHome: z.boolean(),
      requiresResidence: z.boolean(),
      source: z.string(),
      verifiedOn: z.string().nullable(),
    }),
  ),
  parameters: z.record(z.string(), z.number()),
});

// Compile-time checks that the schemas describe the engine's types exactly (both directions).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const resultMatches: Same<z.infer<typeof ZEngineResult>, EngineResult> = true;
const configMatches: Same<z.infer<typeof ZPublicEngineConfig>, EngineConfig> = true;
void resultMatches;
void configMatches;
