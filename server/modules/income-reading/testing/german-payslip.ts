import type { PayslipRow } from './payslip-pdf';

/**
 * The German payslip the upload tests and the journeys read (the worked example's nurse): Klinikum
 * München, €4,812.50 gross, €3,204.17 net, for `month` as German prints it ("Oktober 2026").
 */
export const germanPayslipRows = (month: string, holder: string): PayslipRow[] => [
  'Klinikum München GmbH',
  `Verdienstabrechnung ${month}`,
  `Herr ${holder}`,
  ['Gesamtbrutto', 4812.5],
  ['Nettoverdienst', 3204.17],
  ['Auszahlungsbetrag', 3204.17],
];
