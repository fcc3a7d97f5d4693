import type { BuyingPlan, PlannedStep } from './plan-types';

/** A small Romanian plan for the tests: one late remote step, one by proxy, three in one trip home, one done. */
const step = (overrides: Partial<PlannedStep> & Pick<PlannedStep, 'key' | 'start' | 'due'>): PlannedStep => ({
  order: 1,
  actor: 'applicant',
  mode: 'remote',
  leadDays: 5,
  leadDayKind: 'working',
  dependsOn: [],
  isAfterSigning: false,
  isInTrip: false,
  isLate: false,
  costKeys: [],
  documents: [],
  source: 'Estimate: 5 working days.',
  verifiedOn: '2026-11-29',
  isEstimate: true,
  ...overrides,
});

export const planFixture: BuyingPlan = {
  assessmentId: '5f0c2a9e-1b2c-4d3e-8f40-123456789abc',
  countryCode: 'RO',
  targetSigningDate: '2027-05-21',
  today: '2027-02-01',
  canTravel: true,
  isStored: true,
  bankId: 1,
  bankName: 'Banca Transilvania',
  missingDocuments: [{ type: 'payslip', required: true }],
  steps: [
    step({ key: 'valuation', actor: 'bank', start: '2027-01-20', due: '2027-01-28', isLate: true, leadDays: 7, bankChargeKey: 'valuation' }),
    step({ key: 'taxNumber', actor: 'proxy', mode: 'byProxy', start: '2027-03-01', due: '2027-03-05' }),
    step({ key: 'preContract', mode: 'inPerson', start: '2027-05-12', due: '2027-05-18', isInTrip: true }),
    step({ key: 'bankAccount', mode: 'inPerson', start: '2027-05-19', due: '2027-05-19', isInTrip: true, leadDays: 1 }),
    step({ key: 'notaryDeed', actor: 'notary', mode: 'inPerson', start: '2027-05-21', due: '2027-05-21', isInTrip: true, costKeys: ['notary', 'transferTax'], isEstimate: false, source: 'Civil Code art. 1244.' }),
    step({ key: 'landRegistry', actor: 'notary', start: '2027-05-24', due: '2027-06-07', isAfterSigning: true, leadDays: 15, leadDayKind: 'calendar' }),
  ],
  doneKeys: ['translations'],
  doneSteps: [{ key: 'translations', doneAt: '2027-01-15T09:30:00.000Z' }],
  notNeededKeys: [],
  trips: [{ from: '2027-05-12', to: '2027-05-21', days: 10, stepKeys: ['preContract', 'bankAccount', 'notaryDeed'] }],
  lateKeys: ['valuation'],
};
