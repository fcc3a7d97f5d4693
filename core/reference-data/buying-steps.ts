import type { BANK_CHARGE_KEYS, CLOSING_COST_KEYS } from '../schemas/admin-costs';

/**
 * The steps of buying a home with a mortgage while living abroad, per property country (issue 24
 * item 1, ADR 085). Plain data like the other reference data (ADR 079): each step says who does
 * it, whether it can be done from abroad and how, its typical lead time, what it waits for, which
 * costs of buying it triggers (keys of closing-costs.ts: figures live only there), which documents
 * need a certified translation, and the source of the rule with the day it was read.
 *
 * `isEstimate` is true whenever the lead time or the rule is our estimate and not a published
 * rule; its source then says "estimate". Almost every lead time is an estimate: laws set few
 * deadlines for these steps. The buying-plan (core/buying-plan) reads these rows; it never
 * invents a step.
 */
export const BUYING_STEPS_VERIFIED_ON = '2026-11-29';
const VERIFIED_ON = BUYING_STEPS_VERIFIED_ON;

export const BUYING_STEP_KEYS = [
  'powerOfAttorney',
  'translations',
  'taxNumber',
  'bankAccount',
  'valuation',
  'preContract',
  'bankOffer',
  'reflectionPeriod',
  'insurance',
  'notaryDeed',
  'landRegistry',
  'mortgageRegistration',
] as const;
export type BuyingStepKey = (typeof BUYING_STEP_KEYS)[number];

/** The step every plan is dated from: the signing of the sale deed (and the loan and mortgage). */
export const SIGNING_STEP: BuyingStepKey = 'notaryDeed';
/** The step a plan adds when another step is done through a proxy. */
export const POWER_OF_ATTORNEY_STEP: BuyingStepKey = 'powerOfAttorney';

export type BuyingStepActor = 'applicant' | 'proxy' | 'broker' | 'bank' | 'notary';
/** inPerson: the applicant must be in the country; byProxy: someone holding a power of attorney acts; remote: done from abroad. */
export type FromAbroad = 'inPerson' | 'byProxy' | 'remote';
export type LeadDayKind = 'working' | 'calendar';

/**
 * How a power of attorney signed abroad is made valid in the property country. Signed at the
 * property country's consulate it is that country's own notarial act (no apostille, no
 * translation); signed before a notary of the country of residence it needs an apostille (Hague
 * Convention of 5.10.1961: the eight property countries and the income countries are parties) and
 * a certified translation into the property country's language.
 */
export interface PowerOfAttorneyRoute {
  signedAt: readonly ('consulate' | 'notaryAbroad')[];
  apostilleWhenSignedAtNotaryAbroad: true;
  certifiedTranslationWhenSignedAtNotaryAbroad: true;
}

export interface BuyingStepRow {
  countryCode: string;
  key: BuyingStepKey;
  order: number;
  actor: BuyingStepActor;
  /** How the step is done when the applicant lives abroad and nothing is arranged. */
  fromAbroad: FromAbroad;
  /** Present when a proxy with a power of attorney may do it instead (the plan uses it to save a trip). */
  proxyRoute?: PowerOfAttorneyRoute;
  leadDays: number;
  leadDayKind: LeadDayKind;
  dependsOn: readonly BuyingStepKey[];
  /** Costs of buying this step triggers, by closing-costs key of the same country (figures there). */
  costKeys: readonly (typeof CLOSING_COST_KEYS)[number][];
  /** A bank's charge this step triggers (bank-charges.ts, per bank). */
  bankChargeKey?: (typeof BANK_CHARGE_KEYS)[number];
  /** Documents that need a certified translation into the country's language for this step. */
  documents: readonly string[];
  source: string;
  verifiedOn: string;
  isEstimate: boolean;
}

type StepValues = Omit<BuyingStepRow, 'countryCode' | 'key' | 'order' | 'verifiedOn' | 'costKeys' | 'documents'> &
  Partial<Pick<BuyingStepRow, 'costKeys' | 'documents'>>;

/** The one route a power of attorney signed abroad takes (every property country: the Hague Convention). */
export const POWER_OF_ATTORNEY_ROUTE: PowerOfAttorneyRoute = {
  signedAt: ['consulate', 'notaryAbroad'],
  apostilleWhenSignedAtNotaryAbroad: true,
  certifiedTranslationWhenSignedAtNotaryAbroad: true,
};

