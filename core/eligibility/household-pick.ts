import { describeApplicant, hasCoApplicant, type Applicant } from './applicant';
import type { PreparedConfig } from './prepare-config';
import { evaluateRoutes, isBetterRoute, type RouteEvaluation } from './routes';
import type { EngineInput } from './types';
import { textHash, valueHash } from './value-hash';

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
 *
 * Found by a number computed from those answers, then compared answer by answer: a text key of
 * every answer (the first version) cost more to hash in the Map than the routes it saved on the
 * co-applicant search's passes.
 */
export interface HouseholdMemo {
  byHash: Map<number, { input: EngineInput; withCoApplicant: boolean; pick: HouseholdPick }[]>;
}

export const createHouseholdMemo = (): HouseholdMemo => ({ byHash: new Map() });

/**
 * Answers the household, its routes and its banks' limits never read: the loan wanted and the
 * cash to buy with (the loan's pick, the own funds, the score and the verdict read them).
 */
const UNREAD_BY_ROUTES = new Set(['desiredLoanAmount', 'downPayment', 'currentSavings']);

interface AnswerName {
  hash: number;
  isUnread: boolean;
  /** The applicant alone does not read the co-applicant's answers (describeApplicant). */
  isCoApplicants: boolean;
}

/** What the memo needs of each answer's name, worked out once per name (the schema has a few dozen). */
const answerNames = new Map<string, AnswerName>();
const MAX_NAMES_KEPT = 256;
function answerName(name: string): AnswerName {
  let found = answerNames.get(name);
  if (!found) {
    found = { hash: Math.imul(textHash(name), 31), isUnread: UNREAD_BY_ROUTES.has(name), isCoApplicants: name.startsWith('coApplicant') };
    // A caller passing names outside the schema is served, not remembered.
    if (answerNames.size < MAX_NAMES_KEPT) answerNames.set(name, found);
  }
  return found;
}

/** An answer the pick reads: a given one, not one the household leaves aside. */
const isRead = (known: AnswerName, value: unknown, withCoApplicant: boolean) =>
  value !== undefined && !known.isUnread && (withCoApplicant || !known.isCoApplicants);

/** A number from the answers the pick reads, whatever their order: equal answers, equal numbers. */
function householdHash(input: EngineInput, withCoApplicant: boolean): number {
  let hash = withCoApplicant ? 1 : 2;
  for (const name in input) {
    const value: unknown = input[name as keyof EngineInput];
    const known = answerName(name);
    if (isRead(known, value, withCoApplicant)) hash = (hash + known.hash + valueHash(value)) | 0;
  }
  return hash;
}

/** The same answers read by the pick (a given answer in one, absent in the other, differs). */
function sameHousehold(a: EngineInput, b: EngineInput, withCoApplicant: boolean): boolean {
  let count = 0;
  for (const name in a) {
    const value: unknown = a[name as keyof EngineInput];
    if (!isRead(answerName(name), value, withCoApplicant)) continue;
    if (!Object.is(value, b[name as keyof EngineInput])) return false;
    count++;
  }
  for (const name in b) if (isRead(answerName(name), b[name as keyof EngineInput], withCoApplicant)) count--;
  return count === 0;
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
  const hash = households ? householdHash(input, withCoApplicant) : 0;
  const known = households?.byHash.get(hash);
  const found = known?.find((entry) => entry.withCoApplicant === withCoApplicant && sameHousehold(entry.input, input, withCoApplicant));
  if (found) return found.pick;
  const applicant = describeApplicant(input, prepared, withCoApplicant);
  const routes = evaluateRoutes(input, applicant, prepared);
  const pick = { applicant, routes, route: pickRoute(routes, input.loanCurrency) };
  if (households) {
    const entry = { input, withCoApplicant, pick };
    if (known) known.push(entry);
    else households.byHash.set(hash, [entry]);
  }
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
