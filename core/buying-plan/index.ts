/** A person's buying plan from the country's buying steps (issue 24, ADR 085). */
export { buildBuyingPlan } from './build-buying-plan';
export { dependencyOrder, findDependencyProblems } from './dependency-order';
export type { BuyingPlan, BuyingPlanOptions, PlannedStep, Trip } from './types';