const HAGUE =
  'Hague Convention of 5 October 1961 Abolishing the Requirement of Legalisation for Foreign Public Documents: a notarial act from a Contracting State needs only an apostille from that state (RO, BG, HU, PL, CZ, SK, HR, SI and the income countries are parties, HCCH status table; not re-read on hcch.net). A POA signed at the consulate is a home-country notarial act. Lead time: estimate, 10 working days for the appointment, the apostille and the translation.';
const MCD_14 =
  'Mortgage Credit Directive 2014/17/EU art. 14(6) (read on judict.eu): the consumer gets at least 7 days, as a reflection period before signing and/or a right of withdrawal after; during a reflection period the offer binds the creditor and the consumer may accept it at any time.';

function stepsOf(countryCode: string, steps: ReadonlyArray<readonly [BuyingStepKey, StepValues]>): BuyingStepRow[] {
  return steps.map(([key, values], index) => ({
    countryCode,
    key,
    order: index + 1,
    verifiedOn: VERIFIED_ON,
    costKeys: [],
    documents: [],
    ...values,
  }));
}

/** What is the same in every country: the POA abroad, translations, valuation, insurance, the bank account. */
const common = {
  /** A tax number a proxy obtains with the power of attorney; `source` says what it is and that the lead time is an estimate. */
  taxNumberByProxy: (leadDays: number, source: string): StepValues => ({
    actor: 'proxy',
    fromAbroad: 'byProxy',
    proxyRoute: POWER_OF_ATTORNEY_ROUTE,
    leadDays,
    leadDayKind: 'working',
    dependsOn: [],
    source,
    isEstimate: true,
  }),
  powerOfAttorney: (language: string): StepValues => ({
    actor: 'applicant',
    fromAbroad: 'remote',
    leadDays: 10,
    leadDayKind: 'working',
    dependsOn: [],
    documents: [`power of attorney, when signed before a notary abroad (into ${language})`],
    source: HAGUE,
    isEstimate: true,
  }),
  translations: (language: string, translator: string): StepValues => ({
    actor: 'applicant',
    fromAbroad: 'remote',
    leadDays: 10,
    leadDayKind: 'working',
    dependsOn: [],
    documents: ['payslips and employment contract', 'tax statement of the country of residence', 'bank statements', `(all into ${language})`],
    source: `Certified translations by a ${translator}; sent scanned to the broker, originals by post. Lead time: estimate, 10 working days (banks set which documents; the checklist is per bank).`,
    isEstimate: true,
  }),
  bankAccount: (): StepValues => ({
    actor: 'applicant',
    fromAbroad: 'inPerson',
    leadDays: 1,
    leadDayKind: 'working',
    dependsOn: [],
    bankChargeKey: 'account',
    source:
      'Current account at the lending bank for the disbursement and the instalments: identification under the AML rules (Directive (EU) 2015/849 art. 13) is usually done in a branch; some banks identify by video. Estimate: in person, 1 working day, opened in the days before the signing.',
    isEstimate: true,
  }),
  valuation: (): StepValues => ({
    actor: 'bank',
    fromAbroad: 'remote',
    leadDays: 7,
    leadDayKind: 'working',
    dependsOn: [],
    bankChargeKey: 'valuation',
    source:
      'Valuation by a valuer the bank accepts (Mortgage Credit Directive 2014/17/EU art. 19: reliable valuation standards); the seller or an agent opens the property. Lead time: estimate, 7 working days from the order to the report.',
    isEstimate: true,
  }),
  preContract: (name: string, deps: readonly BuyingStepKey[]): StepValues => ({
    actor: 'applicant',
    fromAbroad: 'inPerson',
    proxyRoute: POWER_OF_ATTORNEY_ROUTE,
    leadDays: 5,
    leadDayKind: 'working',
    dependsOn: deps,
    source: `Pre-contract (${name}) with the seller, which the bank asks for before it makes its offer; signed in person or by a proxy under a power of attorney. Lead time: estimate, 5 working days to agree the text and sign.`,
    isEstimate: true,
  }),
  bankOffer: (source: string, leadDays = 15, isEstimate = true, leadDayKind: LeadDayKind = 'working'): StepValues => ({
    actor: 'bank',
    fromAbroad: 'remote',
    leadDays,
    leadDayKind,
    dependsOn: ['preContract', 'valuation', 'translations'],
    bankChargeKey: 'arrangement',
    source,
    isEstimate,
  }),
  reflectionPeriod: (leadDays: number, source: string, isEstimate = true): StepValues => ({
    actor: 'applicant',
    fromAbroad: 'remote',
    leadDays,
    leadDayKind: 'calendar',
    dependsOn: ['bankOffer'],
    source,
    isEstimate,
  }),
  insurance: (source: string, bankChargeKey: StepValues['bankChargeKey'] = 'propertyInsurance'): StepValues => ({
    actor: 'applicant',
    fromAbroad: 'remote',
    leadDays: 3,
    leadDayKind: 'working',
    dependsOn: [],
    bankChargeKey,
    source,
    isEstimate: true,
  }),
  notaryDeed: (costKeys: BuyingStepRow['costKeys'], source: string, deps: readonly BuyingStepKey[] = []): StepValues => ({
    actor: 'notary',
    fromAbroad: 'inPerson',
    proxyRoute: POWER_OF_ATTORNEY_ROUTE,
    leadDays: 0,
    leadDayKind: 'calendar',
    dependsOn: ['reflectionPeriod', 'preContract', 'bankAccount', 'insurance', ...deps],
    costKeys,
    source,
    isEstimate: true,
  }),
  after: (leadDays: number, costKeys: BuyingStepRow['costKeys'], source: string): StepValues => ({
    actor: 'notary',
    fromAbroad: 'remote',
    leadDays,
    leadDayKind: 'working',
    dependsOn: ['notaryDeed'],
    costKeys,
    source,
    isEstimate: true,
  }),
};

