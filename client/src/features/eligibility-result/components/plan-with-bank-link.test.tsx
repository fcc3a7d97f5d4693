import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@/test/render-with-app';
import { PlanWithBankLink } from './plan-with-bank-link';

/** Issue 24: from a recommended bank on the stored result to the buying plan, with that bank chosen. */
describe('the plan link beside a bank', () => {
  it('says “Plan your purchase”, names the bank and opens the plan with it', async () => {
    await renderWithApp(<PlanWithBankLink assessmentId="11111111-2222-4333-8444-555555555555" bank={{ bankId: 4, name: 'CEC Bank' }} />, { language: 'en' });
    const link = await screen.findByRole('link', { name: 'Plan your purchase with CEC Bank' });
    expect(link).toHaveTextContent('Plan your purchase');
    expect(link).toHaveAttribute('href', '/assessments/11111111-2222-4333-8444-555555555555/plan?bank=4');
  });

  it('reads in Romanian', async () => {
    await renderWithApp(<PlanWithBankLink assessmentId="11111111-2222-4333-8444-555555555555" bank={{ bankId: 4, name: 'CEC Bank' }} />);
    expect(await screen.findByRole('link', { name: 'Planificați achiziția cu CEC Bank' })).toBeVisible();
  });
});
