import type { DocumentType } from '../constants';
import type { BankRow } from './rows';
import { bankCriteriaSeed } from './bank-criteria';

/** Who the bank is; what it asks of people living abroad is in bank-criteria.ts, with its sources. */
type BankIdentity = Pick<BankRow, 'name' | 'countryCode' | 'description' | 'website' | 'features' | 'minLoanAmount' | 'maxLoanAmount' | 'requiredDocuments'>;

/**
 * Partner banks per property country (docs/lending-rules.md §1, "Banks"). Loan ranges are in EUR. Each
 * row takes its rates, terms, caps, currencies and criteria for people living abroad from
 * bank-criteria.ts (issue 19), where every figure names its source or is marked an estimate.
 */
function withCriteria(identity: BankIdentity): BankRow {
  const criteria = bankCriteriaSeed[identity.name];
  if (!criteria) throw new Error(`bank-criteria.ts has no criteria for ${identity.name}`);
  const fraction = (value: number | null) => (value === null ? null : value.toFixed(3));
  return {
    ...identity,
    interestRateMin: criteria.interestRateMin.toFixed(2),
    interestRateMax: criteria.interestRateMax.toFixed(2),
    representativeRates: criteria.representativeRates,
    loanCurrencies: criteria.loanCurrencies,
    maxTermYears: criteria.maxTermYears,
    nonResidentLtvCap: fraction(criteria.nonResidentLtvCap),
    nonResidentMaxTermYears: criteria.nonResidentMaxTermYears,
    maxAgeAtMaturity: criteria.maxAgeAtMaturity,
    acceptsInternationalIncome: criteria.acceptsInternationalIncome,
    acceptedIncomeCurrencies: criteria.acceptedIncomeCurrencies,
    acceptedResidenceCountries: criteria.acceptedResidenceCountries,
    foreignIncomeHaircut: fraction(criteria.foreignIncomeHaircut),
    acceptedEmploymentTypes: criteria.acceptedEmploymentTypes,
    minEmploymentMonths: criteria.minEmploymentMonths,
    minTotalEmploymentMonths: criteria.minTotalEmploymentMonths,
    translatedDocuments: criteria.translatedDocuments,
    apostilledDocuments: criteria.apostilledDocuments,
    criteriaSource: criteria.source,
    criteriaVerifiedOn: criteria.verifiedOn,
    criteriaEstimates: criteria.estimates,
  };
}

const FULL_FILE: DocumentType[] = [
  'id_document',
  'payslip',
  'employment_contract',
  'tax_certificate',
  'bank_statement',
  'property_papers',
];

const STANDARD_FILE: DocumentType[] = ['id_document', 'payslip', 'employment_contract', 'bank_statement', 'property_papers'];

