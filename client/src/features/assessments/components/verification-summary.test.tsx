import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Assessment } from '@core/schemas/assessment';
import type { Verification } from '@core/schemas/verifications';
import { renderWithApp } from '@/test/render-with-app';
import { VerificationSummary } from './verification-summary';

/** Issue 23: on the applicant's assessment, what a broker verified, by the certificate's rule. */
const assessment = { id: 'a1', status: 'submitted', monthlyIncome: '3000.00', incomeCurrency: 'EUR' } as unknown as Assessment;
const verification = (kind: Verification['kind'], overrides: Partial<Verification> = {}): Verification => ({
  id: kind,
  kind,
  amount: kind === 'income' ? 3204.17 : null,
  currency: kind === 'income' ? 'EUR' : null,
  documentCount: kind === 'income' ? 2 : 1,
  verifiedAt: '2026-11-12T10:00:00.000Z',
  verifiedBy: 'Maria P.',
  undoneAt: null,
  undoReason: null,
  ...overrides,
});

describe('what a broker verified, on the applicant’s assessment (issue 23)', () => {
  it('says verified with the date and documents, and declared for what is not, in English', async () => {
    await renderWithApp(<VerificationSummary assessment={assessment} verifications={[verification('income'), verification('identity')]} />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'What a broker verified' })).toBeVisible();
    expect(screen.getByTestId('verification-summary-income')).toHaveTextContent('IncomeVerified on 12 Nov 2026, against 2 documents');
    expect(screen.getByTestId('verification-summary-identity')).toHaveTextContent('Verified on 12 Nov 2026, against 1 document');
    expect(screen.getByTestId('verification-summary-property')).toHaveTextContent('Declared, not verified yet');
  });

  it('in Romanian: an undone verification counts for nothing, and a lower verified income is said to leave the figures on the declaration', async () => {
    await renderWithApp(
      <VerificationSummary
        assessment={assessment}
        verifications={[verification('income', { amount: 2800 }), verification('identity', { undoneAt: '2026-11-13T10:00:00.000Z', undoReason: 'Expired' })]}
      />,
    );
    expect(await screen.findByTestId('verification-summary-income')).toHaveTextContent(
      'Un broker a verificat un venit mai mic la 12 nov. 2026 (2 documente): cifrele dumneavoastră se bazează pe venitul declarat',
    );
    expect(screen.getByTestId('verification-summary-identity')).toHaveTextContent('Declarat, încă neverificat');
  });

  it('shows nothing on a draft', async () => {
    const { container } = await renderWithApp(<VerificationSummary assessment={{ ...assessment, status: 'draft' }} verifications={[]} />, { language: 'fr' });
    expect(container.querySelector('[data-testid="verification-summary"]')).toBeNull();
  });
});
