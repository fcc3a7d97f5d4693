import { describeApplicant, hasCoApplicant, type Applicant } from './applicant';
import type { PreparedConfig } from './prepare-config';
import { evaluateRoutes, isBetterRoute, type RouteEvaluation } from './routes';
import type { EngineInput } from './types';

/** The borrowers the result is for, every route of the country for them, and the one it is on. */
export interface HouseholdPick {
  applicant: Applicant;
  routes: RouteEvaluation[];
  route: RouteEvaluation | null;
}

/**
 * Households already evaluated during one evaluation, by the answers they depend on (issue 22):
 * the improvements re-run the engine on a changed loan, down payment or savings, which no route
 * reads, and the co-applicant search changes only the co-applicant, whom the applicant alone
 * ignores. One memo per evaluate() call, against one configuration, never kept beyond it.
 */
export type HouseholdMemo = Map<string, HouseholdPick>;

/**
 * Answers the household, its routes and its banks' limits never read: the loan wanted and the
 * cash to buy with (the loan's pick, the own funds, the score and the verdict read them).
 */
const UNREAD_BY_ROUTES = new Set(['desiredLoanAmount', 'downPayment', 'currentSavings']);
/** The applicant alone does not read the co-applicant's answers either (describeApplicant). */
const isCoApplicantAnswer = (key: string) => key.startsWith('coApplicant');

/** Every answer a household pick can depend on, with its value: equal keys, equal picks. */
function householdKey(input: EngineInput, withCoApplicant: boolean): string {
  let key = withCoApplicant ? 'joint' : 'alone';
  for (const name in input) {
    if (UNREAD_BY_ROUTES.has(name) || (!withCoApplicant && isCoApplicantAnswer(name))) continue;
    const value: unknown = input[name as keyof EngineInput];
    // Every answer is a number, a text, a boolean, null or absent. A text goes with its length, so
    // no text can pass for another answer ("5" is 1:5, the number 5 is 5), without JSON's quoting.
    key += typeof value === 'string' ? `|${name}=${value.length}:${value}` : `|${name}=${String(value)}`;
  }
  return key;
}

/** The chosen currency's route when the country lends in it, else the route a lender lends the most on. */
function pickRoute(routes: readonly RouteEvaluation[], chosenCurrency: string | undefined): RouteEvaluation | null {
  const chosen = chosenCurrency ? routes.find((route) => route.rule.loanCurrency === chosenCurrency) : undefined;
  if (chosen) return chosen;
  let best: RouteEvaluation | null = null;
  for (const route of routes) if (!best || isBetterRoute(route, best)) best = route;
  return best;
}

/** How far a household's route reaches: what the best bank lends, how many banks lend, the longest term among them. */
function reach(pick: HouseholdPick): [number, number, number] {
  const lending = (pick.route?.bankLimits ?? []).filter((limit) => limit.isLendable);
  return [pick.route?.bestLoan ?? 0, lending.length, Math.max(0, ...lending.map((limit) => limit.termMonths))];
}

function pickFor(input: EngineInput, prepared: PreparedConfig, withCoApplicant: boolean, households: HouseholdMemo | undefined): HouseholdPick {
  const key = households ? householdKey(input, withCoApplicant) : '';
  const known = households?.get(key);
  if (known) return known;
  const applicant = describeApplicant(input, prepared, withCoApplicant);
  const routes = evaluateRoutes(input, applicant, prepared);
  const pick = { applicant, routes, route: pickRoute(routes, input.loanCurrency) };
  households?.set(key, pick);
  return pick;
}

/**
 * The household's best (issue 19: no cliffs): with the co-applicant, and, when there is one, the
 * applicant alone, since an older co-applicant shortens the term. The one that lends more; on the
 * same amount, the one more banks lend to, then the longer term (a lower instalment); the
 * household as entered when nothing tells them apart.
 */
export function pickHousehold(input: EngineInput, prepared: PreparedConfig, households?: HouseholdMemo): HouseholdPick {
  const joint = pickFor(input, prepared, true, households);
  if (!hasCoApplicant(input)) return joint;
  const alone = pickFor(input, prepared, false, households);
  const [a, j] = [reach(alone), reach(joint)];
  const aloneIsBetter = a[0] !== j[0] ? a[0] > j[0] : a[1] !== j[1] ? a[1] > j[1] : a[2] > j[2];
  return aloneIsBetter ? alone : joint;
}
