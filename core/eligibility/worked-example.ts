/**
 * The worked example of docs/lending-rules.md §7.12, the one copy every test, bench and journey
 * starts from (issue 21): a nurse resident in Germany earning €3,000 net a month in EUR on a
 * permanent contract (36 months with this employer, 10 years in all), aged 35, married, with a
 * master's degree, asking €100,000 for a €120,000 apartment in Romania. As the wizard posts it:
 * amounts are the text a person types. Its figures (partial, score 79, €96,000 from CEC Bank in
 * lei, first instalment €606.79) are held by core/eligibility/worked-examples.test.ts.
 */
export const WORKED_EXAMPLE = {
  residenceCountry: 'DE',
  originCountry: 'RO',
  monthlyIncome: '3000',
  incomeCurrency: 'EUR',
  employmentType: 'permanent',
  employmentDuration: 36,
  totalEmploymentDuration: 10,
  age: 35,
  desiredLoanAmount: '100000',
  propertyType: 'apartment',
  propertyValue: '120000',
  maritalStatus: 'married',
  educationLevel: 'master',
} as const;
