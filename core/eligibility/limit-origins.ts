/**
 * Where each limit of a lending route comes from (issue 19): a regulator's rule (with the rule
 * and its date in the route's source), the banks' practice, or Acasa's own prudence. The
 * regulatory maximum counts the regulator's limits only; every lender applies them all. An
 * origin that was never recorded is Acasa's: our prudence is never presented as a regulator's.
 */
export const LIMIT_ORIGINS = ['regulator', 'bank', 'acasa'] as const;
export type LimitOrigin = (typeof LIMIT_ORIGINS)[number];

/** The limits of a lending route whose origin is recorded (lending_rules.limit_origins). */
export const ROUTE_LIMITS = [
  'dsti',
  'dstiFirstHome',
  'dstiHighIncome',
  'dstiYoung',
  'ltv',
  'ltvFirstHome',
  'ltvYoung',
  'ltvLandCommercial',
  'ltvInvestment',
  'maxTerm',
  'maxTermLandCommercial',
  'maxAgeAtMaturity',
  'stress',
  'stressVariable',
  'stressedRateCap',
  'subsistence',
  'residualIncome',
  'dti',
  'dtiInvestment',
  'incomeInLoanCurrency',
] as const;
export type RouteLimit = (typeof ROUTE_LIMITS)[number];

export type LimitOrigins = Partial<Record<RouteLimit, LimitOrigin>>;

/**
 * Where each limit of a route is written (issue 19, audit): the regulator's rule with its article
 * and date, or the banks' published conditions, one text per limit, so a limit cites its own
 * source rather than the whole route's (Romania's 30-year term is the banks' practice, not the
 * NBR's regulation). Acasa's prudence has none: it is our own figure.
 */
export type LimitSources = Partial<Record<RouteLimit, string>>;

/** The longest text a limit's source may hold (the admin form's limit too). */
export const LIMIT_SOURCE_MAX_LENGTH = 500;

export const originOf = (origins: LimitOrigins, limit: RouteLimit): LimitOrigin => origins[limit] ?? 'acasa';

export const isRegulatory = (origins: LimitOrigins, limit: RouteLimit) => originOf(origins, limit) === 'regulator';

/**
 * Whose limits an evaluation applies: a lender applies every limit of the route, whoever set it
 * ('all'); the regulatory maximum only those a regulator set ('regulatory'). A limit outside the
 * scope does not exist for it: no DSTI cap where the CNB has deactivated its own, no age limit
 * where only banks set one.
 */
export type LimitScope = 'all' | 'regulatory';

/** The limit applies in this scope. */
export const appliesIn = (rule: { limitOrigins: LimitOrigins }, scope: LimitScope, limit: RouteLimit) =>
  scope === 'all' || isRegulatory(rule.limitOrigins, limit);
