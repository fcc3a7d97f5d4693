/** The worked example of docs/lending-rules.md §7.12: DE resident, EUR 3,000 net, buying in RO for EUR 120,000. */
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
  currentSavings: '30000',
  downPayment: '20000',
};
