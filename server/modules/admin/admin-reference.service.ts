import { AppError } from '../../../core/errors';
import {
  bankRangeIssues,
  type AdminBank,
  type AdminCountry,
  type BankCreate,
  type BankImpact,
  type BankImpactRequest,
  type BankUpdate,
  type CountryCreate,
  type CountryUpdate,
} from '../../../core/schemas/admin';
import type { CountriesService } from '../countries/countries.service';
import type { EligibilityService } from '../eligibility/eligibility.service';
import type { AdminReferenceRepository, CountryRow } from './admin-reference.repository';
import { configAfter, IMPACT_SAMPLE_LIMIT, measureBankImpact, NEW_BANK_ID } from './bank-impact';
import { bankRowLike, bankValues, toAdminBank } from './bank-shape';
import { databaseErrorCode, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from './database-errors';

const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');
/** The fields the representative-rate rules read. */
const RATE_FIELDS = ['loanCurrencies', 'representativeRates', 'interestRateMin', 'interestRateMax'] as const;
const codeTaken = () => new AppError('CONFLICT', 'validation.country.code.taken', { fieldErrors: { code: 'validation.country.code.taken' } });
const unknownBankCountry = () =>
  new AppError('VALIDATION_ERROR', 'validation.bank.countryCode.unknown', { fieldErrors: { countryCode: 'validation.bank.countryCode.unknown' } });

/** A positive whole id from the path; anything else is 404 like an unknown id. */
export function parseId(raw: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound();
  return id;
}

function toAdminCountry(row: CountryRow): AdminCountry {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function throwFieldIssues(issues: Record<string, string>) {
  const [first] = Object.values(issues);
  if (first) throw new AppError('VALIDATION_ERROR', first, { fieldErrors: issues });
}

/**
 * Countries and banks. Every write refreshes this instance's caches at once: the public
 * countries list, and the engine configuration (active countries decide what an assessment
 * may name; active banks are recommended). Other instances follow within their own intervals.
 */
export function createAdminReferenceService(
  repo: AdminReferenceRepository,
  deps: { countries: Pick<CountriesService, 'invalidatePublicList'>; eligibility: Pick<EligibilityService, 'invalidate' | 'snapshot'> },
) {
  const countriesChanged = () => {
    deps.countries.invalidatePublicList();
    deps.eligibility.invalidate();
  };

  /** Runs a write; a unique-code race (the check passed, then another admin won) is the same 409. */
  async function withCodeConflict<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (databaseErrorCode(error) === UNIQUE_VIOLATION) throw codeTaken();
      throw error;
    }
  }

  return {
    listCountries: async () => (await repo.listCountries()).map(toAdminCountry),

    async createCountry(actorId: string, body: CountryCreate): Promise<AdminCountry> {
      if (await repo.findCountryByCode(body.code)) throw codeTaken();
      const row = await withCodeConflict(() => repo.insertCountry(body, actorId));
      countriesChanged();
      return toAdminCountry(row);
    },

    async updateCountry(actorId: string, rawId: string, body: CountryUpdate): Promise<AdminCountry> {
      const id = parseId(rawId);
      if (body.code !== undefined) {
        const other = await repo.findCountryByCode(body.code);
        if (other && other.id !== id) throw codeTaken();
      }
      const row = await withCodeConflict(() =>
        repo.updateCountry(id, body, actorId, async (current, usage) => {
          if (body.code === undefined || body.code === current.code) return;
          if ((await usage()).assessments) throw new AppError('CONFLICT', 'errors.country.codeInUse', { fieldErrors: { code: 'errors.country.codeInUse' } });
        }),
      );
      if (!row) throw notFound();
      countriesChanged();
      return toAdminCountry(row);
    },

    /** Refused while banks, lending rules or assessments use it: make it inactive instead. */
    async deleteCountry(actorId: string, rawId: string): Promise<void> {
      const id = parseId(rawId);
      let isDeleted: boolean;
      try {
        isDeleted = await repo.deleteCountry(id, actorId, (_current, usage) => {
          if (usage.banks || usage.lendingRules || usage.assessments) throw new AppError('CONFLICT', 'errors.country.inUse');
        });
      } catch (error) {
        // A bank or rule added for it between the check and the delete.
        if (databaseErrorCode(error) === FOREIGN_KEY_VIOLATION) throw new AppError('CONFLICT', 'errors.country.inUse');
        throw error;
      }
      if (!isDeleted) throw notFound();
      countriesChanged();
    },

    listBanks: async () => (await repo.listBanks()).map(toAdminBank),

    async createBank(actorId: string, body: BankCreate): Promise<AdminBank> {
      if (!(await repo.findCountryByCode(body.countryCode))) throw unknownBankCountry();
      const row = await withBankCountry(() => repo.insertBank(bankValues(body), actorId));
      deps.eligibility.invalidate();
      return toAdminBank(row);
    },

    /**
     * Partial update. The rules across fields are checked on the bank as it will be: the loan
     * range always; the rates (each loan currency's representative rate inside the range) when
     * the update touches them, so that a bank stored before issue 19 can still have its
     * description corrected.
     */
    async updateBank(actorId: string, rawId: string, body: BankUpdate): Promise<AdminBank> {
      const id = parseId(rawId);
      const current = await repo.findBank(id);
      if (!current) throw notFound();
      const touchesRates = RATE_FIELDS.some((field) => body[field] !== undefined);
      throwFieldIssues(bankRangeIssues({ ...current, ...body, ...(touchesRates ? {} : { representativeRates: undefined }) }));
      if (body.countryCode !== undefined && body.countryCode !== current.countryCode && !(await repo.findCountryByCode(body.countryCode))) {
        throw unknownBankCountry();
      }
      const row = await withBankCountry(() => repo.updateBank(id, bankValues(body), actorId));
      if (!row) throw notFound();
      deps.eligibility.invalidate();
      return toAdminBank(row);
    },

    /**
     * POST /api/admin/banks/impact (issue 19): how the most recent submitted assessments of the
     * bank's country (and of its former country, when it moves) would change if the bank were
     * saved as sent. Nothing is written. The configuration "before" is the one results are
     * computed with now (the eligibility service's, shared and cached); "after" is the same
     * with this bank replaced, read by core's configFromRows.
     */
    async bankImpact(body: BankImpactRequest): Promise<BankImpact> {
      const { id, ...bank } = body;
      const current = id === null ? null : await repo.findBank(id);
      if (id !== null && !current) throw notFound();
      if (!(await repo.findCountryByCode(bank.countryCode))) throw unknownBankCountry();
      const countryCodes = [...new Set([bank.countryCode, ...(current ? [current.countryCode] : [])])];
      const [answers, snapshot] = await Promise.all([repo.recentSubmittedAnswers(countryCodes, IMPACT_SAMPLE_LIMIT), deps.eligibility.snapshot()]);
      const bankId = id ?? NEW_BANK_ID;
      const after = configAfter(snapshot.config, bankRowLike(bank, bankId));
      return measureBankImpact({ countryCodes, answers }, snapshot.config, after, bankId);
    },

    async deleteBank(actorId: string, rawId: string): Promise<void> {
      if (!(await repo.deleteBank(parseId(rawId), actorId))) throw notFound();
      deps.eligibility.invalidate();
    },
  };

  /** The country was deleted between the check and the write. */
  async function withBankCountry<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (databaseErrorCode(error) === FOREIGN_KEY_VIOLATION) throw unknownBankCountry();
      throw error;
    }
  }
}

export type AdminReferenceService = ReturnType<typeof createAdminReferenceService>;
