import type { BankRowLike } from '../../../core/eligibility';
import type { BankRate } from '../../../core/eligibility/types';
import type { AdminBank, BankCreate, BankUpdate } from '../../../core/schemas/admin';
import type { AdminBankCharge, BankChargeInput } from '../../../core/schemas/admin-costs';
import type { BankChargeData } from '../../db/schema';
import type { BankRow, BankValues } from './admin-reference.repository';

/** Conversions between the admin API's bank shapes and the banks table (issue 19: every criterion). */

const num = (value: string | null) => (value === null ? null : Number(value));

/** A bank charge as banks.charges keeps it: JSON numbers, like the engine reads them. */
export function bankChargeData(input: BankChargeInput): BankChargeData {
  return {
    key: input.key,
    base: input.base,
    amount: Number(input.amount),
    rate: Number(input.rate),
    brackets: input.brackets ? input.brackets.map((b) => ({ upTo: b.upTo === null ? null : Number(b.upTo), rate: Number(b.rate) })) : null,
    min: num(input.min),
    max: num(input.max),
    vatRate: num(input.vatRate),
    firstHomeExemptUpTo: num(input.firstHomeExemptUpTo),
    firstHomeRelief: num(input.firstHomeRelief),
    firstHomeMaxAge: input.firstHomeMaxAge,
    source: input.source,
    verifiedOn: input.verifiedOn,
    frequency: input.frequency,
    isMandatory: input.isMandatory,
  };
}

/** A stored bank charge as the admin API shows it (charges stored before a field existed have it as null). */
export function toAdminBankCharge(charge: BankChargeData): AdminBankCharge {
  return { ...charge, firstHomeRelief: charge.firstHomeRelief ?? null, firstHomeMaxAge: charge.firstHomeMaxAge ?? null };
}

type RatesInput = NonNullable<BankUpdate['representativeRates']>;

/** The representative rates as banks.representative_rates keeps them: percent a year, JSON numbers. */
function ratesData(rates: RatesInput): Record<string, BankRate> {
  return Object.fromEntries(
    Object.entries(rates).map(([currency, offer]) => [currency, { rate: Number(offer.rate), fixedYears: offer.fixedYears, rateAfter: num(offer.rateAfter) }]),
  );
}

/** The columns a create or a (partial) update writes: the validated body, with JSON fields as numbers. */
export function bankValues(body: BankCreate): BankValues;
export function bankValues(body: BankUpdate): Partial<BankValues>;
export function bankValues(body: BankCreate | BankUpdate): Partial<BankValues> {
  const { representativeRates, charges, ...rest } = body;
  return {
    ...rest,
    ...(representativeRates === undefined ? {} : { representativeRates: ratesData(representativeRates) }),
    ...(charges === undefined ? {} : { charges: charges.map(bankChargeData) }),
  };
}

/**
 * The bank as the engine would read it after the change (core configFromRows' row shape), for
 * the impact preview: what the form would save, with `id` (a new bank's stand-in id).
 */
export function bankRowLike(body: BankCreate, id: number): BankRowLike & { id: number } {
  return { ...bankValues(body), id };
}

export function toAdminBank(row: BankRow): AdminBank {
  return {
    id: row.id,
    name: row.name,
    countryCode: row.countryCode,
    description: row.description,
    website: row.website,
    logo: row.logo,
    minLoanAmount: row.minLoanAmount,
    maxLoanAmount: row.maxLoanAmount,
    interestRateMin: row.interestRateMin,
    interestRateMax: row.interestRateMax,
    isActive: row.isActive,
    acceptsInternationalIncome: row.acceptsInternationalIncome,
    loanCurrencies: row.loanCurrencies,
    representativeRates: Object.fromEntries(
      Object.entries(row.representativeRates ?? {}).map(([currency, offer]) => [
        currency,
        { rate: Number(offer.rate), fixedYears: offer.fixedYears ?? null, rateAfter: offer.rateAfter ?? null },
      ]),
    ),
    maxTermYears: row.maxTermYears,
    nonResidentLtvCap: row.nonResidentLtvCap,
    nonResidentMaxTermYears: row.nonResidentMaxTermYears,
    maxAgeAtMaturity: row.maxAgeAtMaturity,
    acceptedIncomeCurrencies: row.acceptedIncomeCurrencies,
    acceptedResidenceCountries: row.acceptedResidenceCountries,
    foreignIncomeHaircut: row.foreignIncomeHaircut,
    acceptedEmploymentTypes: row.acceptedEmploymentTypes,
    minEmploymentMonths: row.minEmploymentMonths,
    minTotalEmploymentMonths: row.minTotalEmploymentMonths,
    requiredDocuments: row.requiredDocuments,
    translatedDocuments: row.translatedDocuments,
    apostilledDocuments: row.apostilledDocuments,
    criteriaSource: row.criteriaSource,
    criteriaVerifiedOn: row.criteriaVerifiedOn,
    criteriaEstimates: row.criteriaEstimates,
    charges: row.charges.map(toAdminBankCharge),
    features: row.features,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