const INSURANCE = 'Property insurance assigned to the bank, a condition of the loan (bank-charges.ts lists each bank’s). Lead time: estimate, 3 working days, bought online.';
const OFFER = 'Bank’s credit decision and binding offer with the ESIS (MCD 2014/17/EU art. 14(1)–(2)). Lead time: estimate, 15 working days after a complete file; no national deadline read.';
const UNREAD_REFLECTION = (law: string) =>
  `${MCD_14} ${law}: the national length was not read; estimate, 14 calendar days planned (twice the directive’s minimum) so the applicant can use the whole period.`;

export const buyingStepSeed: BuyingStepRow[] = [
  ...stepsOf('RO', [
    ['powerOfAttorney', common.powerOfAttorney('Romanian')],
    ['translations', common.translations('Romanian', 'translator authorised by the Ministry of Justice (traducător autorizat), signature legalised by a notary')],
    [
      'taxNumber',
      {
        actor: 'notary',
        fromAbroad: 'remote',
        leadDays: 5,
        leadDayKind: 'working',
        dependsOn: [],
        source:
          'A non-resident without a Romanian tax number (NIF; citizens use their CNP) is registered with ANAF at the notary’s request through the Ministry of Finance’s IT application (Order MF 247/2025 under art. 82 of Law 207/2015, the Fiscal Procedure Code, as summarised by piroi.com and financess.ro); form 030 at ANAF through a proxy remains possible. Lead time: estimate, 5 working days.',
        isEstimate: true,
      },
    ],
    ['bankAccount', common.bankAccount()],
    ['valuation', common.valuation()],
    ['preContract', common.preContract('antecontract de vânzare-cumpărare, usually authenticated by a notary', ['taxNumber'])],
    ['bankOffer', common.bankOffer(OFFER)],
    ['reflectionPeriod', common.reflectionPeriod(15, `${MCD_14} Romania transposed it by OUG 52/2016 (MO 727/20.9.2016); the 15-day reflection period commonly cited for it was not read in the text: estimate, 15 calendar days planned.`)],
    ['insurance', common.insurance(`${INSURANCE} The home insurance against earthquake, flood and landslide (PAD, Law 260/2008) is compulsory for every home.`, 'homeInsurancePad')],
    ['notaryDeed', common.notaryDeed(['notary', 'mortgageDeed'], 'Sale deed and mortgage contract authenticated by a Romanian notary (Civil Code art. 1244: a transfer of land ownership needs an authentic deed), the loan agreement signed at the bank the same day; in person or by a proxy. Appointment: estimate.', ['taxNumber'])],
    ['landRegistry', common.after(7, ['landRegistry'], 'The notary files the registration in the land book (carte funciară) with the OCPI of ANCPI (Law 7/1996). Lead time: estimate, 7 working days.')],
    ['mortgageRegistration', common.after(7, [], 'The bank’s mortgage is entered in the same land book, filed by the notary with the ownership (Law 7/1996). Lead time: estimate, 7 working days.')],
  ]),
  ...stepsOf('BG', [
    ['powerOfAttorney', common.powerOfAttorney('Bulgarian')],
    ['translations', common.translations('Bulgarian', 'translation agency under contract with the Ministry of Foreign Affairs (legalised translation)')],
    ['taxNumber', common.taxNumberByProxy(5, 'Citizens use their EGN; a foreigner without one obtains a personal number (LNCh) or a BULSTAT registration for the deed and the local tax. Estimate: by a proxy, 5 working days; not read in the law.')],
    ['bankAccount', common.bankAccount()],
    ['valuation', common.valuation()],
    ['preContract', common.preContract('предварителен договор', ['taxNumber'])],
    ['bankOffer', common.bankOffer(OFFER)],
    [
      'reflectionPeriod',
      common.reflectionPeriod(14, `${MCD_14} Bulgaria: Закон за кредитите за недвижими имоти на потребители (ДВ 59/2016); the government bill set 14 days of reflection instead of the directive’s 7 (trud.bg on the bill); the enacted article was not read: estimate, 14 calendar days planned.`),
    ],
    ['insurance', common.insurance(INSURANCE)],
    ['notaryDeed', common.notaryDeed(['transferTax', 'notary'], 'Notarial deed of sale and of the mortgage (Obligations and Contracts Act art. 18: transfer of real property by notarial deed); in person or by a proxy. Appointment: estimate.', ['taxNumber'])],
    ['landRegistry', common.after(3, ['landRegistry'], 'The notary files the deed with the Registry Agency’s property register. Lead time: estimate, 3 working days.')],
    ['mortgageRegistration', common.after(3, [], 'The mortgage deed is entered in the property register (fee included in the register’s tariff, not modelled). Lead time: estimate, 3 working days.')],
  ]),
  ...stepsOf('HU', [
    ['powerOfAttorney', common.powerOfAttorney('Hungarian')],
    ['translations', common.translations('Hungarian', 'the Hungarian Office for Translation and Attestation (OFFI) or a translator it accepts')],
    ['taxNumber', common.taxNumberByProxy(10, 'Tax identification number (adóazonosító jel) from the tax authority NAV, needed for the transfer-duty assessment; citizens abroad may already have one. Estimate: by a proxy, 10 working days; not read in the law.')],
    ['bankAccount', common.bankAccount()],
    ['valuation', common.valuation()],
    ['preContract', common.preContract('előszerződés, countersigned by a lawyer', ['taxNumber'])],
    ['bankOffer', common.bankOffer(OFFER)],
    ['reflectionPeriod', common.reflectionPeriod(14, UNREAD_REFLECTION('Hungary transposed it in Act CLXII of 2009 on consumer credit (Fhtv.)'))],
    ['insurance', common.insurance(INSURANCE)],
    ['notaryDeed', common.notaryDeed(['transferTax', 'lawyer'], 'Sale contract countersigned by a lawyer (ügyvédi ellenjegyzés) for the land registry; the bank’s mortgage usually in a notarial deed (közjegyzői okirat); in person or by a proxy. Appointment: estimate.', ['taxNumber'])],
    ['landRegistry', common.after(22, ['landRegistry'], 'The lawyer files the ownership with the land office (ingatlan-nyilvántartás). Lead time: estimate, 22 working days.')],
    ['mortgageRegistration', common.after(22, [], 'The mortgage is entered by the land office with the ownership (its fee is in the landRegistry cost). Lead time: estimate, 22 working days.')],
  ]),
  ...stepsOf('PL', [
    ['powerOfAttorney', common.powerOfAttorney('Polish')],
    ['translations', common.translations('Polish', 'sworn translator (tłumacz przysięgły)')],
    ['taxNumber', common.taxNumberByProxy(10, 'Citizens use their PESEL; a buyer without one needs a PESEL (applied for at a municipal office) or an NIP for the PCC return and the deed. Estimate: by a proxy, 10 working days; not read in the law.')],
    ['bankAccount', common.bankAccount()],
    ['valuation', common.valuation()],
    ['preContract', common.preContract('umowa przedwstępna, in notarial form where the bank asks', ['taxNumber'])],
    [
      'bankOffer',
      common.bankOffer(
        'Ustawa z 23.3.2017 o kredycie hipotecznym (Dz.U. 2022 poz. 2245) art. 14 ust. 2 (read on sip.lex.pl): the lender hands over its credit decision on the 21st day after the application unless the consumer agrees to have it earlier; ust. 6: the decision with the information form binds the lender for at least 14 days. 21 calendar days is the rule.',
        21,
        false,
        'calendar',
      ),
    ],
    [
      'reflectionPeriod',
      common.reflectionPeriod(7, `${MCD_14} Poland: the decision binds the lender for at least 14 days (art. 14 ust. 6); estimate: 7 calendar days planned to read it, so the signing falls inside the binding period.`),
    ],
    ['insurance', common.insurance(INSURANCE)],
    ['notaryDeed', common.notaryDeed(['transferTax', 'notary'], 'Sale in notarial form (Civil Code art. 158); the notary collects the PCC; the bank’s mortgage declaration in the same deed or the bank’s own form; in person or by a proxy. Appointment: estimate.', ['taxNumber'])],
    ['landRegistry', common.after(30, ['landRegistry'], 'The notary sends the application to the land and mortgage register (księga wieczysta) electronically; the court enters it. Lead time: estimate, 30 working days (courts vary widely).')],
    ['mortgageRegistration', common.after(30, ['mortgageRegistry'], 'The court enters the bank’s mortgage in the księga wieczysta; the loan may pay out before. Lead time: estimate, 30 working days.')],
  ]),
  ...stepsOf('CZ', [
    ['powerOfAttorney', common.powerOfAttorney('Czech')],
    ['translations', common.translations('Czech', 'court-appointed translator (soudní překladatel)')],
    ['bankAccount', common.bankAccount()],
    ['valuation', common.valuation()],
    ['preContract', common.preContract('smlouva o smlouvě budoucí or reservation contract', [])],
    ['bankOffer', common.bankOffer(`${OFFER} No tax number is needed: the cadastre identifies citizens by the rodné číslo and others by date of birth.`)],
    ['reflectionPeriod', common.reflectionPeriod(14, UNREAD_REFLECTION('Czechia transposed it in Act 257/2016 Coll. on consumer credit'))],
    ['insurance', common.insurance(INSURANCE)],
    ['notaryDeed', common.notaryDeed(['lawyer'], 'Purchase contract with officially certified signatures (also possible at a Czech consulate) and escrow with a lawyer or notary; the pledge agreement with the bank; in person or by a proxy. Appointment: estimate.')],
    ['landRegistry', common.after(30, ['landRegistry'], 'Proposal to the cadastral office (katastrální úřad): the entry is made no earlier than 20 days after the owner is notified (Cadastral Act 256/2013 Coll. § 16–18, not re-read). Lead time: estimate, 30 working days.')],
    ['mortgageRegistration', common.after(30, [], 'The bank’s pledge is entered by the cadastre (its fee is in the landRegistry cost). Lead time: estimate, 30 working days.')],
  ]),
  ...stepsOf('SK', [
    ['powerOfAttorney', common.powerOfAttorney('Slovak')],
    ['translations', common.translations('Slovak', 'court-appointed translator (súdny prekladateľ)')],
    ['bankAccount', common.bankAccount()],
    ['valuation', common.valuation()],
    ['preContract', common.preContract('zmluva o budúcej kúpnej zmluve', [])],
    ['bankOffer', common.bankOffer(`${OFFER} No tax number is needed for the buyer.`)],
    ['reflectionPeriod', common.reflectionPeriod(14, UNREAD_REFLECTION('Slovakia transposed it in Act 90/2016 Coll. on housing loans'))],
    ['insurance', common.insurance(INSURANCE)],
    ['notaryDeed', common.notaryDeed(['lawyer'], 'Purchase contract with the signatures certified (or drawn up by a lawyer) and the pledge agreement; in person or by a proxy. Appointment: estimate.')],
    ['landRegistry', common.after(30, ['landRegistry'], 'Proposal for entry (návrh na vklad) to the cadastre (Act 162/1995 Coll.; the cadastre decides within 30 days, or 15 for a faster fee: recalled, not re-read). Lead time: estimate, 30 working days.')],
    ['mortgageRegistration', common.after(30, [], 'The bank’s pledge is entered by the cadastre (its fee is in the landRegistry cost). Lead time: estimate, 30 working days.')],
  ]),
  ...stepsOf('HR', [
    ['powerOfAttorney', common.powerOfAttorney('Croatian')],
    ['translations', common.translations('Croatian', 'court interpreter (stalni sudski tumač)')],
    [
      'taxNumber',
      {
        actor: 'applicant',
        fromAbroad: 'remote',
        leadDays: 5,
        leadDayKind: 'working',
        dependsOn: [],
        source: 'Personal identification number (OIB) from the Tax Administration, needed for any contract and the land register; a citizen abroad may already have one; it can be requested through a Croatian consulate or a proxy. Estimate: 5 working days; not read in the law.',
        isEstimate: true,
      },
    ],
    ['bankAccount', common.bankAccount()],
    ['valuation', common.valuation()],
    ['preContract', common.preContract('predugovor', ['taxNumber'])],
    ['bankOffer', common.bankOffer(OFFER)],
    ['reflectionPeriod', common.reflectionPeriod(14, UNREAD_REFLECTION('Croatia transposed it in the Zakon o stambenom potrošačkom kreditiranju (NN 101/17)'))],
    ['insurance', common.insurance(INSURANCE)],
    ['notaryDeed', common.notaryDeed(['transferTax', 'notary'], 'Sale contract with the seller’s signature certified by a notary (clausula intabulandi) and the bank’s mortgage as a notarial deed; in person or by a proxy. Appointment: estimate.', ['taxNumber'])],
    ['landRegistry', common.after(20, ['landRegistry'], 'Entry in the land register (zemljišna knjiga) at the municipal court, filed electronically by the notary. Lead time: estimate, 20 working days.')],
    ['mortgageRegistration', common.after(20, [], 'The bank’s mortgage is entered in the same land register (its fee is in the landRegistry cost). Lead time: estimate, 20 working days.')],
  ]),
  ...stepsOf('SI', [
    ['powerOfAttorney', common.powerOfAttorney('Slovenian')],
    ['translations', common.translations('Slovenian', 'court interpreter (sodni tolmač)')],
    ['taxNumber', common.taxNumberByProxy(5, 'Tax number (davčna številka) from the Financial Administration (FURS), needed for the land register and the transfer-tax return; a citizen abroad may already have one. Estimate: by a proxy or a consulate, 5 working days; not read in the law.')],
    ['bankAccount', common.bankAccount()],
    ['valuation', common.valuation()],
    ['preContract', common.preContract('predpogodba', ['taxNumber'])],
    ['bankOffer', common.bankOffer(OFFER)],
    ['reflectionPeriod', common.reflectionPeriod(14, UNREAD_REFLECTION('Slovenia transposed it in the Consumer Credit Act (ZPotK-2)'))],
    ['insurance', common.insurance(INSURANCE)],
    ['notaryDeed', common.notaryDeed(['notary'], 'Sale contract with the seller’s signature certified by a notary and the land-register permit (zemljiškoknjižno dovolilo); the bank’s mortgage as a notarial deed; in person or by a proxy. Appointment: estimate.', ['taxNumber'])],
    ['landRegistry', common.after(20, ['landRegistry'], 'Proposal to the land register (zemljiška knjiga), filed electronically by the notary. Lead time: estimate, 20 working days.')],
    ['mortgageRegistration', common.after(20, [], 'The bank’s mortgage is entered in the same land register (its fee is in the landRegistry cost). Lead time: estimate, 20 working days.')],
  ]),
];

/** A country's steps in their order (a copy). */
export function buyingStepsFor(countryCode: string, rows: readonly BuyingStepRow[] = buyingStepSeed): BuyingStepRow[] {
  return rows.filter((row) => row.countryCode === countryCode).sort((a, b) => a.order - b.order);
}
