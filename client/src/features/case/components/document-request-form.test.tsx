import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { addDays } from '@core/buying-plan/dates';
import { todayInCaseZone } from '@core/schemas/cases';
import { renderWithApp } from '@/test/render-with-app';
import { DocumentRequestForm } from './document-request-form';

/** Issue 24 item 3: a broker asks for a document by a due day; type, note and day are checked before anything is sent. */
const ASSESSMENT = '3f1c2d4e-0000-4000-8000-000000000004';

function serve(status: number, body: unknown) {
  const requests: Array<{ method: string; url: string; body: unknown }> = [];
  const translations = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/api/')) return translations(input, init);
    requests.push({ method: init?.method ?? 'GET', url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return requests;
}

afterEach(() => vi.restoreAllMocks());

describe('the broker’s document request form', () => {
  it('names the missing type and a past due date, and sends nothing', async () => {
    const requests = serve(201, {});
    const { user } = await renderWithApp(<DocumentRequestForm assessmentId={ASSESSMENT} />, { language: 'en' });
    await screen.findByTestId('case-request-form');
    const due = screen.getByLabelText('Due date');
    await user.clear(due);
    await user.type(due, addDays(todayInCaseZone(), -1));
    await user.click(screen.getByRole('button', { name: 'Request the document' }));
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Document type' })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('combobox', { name: 'Document type' })).toHaveAccessibleDescription(/document type/i);
    expect(screen.getByLabelText('Due date')).toHaveAccessibleDescription(/The due date cannot be in the past/);
    expect(requests).toEqual([]);
  });

  it('sends the type, the trimmed note and the due day', async () => {
    const dueDate = addDays(todayInCaseZone(), 10);
    const requests = serve(201, {
      id: 'r1',
      assessmentId: ASSESSMENT,
      documentType: 'bank_statement',
      note: 'Last 3 months',
      dueDate,
      status: 'open',
      isOverdue: false,
      createdAt: '2026-11-29T10:00:00.000Z',
      closedAt: null,
      fulfilledDocumentId: null,
      requestedBy: 'Andrei Ionescu',
    });
    const { user } = await renderWithApp(<DocumentRequestForm assessmentId={ASSESSMENT} />, { language: 'en' });
    await screen.findByTestId('case-request-form');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Document type' }), 'Bank statement');
    await user.type(screen.getByRole('textbox', { name: /Note for the applicant/ }), '  Last 3 months ');
    const due = screen.getByLabelText('Due date');
    await user.clear(due);
    await user.type(due, dueDate);
    await user.click(screen.getByRole('button', { name: 'Request the document' }));
    await vi.waitFor(() =>
      expect(requests).toEqual([{ method: 'POST', url: `/api/assessments/${ASSESSMENT}/document-requests`, body: { documentType: 'bank_statement', note: 'Last 3 months', dueDate } }]),
    );
  });

  it('shows the server’s refusal under the due date', async () => {
    serve(400, { message: 'Please correct the highlighted fields', code: 'VALIDATION_ERROR', fieldErrors: { dueDate: 'Choose a due date within the next 90 days' } });
    const { user } = await renderWithApp(<DocumentRequestForm assessmentId={ASSESSMENT} />, { language: 'en' });
    await screen.findByTestId('case-request-form');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Document type' }), 'Payslip');
    await user.click(screen.getByRole('button', { name: 'Request the document' }));
    expect(await screen.findByText('Choose a due date within the next 90 days')).toBeVisible();
  });
});
