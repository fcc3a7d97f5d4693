import { describe, expect, it } from 'vitest';
import {
  ADMIN_LIST_FIELDS,
  ASSESSMENT_FIELDS,
  CO_APPLICANT_FIELDS,
  FIELD_NAMES,
  MONEY_FIELDS,
  STEP_FIELDS,
  currencyFieldOf,
  wizardRules,
  type AssessmentField,
  type FieldDefinition,
} from '.';

/** ADR 076: the registry's entries are consistent, so what derives from them is right for a new field too. */

const entries = FIELD_NAMES.map((name) => [name, ASSESSMENT_FIELDS[name] as FieldDefinition] as const);

describe('the field registry', () => {
  it('stores each field in a column of its own, named the way migrations name columns', () => {
    const columns = entries.map(([, definition]) => definition.column);
    expect(new Set(columns).size).toBe(columns.length);
    for (const column of columns) expect(column).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('puts every field in exactly one wizard step, and every step 1–6 asks something', () => {
    const asked = [1, 2, 3, 4, 5, 6].flatMap((step) => {
      expect(STEP_FIELDS[step].length, `step ${step}`).toBeGreaterThan(0);
      return STEP_FIELDS[step];
    });
    expect([...asked].sort()).toEqual([...FIELD_NAMES].sort());
    expect(STEP_FIELDS[7]).toEqual([]);
  });

  it("gives each amount in another currency than the euro a currency field, and the admin's list carries that currency with it", () => {
    for (const name of MONEY_FIELDS) {
      const currency = currencyFieldOf(name);
      if (currency === null) continue;
      expect(ASSESSMENT_FIELDS[currency].kind, `${name} is in ${currency}`).toBe('currency');
      if (ADMIN_LIST_FIELDS.includes(name as never)) expect(ADMIN_LIST_FIELDS).toContain(currency);
    }
  });

  it("lets an enum's rule take each of its values and nothing else, and its column default be one of them", () => {
    for (const [name, definition] of entries) {
      if (definition.kind !== 'enum') continue;
      for (const value of definition.values) expect(definition.rule.safeParse(value).success, `${name}: ${value}`).toBe(true);
      expect(definition.rule.safeParse('not-a-value').success, name).toBe(false);
      if (definition.storedDefault !== undefined) expect(definition.values).toContain(definition.storedDefault);
    }
  });

  it('makes the wizard ask for marital status and education, which the API takes missing (docs/product.md §5)', () => {
    for (const name of ['maritalStatus', 'educationLevel'] as AssessmentField[]) {
      expect(ASSESSMENT_FIELDS[name].rule.safeParse(undefined).success, name).toBe(true);
      expect(wizardRules[name].safeParse(undefined).success, name).toBe(false);
    }
  });

  it("lists the co-applicant's answers together: a co-applicant's income needs the rest", () => {
    expect(CO_APPLICANT_FIELDS).toEqual(['coApplicantIncome', 'coApplicantIncomeCurrency', 'coApplicantEmploymentType', 'coApplicantAge']);
  });
});
