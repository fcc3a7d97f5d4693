import { AppError } from '../../../core/errors';
import { POWER_OF_ATTORNEY_ROUTE } from '../../../core/reference-data/buying-steps';
import type { AdminBuyingStep, BuyingStepInput, BuyingStepsUpdate } from '../../../core/schemas/admin-buying-steps';
import type { AdminBuyingStepsRepository, BuyingStepValues } from './admin-buying-steps.repository';
import { databaseErrorCode, FOREIGN_KEY_VIOLATION } from './database-errors';

const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');

type StoredStep = Awaited<ReturnType<AdminBuyingStepsRepository['list']>>[number];

function toAdminBuyingStep(row: StoredStep): AdminBuyingStep {
  return {
    countryCode: row.countryCode,
    order: row.order,
    key: row.key,
    actor: row.actor,
    fromAbroad: row.fromAbroad,
    proxyAllowed: row.proxyRoute !== null,
    leadDays: row.leadDays,
    leadDayKind: row.leadDayKind,
    dependsOn: row.dependsOn,
    costKeys: row.costKeys as AdminBuyingStep['costKeys'],
    bankChargeKey: row.bankChargeKey as AdminBuyingStep['bankChargeKey'],
    documents: row.documents,
    source: row.source,
    verifiedOn: row.verifiedOn,
    isEstimate: row.isEstimate,
  };
}

const valuesOf = ({ proxyAllowed, ...input }: BuyingStepInput): BuyingStepValues => ({ ...input, proxyRoute: proxyAllowed ? POWER_OF_ATTORNEY_ROUTE : null });

/**
 * Issue 24 item 1 (ADR 085): admins keep each property country's buying steps; every plan read
 * afterwards is computed from them (plans are not stored, only their inputs).
 */
export function createAdminBuyingStepsService(repo: AdminBuyingStepsRepository) {
  return {
    list: async () => (await repo.list()).map(toAdminBuyingStep),

    async replace(rawCountryCode: string, body: BuyingStepsUpdate, actorId: string): Promise<AdminBuyingStep[]> {
      const countryCode = rawCountryCode.trim().toUpperCase();
      if (!/^[A-Z]{2}$/.test(countryCode) || !(await repo.countryExists(countryCode))) throw notFound();
      // A cost a step triggers must be one of this country's costs of buying: the plan shows its figure from there.
      const costKeys = await repo.costKeysOf(countryCode);
      const fieldErrors: Record<string, string> = {};
      body.items.forEach((item, i) => {
        if (item.costKeys.some((key) => !costKeys.has(key))) fieldErrors[`items.${i}.costKeys`] = 'validation.buyingStep.costKeys.notInCountry';
      });
      if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_ERROR', Object.values(fieldErrors)[0], { fieldErrors });
      try {
        return (await repo.replace(countryCode, body.items.map(valuesOf), actorId)).map(toAdminBuyingStep);
      } catch (error) {
        // The country was deleted between the check and the write.
        if (databaseErrorCode(error) === FOREIGN_KEY_VIOLATION) throw notFound();
        throw error;
      }
    },
  };
}

export type AdminBuyingStepsService = ReturnType<typeof createAdminBuyingStepsService>;
