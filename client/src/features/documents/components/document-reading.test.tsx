import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DocumentReading as Reading } from '@core/schemas/documents';
import { renderWithApp } from '@/test/render-with-app';
import { DocumentReading } from './document-reading';

/** Issue 23: what the server read on a payslip, as the applicant sees it under the document. */
const payslip: Reading = {
  method: 'text',
  kind: 'payslip',
  employer: 'Klinikum München GmbH',
  nameLine: 'Herr Andrei Popescu',
  period: { year: 2026, month: 10 },
  gross: 4812.5,
  net: 3204.17,
  currency: 'EUR',
};

describe('what was read on an income document (issue 23)', () => {
  it('says the net, gross, month and employer in Romanian, and that nothing declared changed', async () => {
    await renderWithApp(<DocumentReading reading={payslip} />);
    const box = await screen.findByTestId('document-reading');
    const facts = within(box).getAllByRole('listitem').map((item) => item.textContent);
    expect(facts).toEqual([
      expect.stringMatching(/^Salariu net 3\.204,17\sEUR$/),
      expect.stringMatching(/^Salariu brut 4\.812,50\sEUR$/),
      'Pentru octombrie 2026',
      'De la Klinikum München GmbH',
    ]);
    expect(box).toHaveTextContent('Nu se schimbă nimic din ce ați declarat');
    expect(box).not.toHaveTextContent('Numele dumneavoastră nu apare');
  });

  it('in English: says what it did not find, and when the name on it is not the applicant’s', async () => {
    await renderWithApp(<DocumentReading reading={{ ...payslip, net: null, period: null, nameLine: null, currency: 'GBP', gross: 3425 }} />, { language: 'en' });
    const box = await screen.findByTestId('document-reading');
    const facts = within(box).getAllByRole('listitem').map((item) => item.textContent);
    expect(facts).toEqual(['No net pay found on it', 'Gross pay £3,425.00', 'No pay period found on it', 'From Klinikum München GmbH']);
    expect(box).toHaveTextContent('Your name was not found on this document');
  });

  it('an annual statement in French: its year', async () => {
    await renderWithApp(<DocumentReading reading={{ ...payslip, kind: 'annualStatement', period: { year: 2025, month: 12 }, net: 38450 }} />, { language: 'fr' });
    const box = await screen.findByTestId('document-reading');
    expect(within(box).getAllByRole('listitem').map((item) => item.textContent)).toContain('Pour 2025');
    expect(box).toHaveTextContent(/Salaire net 38\s450,00\s€/);
  });
});
