import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PARAMETER_KEYS } from '../../../core/eligibility';
import { ZExchangeRatesStatus, type ExchangeRatesStatus } from '../../../core/schemas/admin';
import { errorResponses } from '../../../core/schemas/common';
import type { EligibilityService } from '../eligibility/eligibility.service';
import type { ExchangeRatesService } from './exchange-rates.service';

export interface ExchangeRatesRoutesOptions {
  rates: ExchangeRatesService;
  eligibility: EligibilityService;
  fetchEnabled: boolean;
  now?: () => Date;
}

const DAY_MS = 86_400_000;

export async function exchangeRatesRoutes(app: FastifyInstance, { rates, eligibility, fetchEnabled, now = () => new Date() }: ExchangeRatesRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/exchange-rates/status',
    { config: { access: 'admin' }, schema: { response: { 200: ZExchangeRatesStatus, ...errorResponses } } },
    async (): Promise<ExchangeRatesStatus> => {
      const [status, snapshot] = await Promise.all([rates.status(), eligibility.snapshot()]);
      const staleAfterDays = snapshot.config.parameters[PARAMETER_KEYS.staleRatesDays] ?? 7;
      const ageDays = status.oldestIncomeRateDate === null ? Infinity : (now().getTime() - Date.parse(status.oldestIncomeRateDate)) / DAY_MS;
      return { ...status, fetchEnabled, staleAfterDays, isStale: ageDays > staleAfterDays };
    },
  );
}
