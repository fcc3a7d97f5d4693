import { AppError } from '../../../core/errors';
import type {
  AdminBankCharges,
  AdminClosingCost,
  AdminScheme,
  BankChargesUpdate,
  ClosingCostInput,
  ClosingCostsUpdate,
  SchemeUpdate,
} from '../../../core/schemas/admin-costs';
import type { EligibilityService } from '../eligibility/eligibility.service';
import type { AdminCostsRepository, BankChargesRow, ClosingCostRow, ClosingCostValues, SchemeRow } from './admin-costs.repository';
import { parseId } from './admin-reference.service';
import { bankChargeData, toAdminBankCharge } from './bank-shape';
import { databaseErrorCode, FOREIGN_KEY_VIOLATION } from './database-errors';

const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');
const unknownSchemeCountry = () =>
  new AppError('VALIDATION_ERROR', 'validation.scheme.countryCode.unknown', { fieldErrors: { countryCode: 'validation.scheme.countryCode.unknown' } });
const num = (value: string | null) => (value === null ? null : Number(value));

function toAdminClosingCost(row: ClosingCostRow): AdminClosingCost {
  return {
    id: row.id,
    countryCode: row.countryCode,
    key: row.key,
    base: row.base,
    amount: Number(row.amount),
    rate: Number(row.rate),
    brackets: row.brackets ? row.brackets.map((b) => ({ upTo: b.upTo === null ? null : Number(b.upTo), rate: Number(b.rate) })) : null,
    min: num(row.min),
    max: num(row.max),
    vatRate: num(row.vatRate),
    firstHomeExemptUpTo: num(row.firstHomeExemptUpTo),
    firstHomeRelief: num(row.firstHomeRelief),
    firstHomeMaxAge: row.firstHomeMaxAge,
    source: row.source,
    verifiedOn: row.verifiedOn,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
  };
}

function toAdminBankCharges(row: BankChargesRow): AdminBankCharges {
  return { bankId: row.id, bankName: row.name, countryCode: row.countryCode, items: row.charges.map(toAdminBankCharge) };
}

function toAdminScheme(row: SchemeRow): AdminScheme {
  return {
    id: row.id,
    key: row.key,
    countryCode: row.countryCode,
    name: row.name,
    loanCurrency: row.loanCurrency,
    ltvCap: Number(row.ltvCap),
    maxPrice: num(row.maxPrice),
    maxLoan: num(row.maxLoan),
    baseRate: num(row.baseRate),
    maxTermYears: row.maxTermYears,
    maxAge: row.maxAge,
    requiresFirstHome: row.requiresFirstHome,
    requiresResidence: row.requiresResidence,
    source: row.source,
    verifiedOn: row.verifiedOn,
    isActive: row.isActive,
  };
}

const bracketsOf = (input: ClosingCostInput) =>
  input.brackets ? input.brackets.map((b) => ({ upTo: b.upTo === null ? null : Number(b.upTo), rate: Number(b.rate) })) : null;

function closingCostValues(input: ClosingCostInput): ClosingCostValues {
  return { ...input, brackets: bracketsOf(input) };
}

/**
 * Costs of buying, bank charges and schemes (issue 14, ADR 030). Each write refreshes this
 * instance's engine configuration at once; other instances see it through the configuration
 * fingerprint, which covers these tables and banks.charges (eligibility.repository.ts).
 */
export function createAdminCostsService(repo: AdminCostsRepository, deps: { eligibility: Pick<EligibilityService, 'invalidate'> }) {
  return {
    listClosingCosts: async () => (await repo.listClosingCosts()).map(toAdminClosingCost),

    async replaceClosingCosts(rawCountryCode: string, body: ClosingCostsUpdate, actorId: string): Promise<AdminClosingCost[]> {
      const countryCode = rawCountryCode.trim().toUpperCase();
      if (!/^[A-Z]{2}$/.test(countryCode) || !(await repo.countryExists(countryCode))) throw notFound();
      let rows: ClosingCostRow[];
      try {
        rows = await repo.replaceClosingCosts(countryCode, body.items.map(closingCostValues), actorId);
      } catch (error) {
        // The country was deleted between the check and the write.
        if (databaseErrorCode(error) === FOREIGN_KEY_VIOLATION) throw notFound();
        throw error;
      }
      deps.eligibility.invalidate();
      return rows.map(toAdminClosingCost);
    },

    listBankCharges: async () => (await repo.listBankCharges()).map(toAdminBankCharges),

    async setBankCharges(rawId: string, body: BankChargesUpdate, actorId: string): Promise<AdminBankCharges> {
      const row = await repo.setBankCharges(parseId(rawId), body.items.map(bankChargeData), actorId);
      if (!row) throw notFound();
      deps.eligibility.invalidate();
      return toAdminBankCharges(row);
    },

    listSchemes: async () => (await repo.listSchemes()).map(toAdminScheme),

    async updateScheme(rawId: string, body: SchemeUpdate, actorId: string): Promise<AdminScheme> {
      const id = parseId(rawId);
      if (!(await repo.countryExists(body.countryCode))) throw unknownSchemeCountry();
      let row: SchemeRow | undefined;
      try {
        row = await repo.updateScheme(id, body, actorId);
      } catch (error) {
        if (databaseErrorCode(error) === FOREIGN_KEY_VIOLATION) throw unknownSchemeCountry();
        throw error;
      }
      if (!row) throw notFound();
      deps.eligibility.invalidate();
      return toAdminScheme(row);
    },
  };
}

export type AdminCostsService = ReturnType<typeof createAdminCostsService>;
