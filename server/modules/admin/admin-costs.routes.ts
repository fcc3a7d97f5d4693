import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminIdParam } from '../../../core/schemas/admin';
import {
  ZAdminBankCharges,
  ZAdminBankChargesList,
  ZAdminClosingCostList,
  ZAdminScheme,
  ZAdminSchemeList,
  ZBankChargesUpdate,
  ZClosingCostsUpdate,
  ZCountryCodeParam,
  ZSchemeUpdate,
} from '../../../core/schemas/admin-costs';
import { errorResponses } from '../../../core/schemas/common';
import { signedInUser } from '../../plugins/auth';
import type { AdminCostsService } from './admin-costs.service';

const admin = { access: 'admin' } as const;

/** The back office's costs of buying, bank charges and first-home schemes (issue 14): admins only. */
export async function adminCostsRoutes(app: FastifyInstance, { costs }: { costs: AdminCostsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/closing-costs', { config: admin, schema: { response: { 200: ZAdminClosingCostList, ...errorResponses } } }, async () =>
    costs.listClosingCosts(),
  );

  r.put(
    '/api/admin/closing-costs/:countryCode',
    { config: admin, schema: { params: ZCountryCodeParam, body: ZClosingCostsUpdate, response: { 200: ZAdminClosingCostList, ...errorResponses } } },
    async (request) => costs.replaceClosingCosts(request.params.countryCode, request.body, signedInUser(request).id),
  );

  r.get('/api/admin/bank-charges', { config: admin, schema: { response: { 200: ZAdminBankChargesList, ...errorResponses } } }, async () =>
    costs.listBankCharges(),
  );

  r.put(
    '/api/admin/banks/:id/charges',
    { config: admin, schema: { params: ZAdminIdParam, body: ZBankChargesUpdate, response: { 200: ZAdminBankCharges, ...errorResponses } } },
    async (request) => costs.setBankCharges(request.params.id, request.body, signedInUser(request).id),
  );

  r.get('/api/admin/first-home-schemes', { config: admin, schema: { response: { 200: ZAdminSchemeList, ...errorResponses } } }, async () =>
    costs.listSchemes(),
  );

  r.put(
    '/api/admin/first-home-schemes/:id',
    { config: admin, schema: { params: ZAdminIdParam, body: ZSchemeUpdate, response: { 200: ZAdminScheme, ...errorResponses } } },
    async (request) => costs.updateScheme(request.params.id, request.body, signedInUser(request).id),
  );
}