const identities: BankIdentity[] = [
  // Romania (docs/lending-rules.md §1.1): BT, BCR, BRD, CEC.
  {
    name: 'Banca Transilvania',
    countryCode: 'RO',
    description: 'Largest Romanian bank; mortgages for Romanians working abroad on an indefinite contract.',
    website: 'https://www.bancatransilvania.ro',
    features: [
      'Accepts foreign income on an indefinite contract',
      '12 months of work history, 6 at the current employer',
      'Loans in RON or EUR',
      'Own contribution from 15–20 %',
    ],
    minLoanAmount: '15000.00',
    maxLoanAmount: '500000.00',
    requiredDocuments: FULL_FILE,
  },
  {
    name: 'BCR (Erste Group)',
    countryCode: 'RO',
    description: 'Banca Comercială Română, part of Erste Group; fixed-then-variable RON mortgages.',
    website: 'https://www.bcr.ro',
    features: ['Lei mortgages (Casa Mea) for people paid in EUR, GBP or USD in Europe, the USA or Canada', 'Terms up to 30 years', 'Fixed rate for the first 3 years'],
    minLoanAmount: '15000.00',
    maxLoanAmount: '400000.00',
    requiredDocuments: FULL_FILE,
  },
  {
    name: 'BRD – Groupe Société Générale',
    countryCode: 'RO',
    description: 'BRD, the Romanian arm of Société Générale; Habitat mortgages in lei.',
    website: 'https://www.brd.ro',
    features: ['Lei mortgages', 'Terms up to 30 years', 'Fixed rate for the whole term'],
    minLoanAmount: '15000.00',
    maxLoanAmount: '400000.00',
    requiredDocuments: FULL_FILE,
  },
  {
    name: 'CEC Bank',
    countryCode: 'RO',
    description: 'State-owned Romanian bank; mortgages up to 35 years, EUR loans only against EUR income.',
    website: 'https://www.cec.ro',
    features: ['Terms up to 35 years', 'EUR loans for EUR earners', 'Age up to 75 at maturity'],
    minLoanAmount: '10000.00',
    maxLoanAmount: '350000.00',
    requiredDocuments: FULL_FILE,
  },
  // Poland (docs/lending-rules.md §1.2): the banks most active for EUR-income borrowers.
  {
    name: 'PKO Bank Polski',
    countryCode: 'PL',
    description: "Poland's largest bank; złoty mortgages, and EUR ones case by case for borrowers paid mostly in EUR.",
    website: 'https://www.pkobp.pl',
    features: ['Loans in the currency most of your income is in (PLN or EUR)', 'Terms up to 35 years'],
    minLoanAmount: '20000.00',
    maxLoanAmount: '600000.00',
    requiredDocuments: FULL_FILE,
  },
  {
    name: 'Bank Pekao',
    countryCode: 'PL',
    description: 'Bank Pekao S.A.; mortgages for Poles working in the euro area.',
    website: 'https://www.pekao.com.pl',
    features: ['Loans in the currency most of your income is in (PLN or EUR)', 'EUR loans up to 20 years, own contribution from 30 %'],
    minLoanAmount: '20000.00',
    maxLoanAmount: '500000.00',
    requiredDocuments: FULL_FILE,
  },
  {
    name: 'Alior Bank',
    countryCode: 'PL',
    description: 'Alior Bank; mortgages for emigrants with income in EUR.',
    website: 'https://www.aliorbank.pl',
    features: ['Income from abroad accepted', 'Loans in the currency most of your income is in (PLN or EUR)'],
    minLoanAmount: '20000.00',
    maxLoanAmount: '400000.00',
    requiredDocuments: FULL_FILE,
  },
  // Hungary (docs/lending-rules.md §1.3).
  {
    name: 'OTP Bank',
    countryCode: 'HU',
    description: "Hungary's largest bank; forint mortgages with long rate fixation.",
    website: 'https://www.otpbank.hu',
    features: ['Forint loans, fixed for the whole term', 'Foreign income for Hungarian citizens with a permanent Hungarian address'],
    minLoanAmount: '10000.00',
    maxLoanAmount: '400000.00',
    requiredDocuments: FULL_FILE,
  },
  {
    name: 'K&H Bank',
    countryCode: 'HU',
    description: 'K&H Bank (KBC Group); forint mortgages.',
    website: 'https://www.kh.hu',
    features: ['Forint loans', 'Foreign income for Hungarian citizens with a permanent Hungarian address'],
    minLoanAmount: '10000.00',
    maxLoanAmount: '350000.00',
    requiredDocuments: FULL_FILE,
  },
  {
    name: 'Erste Bank Hungary',
    countryCode: 'HU',
    description: 'Erste Bank Hungary; forint mortgages.',
    website: 'https://www.erstebank.hu',
    features: ['Forint loans', 'Foreign income for Hungarian citizens with a permanent Hungarian address'],
    minLoanAmount: '10000.00',
    maxLoanAmount: '350000.00',
    requiredDocuments: FULL_FILE,
  },
  // Czechia (docs/lending-rules.md §1.4): foreign income may be cut up to 30 %.
  {
    name: 'Česká spořitelna',
    countryCode: 'CZ',
    description: 'Česká spořitelna (Erste Group); CZK mortgages.',
    website: 'https://www.csas.cz',
    features: ['CZK mortgages', 'Terms up to 30 years'],
    minLoanAmount: '20000.00',
    maxLoanAmount: '500000.00',
    requiredDocuments: FULL_FILE,
  },
  {
    name: 'ČSOB Hypoteční banka',
    countryCode: 'CZ',
    description: "ČSOB's mortgage bank (KBC Group); CZK mortgages.",
    website: 'https://www.hypotecnibanka.cz',
    features: ['CZK mortgages', 'Fixation from 1 to 10 years'],
    minLoanAmount: '20000.00',
    maxLoanAmount: '500000.00',
    requiredDocuments: FULL_FILE,
  },
  {
    name: 'Komerční banka',
    countryCode: 'CZ',
    description: 'Komerční banka (Société Générale); CZK mortgages.',
    website: 'https://www.kb.cz',
    features: ['CZK mortgages', 'Online application'],
    minLoanAmount: '20000.00',
    maxLoanAmount: '450000.00',
    requiredDocuments: FULL_FILE,
  },
  // Slovakia (docs/lending-rules.md §1.5). Lending to non-residents is U.
  {
    name: 'Slovenská sporiteľňa',
    countryCode: 'SK',
    description: 'Slovenská sporiteľňa (Erste Group); EUR mortgages.',
    website: 'https://www.slsp.sk',
    features: ['EUR mortgages', 'Terms up to 30 years'],
    minLoanAmount: '15000.00',
    maxLoanAmount: '500000.00',
    requiredDocuments: STANDARD_FILE,
  },
  {
    name: 'VÚB banka',
    countryCode: 'SK',
    description: 'VÚB banka (Intesa Sanpaolo); EUR mortgages.',
    website: 'https://www.vub.sk',
    features: ['EUR mortgages', 'Fixation up to 10 years'],
    minLoanAmount: '15000.00',
    maxLoanAmount: '500000.00',
    requiredDocuments: STANDARD_FILE,
  },
  {
    name: 'Tatra banka',
    countryCode: 'SK',
    description: 'Tatra banka (Raiffeisen Group); EUR mortgages.',
    website: 'https://www.tatrabanka.sk',
    features: ['EUR mortgages', 'Online mortgage application'],
    minLoanAmount: '15000.00',
    maxLoanAmount: '500000.00',
    requiredDocuments: STANDARD_FILE,
  },
  // Croatia (docs/lending-rules.md §1.6). PBZ's non-resident programme: ≥ 30 % own funds, EUR 20k–350k, 5–20 y (V).
  {
    name: 'Privredna banka Zagreb (PBZ)',
    countryCode: 'HR',
    description: 'PBZ (Intesa Sanpaolo); housing loans for non-residents earning EUR in a euro-area state.',
    website: 'https://www.pbz.hr',
    features: ['Non-resident programme', 'At least 30 % own funds', 'EUR 20,000–350,000', 'Terms 5–20 years'],
    minLoanAmount: '20000.00',
    maxLoanAmount: '350000.00',
    requiredDocuments: FULL_FILE,
  },
  {
    name: 'Erste&Steiermärkische Bank',
    countryCode: 'HR',
    description: 'Erste&Steiermärkische Bank; housing loans with a non-resident programme.',
    website: 'https://www.erstebank.hr',
    features: ['Non-resident programme', 'EUR housing loans'],
    minLoanAmount: '15000.00',
    maxLoanAmount: '500000.00',
    requiredDocuments: FULL_FILE,
  },
  {
    name: 'Zagrebačka banka',
    countryCode: 'HR',
    description: 'Zagrebačka banka (UniCredit); EUR housing loans for residents of Croatia.',
    website: 'https://www.zaba.hr',
    features: ['EUR housing loans', 'Fixed or variable rate'],
    minLoanAmount: '15000.00',
    maxLoanAmount: '500000.00',
    requiredDocuments: FULL_FILE,
  },
  // Slovenia (docs/lending-rules.md §1.7). Lending to non-residents is U.
  {
    name: 'NLB',
    countryCode: 'SI',
    description: "Nova Ljubljanska banka, Slovenia's largest bank; EUR housing loans for residents employed in Slovenia.",
    website: 'https://www.nlb.si',
    features: ['EUR housing loans', 'Fixed rate up to 20 years'],
    minLoanAmount: '10000.00',
    maxLoanAmount: '400000.00',
    requiredDocuments: STANDARD_FILE,
  },
  {
    name: 'OTP banka Slovenija',
    countryCode: 'SI',
    description: 'OTP banka (OTP Group) in Slovenia; EUR housing loans.',
    website: 'https://www.otpbanka.si',
    features: ['EUR housing loans', 'Terms up to 30 years'],
    minLoanAmount: '10000.00',
    maxLoanAmount: '350000.00',
    requiredDocuments: STANDARD_FILE,
  },
  {
    name: 'Intesa Sanpaolo Bank Slovenija',
    countryCode: 'SI',
    description: 'Intesa Sanpaolo Bank in Slovenia; EUR housing loans.',
    website: 'https://www.intesasanpaolobank.si',
    features: ['EUR housing loans', 'Fixed or variable rate'],
    minLoanAmount: '10000.00',
    maxLoanAmount: '350000.00',
    requiredDocuments: STANDARD_FILE,
  },
  // Bulgaria (docs/lending-rules.md §1.8). Bulbank's programme for customers without permanent residence: ≤ 70 %, ≤ 25 y (V).
  {
    name: 'UniCredit Bulbank',
    countryCode: 'BG',
    description: 'UniCredit Bulbank; a mortgage for customers without permanent residence in Bulgaria.',
    website: 'https://www.unicreditbulbank.bg',
    features: ['Mortgage for Bulgarian citizens without permanent residence', 'EUR loans', 'Deposit of 3 instalments'],
    minLoanAmount: '10000.00',
    maxLoanAmount: '400000.00',
    requiredDocuments: FULL_FILE,
  },
  {
    name: 'DSK Bank',
    countryCode: 'BG',
    description: 'DSK Bank (OTP Group); EUR mortgages, for Bulgarians employed in the EU.',
    website: 'https://dskbank.bg',
    features: ['EUR mortgages', 'Bulgarian citizens employed in the EU'],
    minLoanAmount: '10000.00',
    maxLoanAmount: '400000.00',
    requiredDocuments: FULL_FILE,
  },
  {
    name: 'United Bulgarian Bank (UBB)',
    countryCode: 'BG',
    description: 'UBB (KBC Group); EUR mortgages.',
    website: 'https://www.ubb.bg',
    features: ['EUR mortgages', 'Fixed for 3 years, then variable'],
    minLoanAmount: '10000.00',
    maxLoanAmount: '350000.00',
    requiredDocuments: FULL_FILE,
  },
];

export const bankSeed: BankRow[] = identities.map(withCriteria);
