import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DocumentDto, DocumentReading as Reading } from '@core/schemas/documents';
import { renderWithApp } from '@/test/render-with-app';
import { READING_POLL_MS, whileReading } from '../api/get-documents';
import { DocumentReading, DocumentReadingState } from './document-reading';

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

describe('a photo or scan while OCR reads it (issue 23)', () => {
  type State = Pick<DocumentDto, 'reading' | 'readingStatus'>;
  /** The list as the client holds it: the state changes when a refetch brings the reading. */
  function Harness({ from, to }: { from: State; to: State }) {
    const [state, setState] = useState(from);
    return (
      <>
        <button type="button" onClick={() => setState(to)}>
          refetched
        </button>
        <DocumentReadingState document={state} />
      </>
    );
  }

  it('says it is reading in a polite live region, then puts what was read in the same region', async () => {
    const { user } = await renderWithApp(<Harness from={{ reading: null, readingStatus: 'pending' }} to={{ reading: { ...payslip, method: 'ocr' }, readingStatus: 'done' }} />);
    const region = await screen.findByTestId('document-reading-state');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Se citește documentul…');
    await user.click(screen.getByRole('button', { name: 'refetched' }));
    expect(screen.getByTestId('document-reading-state')).toBe(region);
    expect(within(region).getByTestId('document-reading')).toHaveTextContent(/Salariu net 3\.204,17/);
    expect(region).toHaveTextContent('Citit dintr-o imagine: verificați aceste cifre cu documentul.');
    expect(region).not.toHaveTextContent('Se citește');
  });

  it('in French, says when nothing could be read; shows nothing for a document that is not read', async () => {
    await renderWithApp(
      <>
        <DocumentReadingState document={{ reading: null, readingStatus: 'done' }} />
        <DocumentReadingState document={{ reading: null, readingStatus: null }} />
      </>,
      { language: 'fr' },
    );
    const regions = await screen.findAllByTestId('document-reading-state');
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveTextContent('Rien n’a pu être lu sur ce document.');
  });

  it('asks for the list again while any document is being read, and stops when none is', () => {
    const document = (readingStatus: DocumentDto['readingStatus']) => ({ readingStatus }) as DocumentDto;
    expect(whileReading([document('done'), document('pending')])).toBe(READING_POLL_MS);
    expect(whileReading([document('done'), document(null)])).toBe(false);
    expect(whileReading(undefined)).toBe(false);
  });
});
