import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { BrokerDocumentDto } from '@core/schemas/documents';
import type { Verification } from '@core/schemas/verifications';
import { queryClient } from '@/lib/query-client';
import { renderWithApp } from '@/test/render-with-app';
import { VerificationPanel } from './verification-panel';

/** Issue 23: what the broker has verified, what can be verified, and what needs a document first. */
const ASSESSMENT = '3f1c2d4e-0000-4000-8000-000000000002';
const income: Verification = {
  id: 'v1',
  kind: 'income',
  amount: 3204.17,
  currency: 'EUR',
  documentCount: 2,
  verifiedAt: '2026-11-28T10:00:00.000Z',
  verifiedBy: 'Maria P.',
  undoneAt: null,
  undoReason: null,
};
const document = (id: string, documentType: BrokerDocumentDto['documentType']): BrokerDocumentDto => ({
  id,
  assessmentId: ASSESSMENT,
  documentType,
  status: 'pending',
  originalName: `${documentType}.pdf`,
  fileType: 'application/pdf',
  fileSize: 1000,
  uploadedAt: '2026-11-28T09:00:00.000Z',
  rejectionReason: null,
  reviewedAt: null,
  reading: null,
  readingStatus: null,
  applicantEmail: 'a@example.com',
  applicantFirstName: 'Andrei',
  applicantLastName: 'Popescu',
  isPriority: false,
});

describe('the broker’s verification panel (issue 23)', () => {
  it('shows the income verified, offers to verify the property papers, and asks for an ID document first', async () => {
    queryClient.setQueryData(['/api/assessments', ASSESSMENT, 'verifications'], [income]);
    queryClient.setQueryData(['/api/broker/documents', ASSESSMENT], [document('d1', 'payslip'), document('d2', 'property_papers')]);
    const { user } = await renderWithApp(<VerificationPanel assessmentId={ASSESSMENT} declared={{ monthlyIncome: 3000, currency: 'EUR' }} />, { language: 'en' });
    const incomeRow = await screen.findByTestId('broker-verification-income');
    expect(incomeRow).toHaveTextContent(/Verified by Maria P\./);
    expect(incomeRow).toHaveTextContent('€3,204.17 a month · against 2 documents');
    expect(within(incomeRow).getByRole('button', { name: /^Undo\W+Income$/ })).toBeVisible();
    expect(screen.getByTestId('broker-verification-identity')).toHaveTextContent('No ID document uploaded yet');

    await user.click(within(screen.getByTestId('broker-verification-property')).getByRole('button', { name: /^Verify\W+Property papers$/ }));
    const property = screen.getByTestId('broker-verification-property');
    expect(within(property).getByRole('checkbox', { name: 'property_papers.pdf' })).toBeChecked();
    expect(within(property).getByRole('button', { name: 'Record as verified' })).toBeEnabled();
  });

  it('undoes only with a reason', async () => {
    queryClient.setQueryData(['/api/assessments', ASSESSMENT, 'verifications'], [income]);
    queryClient.setQueryData(['/api/broker/documents', ASSESSMENT], [document('d1', 'payslip')]);
    const { user } = await renderWithApp(<VerificationPanel assessmentId={ASSESSMENT} declared={{ monthlyIncome: 3000, currency: 'EUR' }} />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: /^Undo\W+Income$/ }));
    await user.click(screen.getByRole('button', { name: 'Undo the verification' }));
    expect(screen.getByRole('textbox', { name: 'Why it is undone' })).toHaveAccessibleDescription('Say why the verification is undone');
  });
});
