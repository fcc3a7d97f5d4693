/** One definition per assessment field (issue 21, ADR 076): the registry and what derives from it. */
export * from './field-definition';
export { ASSESSMENT_FIELDS, MIN_MONTHLY_INCOME } from './registry';
export * from './derived';
