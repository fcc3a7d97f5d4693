import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Case } from '@core/schemas/cases';
import { queryClient } from '@/lib/query-client';
import { renderWithApp } from '@/test/render-with-app';
import { getCaseQueryOptions } from '../api/get-case';
import { CaseSection } from './case-section';

/** Issue 24 item 3: the applicant's case: open requests with an upload, the timeline, no messages yet. */
const ASSESSMENT = '3f1c2d4e-0000-4000-8000-000000000005';
const CASE: Case = {
  timeline: [
    { id: 'submitted', kind: 'submitted', at: '2026-11-20T09:00:00.000Z', side: 'applicant' },
    {
      id: 'request-r1',
      kind: 'request_opened',
      at: '2026-11-21T09:00:00.000Z',
      side: 'broker',
      requestId: 'r1',
      documentType: 'payslip',
      note: 'The last three months',
      dueDate: '2026-11-25',
      status: 'open',
      isOverdue: true,
      actorName: 'Andrei',
    },
  ],
  openRequests: [
    {
      id: 'r1',
      assessmentId: ASSESSMENT,
      documentType: 'payslip',
      note: 'The last three months',
      dueDate: '2026-11-25',
      status: 'open',
      isOverdue: true,
      createdAt: '2026-11-21T09:00:00.000Z',
      closedAt: null,
      fulfilledDocumentId: null,
      requestedBy: 'Andrei',
    },
  ],
};

describe('the case section', () => {
  it('shows the applicant the open request, overdue, with an upload for its type; the timeline; and no messages yet', async () => {
    queryClient.setQueryData(getCaseQueryOptions(ASSESSMENT).queryKey, CASE);
    const onUpload = vi.fn();
    const { user } = await renderWithApp(<CaseSection assessmentId={ASSESSMENT} viewer="applicant" onUpload={onUpload} />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Case' })).toBeVisible();
    const request = screen.getByTestId('case-request-r1');
    expect(request).toHaveTextContent('Payslip');
    expect(request).toHaveTextContent('Overdue');
    expect(request).toHaveTextContent('Due 25 Nov 2026 · asked by Andrei');
    await user.click(within(request).getByRole('button', { name: 'Upload the Payslip' }));
    expect(onUpload).toHaveBeenCalledWith('payslip');
    const timeline = screen.getByRole('list', { name: 'Case timeline, oldest first' });
    expect(within(timeline).getAllByRole('listitem').map((item) => item.querySelector('span.font-medium')?.textContent)).toEqual([
      'Assessment submitted',
      'Document requested: Payslip, due 25 Nov 2026',
    ]);
    expect(screen.getByTestId('case-no-messages')).toHaveTextContent('No messages yet');
    expect(screen.queryByTestId('case-request-form')).toBeNull();
  });

  it('offers a broker the request form and a cancel for each open request', async () => {
    queryClient.setQueryData(getCaseQueryOptions(ASSESSMENT).queryKey, CASE);
    await renderWithApp(<CaseSection assessmentId={ASSESSMENT} viewer="broker" />, { language: 'en' });
    expect(await screen.findByTestId('case-request-form')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel the request for the Payslip' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Upload/ })).toBeNull();
  });
});
