import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '@/test/render-with-app';
import { todayIsoDate } from '@/lib/format-date';
import { planFixture } from '../lib/plan-fixture';
import type { BuyingPlan } from '../lib/plan-types';
import { BuyingPlanScreen } from './buying-plan-screen';

/** Issue 24: no plan yet, a plan saved, a step marked done, and a plan that could not be read. */
const ID = planFixture.assessmentId;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const afterValuationDone: BuyingPlan = {
  ...planFixture,
  steps: planFixture.steps.filter((step) => step.key !== 'valuation'),
  doneKeys: [...planFixture.doneKeys, 'valuation'],
  doneSteps: [...planFixture.doneSteps, { key: 'valuation', doneAt: '2027-02-01T10:00:00.000Z' }],
  lateKeys: [],
};

/** Answers the API as `answer` says; translation files as the setup does. */
function serve(answer: (method: string, url: string, body: unknown) => Response) {
  const requests: Array<{ method: string; url: string; body: unknown }> = [];
  const translations = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/api/')) return translations(input, init);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const method = init?.method ?? 'GET';
    requests.push({ method, url, body });
    return answer(method, url, body);
  });
  return requests;
}

afterEach(() => vi.restoreAllMocks());

describe('the buying plan screen (issue 24)', () => {
  it('starts empty, saves a plan, and moves a step marked done to the steps done with the focus', async () => {
    const requests = serve((method, url) => {
      if (method === 'GET') return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
      return json(url.endsWith('/steps/valuation') ? afterValuationDone : planFixture);
    });
    const { user } = await renderWithApp(<BuyingPlanScreen assessmentId={ID} banks={[{ bankId: 1, name: 'Banca Transilvania' }]} preselectedBankId={1} />, {
      language: 'en',
    });
    expect(await screen.findByRole('heading', { name: 'No plan yet' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveValue('1');

    const target = todayIsoDate(new Date(Date.now() + 120 * 86_400_000));
    fireEvent.change(screen.getByLabelText('Target signing date'), { target: { value: target } });
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(await screen.findByTestId('plan-view')).toBeVisible();
    expect(requests).toContainEqual({ method: 'PUT', url: `/api/assessments/${ID}/buying-plan`, body: { targetDate: target, canTravel: true, bankId: 1 } });
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Plan saved: 6 steps to date.');
    expect(screen.getByTestId('plan-missing-documents')).toHaveTextContent('Documents missing for Banca Transilvania');
    expect(screen.getByRole('link', { name: 'Go to your documents' })).toHaveAttribute('href', '/documents');
    expect(screen.getByRole('button', { name: 'Update the plan' })).toBeVisible();

    screen.getByRole('checkbox', { name: 'Done: Property valuation' }).focus();
    await user.keyboard(' ');
    const moved = await screen.findByRole('checkbox', { name: 'Done: Property valuation' });
    await waitFor(() => expect(screen.getByTestId('plan-done-valuation')).toBeVisible());
    expect(screen.queryByTestId('plan-step-valuation')).toBeNull();
    expect(requests).toContainEqual({ method: 'PUT', url: `/api/assessments/${ID}/buying-plan/steps/valuation`, body: { done: true } });
    expect(screen.getByTestId('plan-status')).toHaveTextContent('“Property valuation” marked as done; the plan was updated.');
    await waitFor(() => expect(moved).toHaveFocus());
  });

  it('says when the plan cannot be read, with a way to try again', async () => {
    serve(() => json({ message: 'Something went wrong', code: 'INTERNAL' }, 500));
    await renderWithApp(<BuyingPlanScreen assessmentId={ID} banks={[]} />, { language: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The plan could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
