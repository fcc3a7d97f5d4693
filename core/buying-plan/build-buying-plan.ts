import { POWER_OF_ATTORNEY_STEP, SIGNING_STEP, type BuyingStepRow, type FromAbroad } from '../reference-data/buying-steps';
import { dependantsOf, dependencyOrder } from './dependency-order';
import { scheduleSteps, type Dates } from './schedule';
import { groupIntoTrips, spanDays } from './trips';
import type { BuyingPlan, BuyingPlanOptions, PlannedStep } from './types';

const DEFAULT_MAX_TRIP_DAYS = 10;

/** The steps this plan dates, with the dependencies that apply to this person. */
function activeSteps(steps: readonly BuyingStepRow[], done: ReadonlySet<string>, modes: ReadonlyMap<string, FromAbroad>) {
  const open = steps.filter((step) => !done.has(step.key));
  const needsPowerOfAttorney = open.some((step) => step.key !== POWER_OF_ATTORNEY_STEP && modes.get(step.key) === 'byProxy');
  const withPowerOfAttorney = open.some((step) => step.key === POWER_OF_ATTORNEY_STEP) && needsPowerOfAttorney;
  return open
    .filter((step) => step.key !== POWER_OF_ATTORNEY_STEP || withPowerOfAttorney)
    .map((step) => {
      const dependsOn: string[] = step.dependsOn.filter((key) => !done.has(key));
      if (withPowerOfAttorney && modes.get(step.key) === 'byProxy') dependsOn.push(POWER_OF_ATTORNEY_STEP);
      return { ...step, dependsOn };
    });
}

function inPersonBeforeSigning(steps: ReturnType<typeof activeSteps>, dates: Map<string, Dates>, modes: ReadonlyMap<string, FromAbroad>) {
  const after = dependantsOf(steps, SIGNING_STEP);
  return steps.filter((step) => modes.get(step.key) === 'inPerson' && !after.has(step.key)).map((step) => ({ key: step.key, ...dates.get(step.key)! }));
}

/**
 * A person's plan for buying in one country (issue 24 item 2, ADR 085): the country's steps dated
 * back from the target signing day, arranged for as few trips as the rules allow. Steps that need
 * the applicant in the country are dated as late as possible, next to the signing; while they
 * still span more than one trip, the earliest of them that a proxy may do becomes a proxy step
 * (and the power of attorney, signed abroad, is added before the first proxy step). Pure and
 * deterministic: `today` is an input.
 */
export function buildBuyingPlan(countrySteps: readonly BuyingStepRow[], options: BuyingPlanOptions): BuyingPlan {
  const { targetSigningDate, today, canTravel = true, maxTripDays = DEFAULT_MAX_TRIP_DAYS } = options;
  const countryCode = countrySteps[0]?.countryCode ?? '';
  if (countrySteps.some((step) => step.countryCode !== countryCode)) throw new Error('buildBuyingPlan takes the steps of one country');
  dependencyOrder(countrySteps);
  const known = new Set(countrySteps.map((step) => step.key));
  const done = new Set((options.done ?? []).filter((key) => known.has(key as BuyingStepRow['key'])));

  const modes = new Map<string, FromAbroad>(
    countrySteps.map((step) => [step.key, !canTravel && step.fromAbroad === 'inPerson' && step.proxyRoute ? 'byProxy' : step.fromAbroad]),
  );
  let steps = activeSteps(countrySteps, done, modes);
  let dates = scheduleSteps(steps, SIGNING_STEP, targetSigningDate);
  for (;;) {
    const inPerson = inPersonBeforeSigning(steps, dates, modes);
    if (spanDays(inPerson) <= maxTripDays) break;
    const movable = inPerson
      .filter((step) => step.key !== SIGNING_STEP && countrySteps.find((row) => row.key === step.key)?.proxyRoute)
      .sort((a, b) => a.start.localeCompare(b.start))[0];
    if (!movable) break;
    modes.set(movable.key, 'byProxy');
    steps = activeSteps(countrySteps, done, modes);
    dates = scheduleSteps(steps, SIGNING_STEP, targetSigningDate);
  }

  const trips = groupIntoTrips(inPersonBeforeSigning(steps, dates, modes), maxTripDays);
  const inTrip = new Set(trips.flatMap((trip) => trip.stepKeys));
  const after = dependantsOf(steps, SIGNING_STEP);
  const rank = new Map(dependencyOrder(steps).map((step, index) => [step.key, index]));
  const planned: PlannedStep[] = steps
    .map((step) => {
      const { start, due } = dates.get(step.key)!;
      return {
        key: step.key,
        order: step.order,
        actor: step.actor,
        mode: modes.get(step.key)!,
        start,
        due,
        leadDays: step.leadDays,
        leadDayKind: step.leadDayKind,
        dependsOn: step.dependsOn,
        isAfterSigning: after.has(step.key),
        isInTrip: inTrip.has(step.key),
        isLate: start < today,
        costKeys: step.costKeys,
        ...(step.bankChargeKey ? { bankChargeKey: step.bankChargeKey } : {}),
        documents: step.documents,
        source: step.source,
        verifiedOn: step.verifiedOn,
        isEstimate: step.isEstimate,
      };
    })
    .sort((a, b) => (a.start === b.start ? rank.get(a.key)! - rank.get(b.key)! : a.start.localeCompare(b.start)));

  const datedOrDone = new Set([...planned.map((step) => step.key), ...done]);
  return {
    countryCode,
    targetSigningDate,
    today,
    steps: planned,
    doneKeys: countrySteps.filter((step) => done.has(step.key)).map((step) => step.key),
    notNeededKeys: countrySteps.filter((step) => !datedOrDone.has(step.key)).map((step) => step.key),
    trips,
    lateKeys: planned.filter((step) => step.isLate).map((step) => step.key),
  };
}
