import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '@/test/render-with-app';
import { planFixture } from '../lib/plan-fixture';
import { DoneSteps } from './done-steps';
import { PlanTimeline } from './plan-timeline';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('the steps of a buying plan (issue 24)', () => {
  it('lists the steps in order with dates, who and how, the trip home as one block, late and estimated steps said in words', async () => {
    await renderWithApp(<PlanTimeline plan={planFixture} pending={{}} onToggle={vi.fn()} />, { language: 'en' });
    const timeline = await screen.findByTestId('plan-timeline');
    const titles = within(timeline).getAllByRole('listitem').filter((item) => item.dataset.testid?.startsWith('plan-step-')).map((item) => item.dataset.testid);
    expect(titles).toEqual(['plan-step-valuation', 'plan-step-taxNumber', 'plan-step-preContract', 'plan-step-bankAccount', 'plan-step-notaryDeed', 'plan-step-landRegistry']);

    const trip = screen.getByTestId('plan-trip');
    expect(plain(trip.querySelector('p')!.textContent)).toMatch(/^One trip home: 12 ?– ?21 May 2027, 10 days$/);
    expect(trip.querySelectorAll('li[data-testid^="plan-step-"]')).toHaveLength(3);

    const valuation = screen.getByTestId('plan-step-valuation');
    expect(valuation).toHaveTextContent('Late: should already have started');
    expect(plain(within(valuation).getByTestId('plan-step-dates').textContent)).toBe('From 20 Jan 2027 to 28 Jan 2027');
    expect(valuation).toHaveTextContent('The bank');
    expect(valuation).toHaveTextContent('Bank charge: Property valuation');
    expect(within(valuation).getByTestId('plan-step-estimate')).toHaveTextContent('estimate');
    expect(within(valuation).getByText('Estimate: 5 working days.')).toHaveAttribute('lang', 'en');

    expect(screen.getByTestId('plan-step-taxNumber')).toHaveTextContent('By your proxy, with the power of attorney');
    expect(screen.getByTestId('plan-step-taxNumber')).toHaveTextContent('signed at the consulate, or before a notary where you live with an apostille');
    const deed = screen.getByTestId('plan-step-notaryDeed');
    expect(plain(within(deed).getByTestId('plan-step-dates').textContent)).toBe('On 21 May 2027');
    expect(deed).toHaveTextContent('Costs it brings: Notary fee for the sale, Property transfer tax');
    expect(deed).toHaveTextContent('Where this comes from (published rule)');
    expect(screen.getByTestId('plan-step-landRegistry')).toHaveTextContent('15 days');
  });

  it('marks a step done with a box named after it, and shows it busy while saved', async () => {
    const onToggle = vi.fn();
    const { user, rerender } = await renderWithApp(<PlanTimeline plan={planFixture} pending={{}} onToggle={onToggle} />, { language: 'en' });
    const box = await screen.findByRole('checkbox', { name: 'Done: Property valuation' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(onToggle).toHaveBeenCalledWith('valuation', true);
    rerender(<PlanTimeline plan={planFixture} pending={{ valuation: true }} onToggle={onToggle} />);
    expect(screen.getByRole('checkbox', { name: 'Done: Property valuation' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Done: Property valuation' })).toHaveAttribute('aria-busy', 'true');
  });

  it('lists the steps done, in Romanian, each to untick', async () => {
    const onToggle = vi.fn();
    const { user } = await renderWithApp(<DoneSteps plan={planFixture} pending={{}} onToggle={onToggle} />);
    const box = await screen.findByRole('checkbox', { name: 'Făcut: Traduceri legalizate ale documentelor' });
    expect(box).toBeChecked();
    expect(screen.getByTestId('plan-done-translations')).toHaveTextContent('Marcat ca făcut pe 15 ian. 2027');
    await user.click(box);
    expect(onToggle).toHaveBeenCalledWith('translations', false);
  });
});
