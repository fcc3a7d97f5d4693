import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { IncomeEvidence as Evidence } from '@core/schemas/income-evidence';
import { queryClient } from '@/lib/query-client';
import { renderWithApp } from '@/test/render-with-app';
import { IncomeEvidence } from './income-evidence';

/** Issue 23: the broker reads the declared income beside each payslip, with the checks it failed. */
const ASSESSMENT = '3f1c2d4e-0000-4000-8000-000000000001';
const reading = { method: 'text' as const, kind: 'payslip' as const, nameLine: 'Herr Andrei Popescu', gross: 4750, currency: 'EUR' };
const evidence: Evidence = {
  assessmentId: ASSESSMENT,
  declared: { monthlyIncome: 3000, currency: 'EUR' },
  ratesDate: '2026-11-27',
  documents: [
    {
      id: 'a',
      documentType: 'payslip',
      status: 'pending',
      originalName: 'lohn-oktober.pdf',
      uploadedAt: '2026-11-28T10:00:00.000Z',
      reading: { ...reading, employer: 'Klinikum München GmbH', period: { year: 2026, month: 10 }, net: 3050 },
      flags: [],
    },
    {
      id: 'b',
      documentType: 'payslip',
      status: 'pending',
      originalName: 'alt.pdf',
      uploadedAt: '2026-11-28T10:01:00.000Z',
      reading: { ...reading, employer: 'Siemens AG', period: { year: 2024, month: 10 }, net: 3600, nameLine: null },
      flags: [
        { code: 'netDiffers', declared: 3000, read: 3600, currency: 'EUR', differencePct: 20 },
        { code: 'periodOld', year: 2024, month: 10 },
        { code: 'nameNotFound' },
      ],
    },
    { id: 'c', documentType: 'tax_certificate', status: 'pending', originalName: 'scan.pdf', uploadedAt: '2026-11-28T10:02:00.000Z', reading: null, flags: [] },
  ],
};

describe('income evidence for the broker (issue 23)', () => {
  it('says what each document shows and which checks failed, in English', async () => {
    queryClient.setQueryData(['/api/broker/assessments', ASSESSMENT, 'income-evidence'], evidence);
    await renderWithApp(<IncomeEvidence assessmentId={ASSESSMENT} />, { language: 'en' });
    const panel = await screen.findByTestId('broker-income-evidence');
    expect(panel).toHaveTextContent('Declared: €3,000 a month');
    const agrees = within(panel).getByTestId('income-evidence-a');
    expect(agrees).toHaveTextContent('Read: net €3,050.00 · October 2026 · Klinikum München GmbH');
    expect(agrees).toHaveTextContent('Agrees with the answers');
    const flagged = within(within(panel).getByTestId('income-evidence-b')).getByRole('list', { name: 'Checks it failed' });
    expect(within(flagged).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Net €3,600.00 is +20% from the declared €3,000',
      'From October 2024: older than three months',
      "The applicant's name is not on it",
    ]);
    expect(within(panel).getByTestId('income-evidence-c')).toHaveTextContent('Nothing could be read on it');
  });

  it('reads the same in Romanian', async () => {
    queryClient.setQueryData(['/api/broker/assessments', ASSESSMENT, 'income-evidence'], evidence);
    await renderWithApp(<IncomeEvidence assessmentId={ASSESSMENT} />);
    const panel = await screen.findByTestId('broker-income-evidence');
    expect(panel).toHaveTextContent(/Declarat: 3\.000\sEUR pe lună/);
    expect(within(panel).getByTestId('income-evidence-b')).toHaveTextContent(/Netul de 3\.600,00\sEUR diferă cu \+20\s?% de cei 3\.000\sEUR declarați/);
  });
});
