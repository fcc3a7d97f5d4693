import { AppError } from '../../../core/errors';
import type {
  AdminExchangeRate,
  AdminLendingRule,
  ExchangeRateCreate,
  ExchangeRateUpdate,
  LendingRuleCreate,
  LendingRuleUpdate,
  ScoringConfig,
  ScoringUpdate,
  VerdictCeilings,
} from '../../../core/schemas/admin';
import type { EligibilityService } from '../eligibility/eligibility.service';
import { SCORING_TOTAL, type ScoringBatchUpdate, type ScoringCategoryChange } from '../../../core/schemas/scoring-batch';
import type { AdminEngineRepository, ExchangeRateRow, LendingRuleRow, ScoringRow, ScoringState } from './admin-engine.repository';
import { parseId } from './admin-reference.service';
import { databaseErrorCode, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from './database-errors';

const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');
const DAY_MS = 86_400_000;
const lendingRuleFieldError = (code: 'CONFLICT' | 'VALIDATION_ERROR', field: string, reason: string) =>
  new AppError(code, `validation.lendingRule.${field}.${reason}`, { fieldErrors: { [field]: `validation.lendingRule.${field}.${reason}` } });

function throwFieldIssues(issues: Record<string, string>) {
  const [first] = Object.values(issues);
  if (first) throw new AppError('VALIDATION_ERROR', first, { fieldErrors: issues });
}

function toScoringConfig(state: ScoringState): ScoringConfig {
  const categories = state.categories.map((row) => ({
    id: row.id,
    category: row.category,
    description: row.description,
    weight: row.weight,
    options: Object.fromEntries(Object.entries(row.options).map(([option, points]) => [option, Number(points)])),
    bands: row.bands.map((band) => ({
      option: band.option,
      ...(band.min != null ? { min: Number(band.min) } : {}),
      ...(band.max != null ? { max: Number(band.max) } : {}),
    })),
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  }));
  return {
    version: state.version,
    versionCreatedAt: state.versionCreatedAt?.toISOString() ?? null,
    totalActiveWeight: categories.filter((c) => c.isActive).reduce((sum, c) => sum + c.weight, 0),
    categories,
    verdictCeilings: state.verdictCeilings,
  };
}

type ScoringValues = Pick<ScoringRow, 'weight' | 'options' | 'isActive'>;

/**
 * The values a scoring save writes for one category, or null when they equal the stored ones,
 * with its problems (keys `weight`, `options.<option>`). Option names are fixed (the category's
 * bands pick them); points must stay within the weight, including points not sent when the
 * weight goes down.
 */
export function nextScoring(current: ScoringRow, body: ScoringUpdate): { values: ScoringValues | null; issues: Record<string, string> } {
  const issues: Record<string, string> = {};
  for (const option of Object.keys(body.options ?? {})) {
    if (!Object.hasOwn(current.options, option)) issues[`options.${option}`] = 'validation.scoring.options.unknown';
  }
  if (Object.keys(issues).length) return { values: null, issues };
  const weight = body.weight ?? current.weight;
  const options = { ...current.options, ...body.options };
  for (const [option, points] of Object.entries(options)) {
    if (Number(points) > weight) issues[`options.${option}`] = 'validation.scoring.points.max';
  }
  const isActive = body.isActive ?? current.isActive;
  const isSame =
    weight === current.weight &&
    isActive === current.isActive &&
    Object.entries(options).every(([option, points]) => Number(current.options[option]) === Number(points));
  return { values: isSame ? null : { weight, options, isActive }, issues };
}

function toAdminLendingRule(row: LendingRuleRow): AdminLendingRule {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function toAdminExchangeRate(row: ExchangeRateRow, isCurrent: boolean): AdminExchangeRate {
  return {
    id: row.id,
    currency: row.currency,
    rate: row.rate,
    rateDate: row.rateDate,
    fxHaircut: row.fxHaircut,
    source: row.source,
    isCurrent,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Scoring, lending rules and exchange rates: the engine's configuration. Every write
 * invalidates this instance's engine cache; other instances see the change through the
 * configuration fingerprint within their re-check interval (eligibility.service.ts).
 */
export function createAdminEngineService(repo: AdminEngineRepository, deps: { eligibility: Pick<EligibilityService, 'invalidate'> }) {
  /**
   * Saves scoring changes as one new version, or refuses them all: unknown categories (404),
   * points above a weight (field errors keyed by `prefix(id)`), or a resulting total of active
   * weights other than SCORING_TOTAL. Nothing changed: no version.
   */
  async function saveScoring(changes: readonly ScoringCategoryChange[], actorId: string, prefix: (id: number) => string): Promise<ScoringConfig> {
    const result = await repo.saveScoring(actorId, (locked) => {
      const byId = new Map(locked.map((row) => [row.id, row]));
      const updates = new Map<number, ScoringValues>();
      const issues: Record<string, string> = {};
      for (const { id, ...body } of changes) {
        const current = byId.get(id);
        if (!current) throw notFound();
        const next = nextScoring(current, body);
        for (const [key, message] of Object.entries(next.issues)) issues[`${prefix(id)}${key}`] = message;
        if (next.values) updates.set(id, next.values);
      }
      throwFieldIssues(issues);
      if (updates.size === 0) return null;
      const total = locked.reduce((sum, row) => {
        const values = updates.get(row.id) ?? row;
        return values.isActive ? sum + values.weight : sum;
      }, 0);
      if (total !== SCORING_TOTAL) throw new AppError('VALIDATION_ERROR', 'validation.scoring.total', { values: { total, target: SCORING_TOTAL } });
      return updates;
    });
    if (result.isChanged) deps.eligibility.invalidate();
    return toScoringConfig(result.state);
  }

  return {
    getScoring: async () => toScoringConfig(await repo.scoringState()),

    /**
     * PUT /api/admin/scoring-config/:id (the first release's per-category call, kept beside the whole save of ADR 063). A change is saved with a new
     * configuration version: stored assessments keep the version they were scored with. Since
     * issue 12 the resulting total of active weights must be 100 here too, so a change of one
     * weight alone is refused; the Scoring tab saves every category at once (below).
     */
    updateScoring: (rawId: string, actorId: string, body: ScoringUpdate) => saveScoring([{ id: parseId(rawId), ...body }], actorId, () => ''),

    /** PUT /api/admin/scoring-config: every edited category in one version, or none (issue 12). */
    updateScoringBatch: (actorId: string, body: ScoringBatchUpdate) => saveScoring(body.categories, actorId, (id) => `categories.${id}.`),

    /** PUT /api/admin/scoring-config/verdict-ceilings: a new version, as for a category. */
    async updateVerdictCeilings(actorId: string, body: VerdictCeilings): Promise<ScoringConfig> {
      const result = await repo.saveVerdictCeilings(body, actorId);
      if (result.isChanged) deps.eligibility.invalidate();
      return toScoringConfig(result.state);
    },

    listLendingRules: async () => (await repo.listLendingRules()).map(toAdminLendingRule),

    /** POST /api/admin/lending-rules: 409 when the country has a rule for the currency, 400 for an unknown country. */
    async createLendingRule(actorId: string, body: LendingRuleCreate): Promise<AdminLendingRule> {
      let row: LendingRuleRow;
      try {
        row = await repo.createLendingRule(body, actorId);
      } catch (error) {
        const code = databaseErrorCode(error);
        if (code === UNIQUE_VIOLATION) throw lendingRuleFieldError('CONFLICT', 'countryCode', 'taken');
        if (code === FOREIGN_KEY_VIOLATION) throw lendingRuleFieldError('VALIDATION_ERROR', 'countryCode', 'unknown');
        throw error;
      }
      deps.eligibility.invalidate();
      return toAdminLendingRule(row);
    },

    async updateLendingRule(actorId: string, rawId: string, body: LendingRuleUpdate): Promise<AdminLendingRule> {
      const row = await repo.updateLendingRule(parseId(rawId), body, actorId);
      if (!row) throw notFound();
      deps.eligibility.invalidate();
      return toAdminLendingRule(row);
    },

    async listExchangeRates(currency?: string): Promise<AdminExchangeRate[]> {
      const [rows, latest] = await Promise.all([repo.listExchangeRates(currency), repo.latestRateDates()]);
      const latestDate = new Map(latest.map((row) => [row.currency, row.rateDate]));
      const seen = new Set<string>();
      return rows.map((row) => {
        // Rows come newest first per currency: the first of each currency is the one in use.
        const isCurrent = !seen.has(row.currency) && latestDate.get(row.currency) === row.rateDate;
        seen.add(row.currency);
        return toAdminExchangeRate(row, isCurrent);
      });
    },

    /**
     * POST /api/admin/exchange-rates: a new dated rate (history is kept; the engine uses the
     * newest per currency). EUR is the base (always 1); dates after tomorrow (UTC) are refused,
     * since a future rate would be used at once. fxHaircut defaults to the currency's current one.
     */
    async addExchangeRate(actorId: string, body: ExchangeRateCreate): Promise<AdminExchangeRate> {
      const issues: Record<string, string> = {};
      if (body.currency === 'EUR' && Number(body.rate) !== 1) issues.rate = 'validation.exchangeRate.eurIsBase';
      const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
      if (body.rateDate > tomorrow) issues.rateDate = 'validation.exchangeRate.rateDate.future';
      throwFieldIssues(issues);
      const previous = await repo.latestRate(body.currency);
      let row: ExchangeRateRow;
      try {
        const values = {
          currency: body.currency,
          rate: body.rate,
          rateDate: body.rateDate,
          fxHaircut: body.fxHaircut ?? previous?.fxHaircut ?? '0.000',
          source: body.source ?? null,
        };
        row = await repo.insertExchangeRate(values, actorId);
      } catch (error) {
        if (databaseErrorCode(error) === UNIQUE_VIOLATION) {
          throw new AppError('CONFLICT', 'validation.exchangeRate.duplicate', { fieldErrors: { rateDate: 'validation.exchangeRate.duplicate' } });
        }
        throw error;
      }
      deps.eligibility.invalidate();
      return toAdminExchangeRate(row, !previous || row.rateDate >= previous.rateDate);
    },

    /** PUT /api/admin/exchange-rates/:id: the same rate row, corrected (the ECB fetch never overwrites it). */
    async correctExchangeRate(actorId: string, rawId: string, body: ExchangeRateUpdate): Promise<AdminExchangeRate> {
      const id = parseId(rawId);
      const existing = await repo.findExchangeRate(id);
      if (!existing) throw new AppError('NOT_FOUND', 'errors.notFound');
      if (existing.currency === 'EUR' && Number(body.rate) !== 1) throwFieldIssues({ rate: 'validation.exchangeRate.eurIsBase' });
      const values = { rate: body.rate, fxHaircut: body.fxHaircut ?? existing.fxHaircut, source: body.source === undefined ? existing.source : body.source };
      const row = await repo.updateExchangeRate(id, values, actorId);
      if (!row) throw new AppError('NOT_FOUND', 'errors.notFound');
      deps.eligibility.invalidate();
      const latest = await repo.latestRate(row.currency);
      return toAdminExchangeRate(row, latest?.id === row.id);
    },
  };
}

export type AdminEngineService = ReturnType<typeof createAdminEngineService>;
