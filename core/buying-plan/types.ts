import type { BuyingStepRow, FromAbroad } from '../reference-data/buying-steps';

export interface BuyingPlanOptions {
  /** The day the deed is to be signed (ISO day); every step before it is dated back from it. */
  targetSigningDate: string;
  /** Passed in, never read from the clock, so a plan is reproducible. */
  today: string;
  /** Keys of steps already done: listed as done, not dated, no longer waited for. */
  done?: readonly string[];
  /** False when the applicant cannot travel: every step a proxy may do is done by proxy. Default true. */
  canTravel?: boolean;
  /** The longest single trip home, in calendar days counting both ends. Default 10. */
  maxTripDays?: number;
}

export interface PlannedStep {
  key: BuyingStepRow['key'];
  order: number;
  actor: BuyingStepRow['actor'];
  /** How this person does it in this plan (an in-person step may have become a proxy step). */
  mode: FromAbroad;
  start: string;
  due: string;
  leadDays: number;
  leadDayKind: BuyingStepRow['leadDayKind'];
  /** What it waits for in this plan: the data's dependencies not yet done, plus the power of attorney for proxy steps. */
  dependsOn: string[];
  isAfterSigning: boolean;
  isInTrip: boolean;
  /** It should already have started (start before today). */
  isLate: boolean;
  costKeys: BuyingStepRow['costKeys'];
  bankChargeKey?: BuyingStepRow['bankChargeKey'];
  documents: readonly string[];
  source: string;
  verifiedOn: string;
  isEstimate: boolean;
}

/** Days in the country: from the first in-person step's start to the last one's due day. */
export interface Trip {
  from: string;
  to: string;
  days: number;
  stepKeys: string[];
}

export interface BuyingPlan {
  countryCode: string;
  targetSigningDate: string;
  today: string;
  /** Dated steps, earliest first, each after what it depends on. */
  steps: PlannedStep[];
  doneKeys: string[];
  /** Steps of the country this plan does not need (the power of attorney when nothing is done by proxy). */
  notNeededKeys: string[];
  trips: Trip[];
  lateKeys: string[];
}
