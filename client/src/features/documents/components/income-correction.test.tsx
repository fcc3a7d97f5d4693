import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { DocumentReading } from '@core/schemas/documents';
import { renderWithApp } from '@/test/render-with-app';
import { IncomeCorrection, type IncomeCorrectionOptions } from './income-correction';

/** Issue 23: a payslip's net beside the declared income, and a new assessment with it, never a silent change. */
const payslip: DocumentReading = {
  method: 'text',
  kind: 'payslip',
  employer: 'Klinikum München GmbH',
  nameLine: 'Andrei Popescu',
  period: { year: 2026, month: 10 },
  gross: 4812.5,
  net: 3204.17,
  currency: 'EUR',
};
const options = (overrides: Partial<IncomeCorrectionOptions> = {}): IncomeCorrectionOptions => ({
  declared: { amount: 3000, currency: 'EUR' },
  hasDraft: false,
  onReassess: vi.fn(),
  isPending: false,
  ...overrides,
});

describe('correcting the declared income from a payslip (issue 23)', () => {
  it('asks before it opens a new assessment with the payslip’s net, and says a draft is replaced', async () => {
    const onReassess = vi.fn();
    const { user } = await renderWithApp(<IncomeCorrection reading={payslip} options={options({ onReassess, hasDraft: true })} />, { language: 'en' });
    const box = await screen.findByTestId('income-correction');
    expect(box).toHaveTextContent('You declared €3,000 a month; this payslip shows €3,204.17 net.');
    await user.click(screen.getByRole('button', { name: 'Re-assess with €3,204.17' }));
    expect(onReassess).not.toHaveBeenCalled();
    const confirm = screen.getByRole('group', { name: 'Re-assess with the income from this payslip' });
    expect(confirm).toHaveTextContent('this assessment and its documents stay as they are');
    expect(confirm).toHaveTextContent('It replaces the assessment you have not finished.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onReassess).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Re-assess with €3,204.17' }));
    await user.click(screen.getByRole('button', { name: 'Open the new assessment' }));
    expect(onReassess).toHaveBeenCalledWith({ amount: 3204.17, currency: 'EUR' });
  });

  it('in Romanian, says when the payslip matches the declared income and offers nothing', async () => {
    await renderWithApp(<IncomeCorrection reading={{ ...payslip, net: 3000 }} options={options()} />);
    expect(await screen.findByTestId('income-correction')).toHaveTextContent(/^Este venitul de 3\.000\sEUR pe lună pe care l-ați declarat\.$/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes the payslip’s currency as it is, and offers nothing for an annual statement or a net not found', async () => {
    const { unmount } = await renderWithApp(<IncomeCorrection reading={{ ...payslip, net: 2650, currency: 'GBP' }} options={options()} />, { language: 'fr' });
    expect(await screen.findByTestId('income-correction')).toHaveTextContent(/Vous avez déclaré 3\s000\s€ par mois\s;\sce bulletin indique 2\s650\s£GB net\./);
    unmount();
    const annual = await renderWithApp(<IncomeCorrection reading={{ ...payslip, kind: 'annualStatement', net: 38450 }} options={options()} />);
    expect(screen.queryByTestId('income-correction')).toBeNull();
    annual.unmount();
    await renderWithApp(<IncomeCorrection reading={{ ...payslip, net: null }} options={options()} />);
    expect(screen.queryByTestId('income-correction')).toBeNull();
  });
});
