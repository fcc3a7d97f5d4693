import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CertificateVerification as Verification } from '@core/schemas/certificates';
import { queryClient } from '@/lib/query-client';
import { renderWithApp } from '@/test/render-with-app';
import { CertificateVerification } from './certificate-verification';

/** Issue 23: the public page says what a broker verified, as the certificate does, without an amount. */
const CODE = 'ABCDEFGHJKMNPQRS';
const genuine: Verification = {
  valid: true,
  issuedAt: '2026-11-20T10:00:00.000Z',
  score: 79,
  maxLoanAmount: '96000.00',
  corridor: { residenceCountry: 'DE', propertyCountry: 'RO' },
  basis: {
    income: { state: 'verified', documentCount: 2, verifiedAt: '2026-11-12T10:00:00.000Z' },
    identity: { state: 'verified', documentCount: 1, verifiedAt: '2026-11-12T10:00:00.000Z' },
    property: { state: 'declared' },
  },
};

async function show(result: Verification, language: 'ro' | 'en' | 'fr') {
  queryClient.setQueryData(['/api/certificates', CODE], result);
  await renderWithApp(<CertificateVerification code={CODE} />, { language });
}

describe('the certificate’s public page (issue 23)', () => {
  it('says which figures a broker verified and which were declared, in English', async () => {
    await show(genuine, 'en');
    expect(await screen.findByRole('heading', { name: 'What a broker verified' })).toBeVisible();
    expect(screen.getByTestId('verify-basis-income')).toHaveTextContent('IncomeVerified by a broker against 2 documents on 12 Nov 2026');
    expect(screen.getByTestId('verify-basis-identity')).toHaveTextContent('Verified by a broker against 1 document on 12 Nov 2026');
    expect(screen.getByTestId('verify-basis-property')).toHaveTextContent('Declared by the applicant, not verified');
  });

  it('in Romanian, a lower verified income is said to leave the figures on the declaration', async () => {
    await show({ ...genuine, basis: { ...genuine.basis, income: { state: 'verifiedLower', documentCount: 2, verifiedAt: '2026-11-12T10:00:00.000Z' } } }, 'ro');
    const income = await screen.findByTestId('verify-basis-income');
    expect(income).toHaveTextContent('Declarat: un broker a verificat un venit mai mic (2 documente, 12 nov. 2026)');
    expect(screen.getByTestId('verify-basis-identity')).toHaveTextContent('Verificat de un broker la 12 nov. 2026 (1 document)');
  });

  it('in French, nothing verified yet', async () => {
    const declared = { state: 'declared' } as const;
    await show({ ...genuine, basis: { income: declared, identity: declared, property: declared } }, 'fr');
    expect(await screen.findByTestId('verify-basis-income')).toHaveTextContent('Déclaré par le demandeur, non vérifié');
    expect(screen.getByTestId('verify-basis')).not.toHaveTextContent(/Vérifié/);
  });
});
