import type { Language } from '@core/constants';
import { ZBuyingStepInput, type AdminBuyingStep, type BuyingStepInput } from '@core/schemas/admin-buying-steps';
import { writeLocalizedNumber } from '@/lib/localized-number';
import { NUMBER_DECIMALS, readNumberFields, type NumberFieldRule } from './number-fields';
import { schemaResolver } from './schema-resolver';

/** A buying step as its dialog edits it; what the dialog does not show (key, order of waiting) rides along in `step`. */
export interface BuyingStepFormValues {
  step: BuyingStepInput;
  actor: BuyingStepInput['actor'];
  fromAbroad: BuyingStepInput['fromAbroad'];
  proxyAllowed: boolean;
  leadDays: string;
  leadDayKind: BuyingStepInput['leadDayKind'];
  source: string;
  verifiedOn: string;
  isEstimate: boolean;
}

/** A listed step as the PUT body takes it back. */
export const buyingStepInput = ({ countryCode: _c, order: _o, ...input }: AdminBuyingStep): BuyingStepInput => input;

export function buyingStepFormValues(step: AdminBuyingStep, language: Language): BuyingStepFormValues {
  const input = buyingStepInput(step);
  return {
    step: input,
    actor: input.actor,
    fromAbroad: input.fromAbroad,
    proxyAllowed: input.proxyAllowed,
    leadDays: writeLocalizedNumber(input.leadDays, language, 0),
    leadDayKind: input.leadDayKind,
    source: input.source,
    verifiedOn: input.verifiedOn,
    isEstimate: input.isEstimate,
  };
}

const NUMBER_FIELDS: Partial<Record<keyof BuyingStepFormValues, NumberFieldRule>> = {
  leadDays: { decimals: NUMBER_DECIMALS.whole, label: 'admin:buyingSteps.fields.leadDays' },
};

export function buyingStepBody(values: BuyingStepFormValues, language: Language) {
  const read = readNumberFields(values, NUMBER_FIELDS, language);
  const { step, leadDays: _leadDays, ...edited } = values;
  const leadDays = read.values.leadDays;
  return { body: { ...step, ...edited, leadDays: leadDays === '' || leadDays === undefined ? undefined : Number(leadDays) }, fieldIssues: read.fieldIssues };
}

export const buyingStepResolver = schemaResolver(ZBuyingStepInput, buyingStepBody);
