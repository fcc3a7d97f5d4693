import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Plan } from '@core/constants';
import type { CurrentUser } from '@core/schemas/auth';
import { renderWithApp } from '@/test/render-with-app';
import { BankDossier } from './bank-dossier';

/**
 * Issue 23, item 5: a recommended bank's dossier on its owner's stored result: a button per
 * language (the bank country's when the product speaks it, and English), named for the bank.
 */
const ASSESSMENT_ID = '11111111-2222-4333-8444-555555555555';
const CEC = { bankId: 4, name: 'CEC Bank' };

const userOn = (subscriptionPlan: Plan): CurrentUser => ({
  id: 'user-1',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Pop',
  role: 'user',
  profileImageUrl: null,
  subscriptionPlan,
  subscriptionStatus: subscriptionPlan === 'free' ? null : 'active',
  language: 'ro',
  createdAt: '2026-01-01T00:00:00.000Z',
  hasUsedTrial: false,
});

afterEach(() => vi.restoreAllMocks());

describe('the bank dossier download (issue 23)', () => {
  it('offers a Romanian bank’s dossier in Romanian and in English, each button named for the bank', async () => {
    await renderWithApp(<BankDossier assessmentId={ASSESSMENT_ID} bank={CEC} country="RO" />, { user: userOn('pro') });
    expect(await screen.findByRole('heading', { name: 'Dosar pentru bancă' })).toBeVisible();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Dosar în română pentru CEC Bank (PDF)', 'Dosar în engleză pentru CEC Bank (PDF)']);
    // The visible words are in the accessible name (WCAG 2.5.3), and the description says what it holds.
    expect(buttons[0]).toHaveTextContent('Dosar în română');
    expect(buttons[0]).toHaveAccessibleDescription(/CEC Bank.*FISE/);
  });

  it('reads the same in English, and gives one button where the bank’s language is not one the product speaks', async () => {
    const { unmount } = await renderWithApp(<BankDossier assessmentId={ASSESSMENT_ID} bank={CEC} country="RO" />, { language: 'en', user: userOn('premium') });
    expect(await screen.findByRole('button', { name: 'Dossier in Romanian for CEC Bank (PDF)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dossier in English for CEC Bank (PDF)' })).toBeVisible();
    unmount();
    // Issue 25: a Polish bank's dossier in Polish too.
    const polish = await renderWithApp(<BankDossier assessmentId={ASSESSMENT_ID} bank={{ bankId: 9, name: 'PKO Bank Polski' }} country="PL" />, { language: 'en', user: userOn('pro') });
    expect((await screen.findAllByRole('button')).map((button) => button.getAttribute('aria-label'))).toEqual(['Dossier in Polish for PKO Bank Polski (PDF)', 'Dossier in English for PKO Bank Polski (PDF)']);
    polish.unmount();
    await renderWithApp(<BankDossier assessmentId={ASSESSMENT_ID} bank={{ bankId: 10, name: 'Intesa Sanpaolo' }} country="IT" />, { language: 'en', user: userOn('pro') });
    expect(await screen.findAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Dossier in English for Intesa Sanpaolo (PDF)' })).toBeVisible();
  });

  it('shows nothing to a Free plan or a guest', async () => {
    const { container, unmount } = await renderWithApp(<BankDossier assessmentId={ASSESSMENT_ID} bank={CEC} country="RO" />, { user: userOn('free') });
    expect(container.querySelector('[data-testid="result-bank-dossier"]')).toBeNull();
    unmount();
    const guest = await renderWithApp(<BankDossier assessmentId={ASSESSMENT_ID} bank={CEC} country="RO" />);
    expect(guest.container.querySelector('[data-testid="result-bank-dossier"]')).toBeNull();
  });

  it('downloads the chosen language’s PDF from the keyboard', async () => {
    const answered = vi.fn();
    const translations = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.startsWith('/api/')) return translations(input, init);
      answered(url);
      return new Response(new Blob(['%PDF-1.7']), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="acasa-dossier-cec-bank-ro.pdf"' },
      });
    });
    const createObjectURL = vi.fn(() => 'blob:dossier');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    const { user } = await renderWithApp(<BankDossier assessmentId={ASSESSMENT_ID} bank={CEC} country="RO" />, { user: userOn('pro') });
    await screen.findByRole('button', { name: 'Dosar în română pentru CEC Bank (PDF)' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dosar în română pentru CEC Bank (PDF)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(answered).toHaveBeenCalledWith(`/api/assessments/${ASSESSMENT_ID}/dossier?bankId=4&language=ro`);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
