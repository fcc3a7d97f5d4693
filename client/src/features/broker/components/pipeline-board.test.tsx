import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CASE_STAGES } from '@core/case-stages';
import type { CurrentUser } from '@core/schemas/auth';
import type { Board, BoardCard } from '@core/schemas/broker-board';
import { renderWithApp } from '@/test/render-with-app';
import { PipelineBoard } from './pipeline-board';

/** Issue 24 item 4: the broker's pipeline board. */
const NOW = Date.parse('2026-11-27T10:00:00.000Z');
const ME = '00000000-0000-4000-8000-0000000000b1';
const broker: CurrentUser = {
  id: ME,
  email: 'broker@acasa.test',
  firstName: 'Andrei',
  lastName: 'Ionescu',
  role: 'broker',
  profileImageUrl: null,
  subscriptionPlan: 'free',
  subscriptionStatus: null,
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
  hasUsedTrial: false,
};
const card = (id: string, overrides: Partial<BoardCard>): BoardCard => ({
  id,
  applicantName: 'Ioana Popescu',
  propertyCountry: 'RO',
  residenceCountry: 'DE',
  maxLoanAmount: '96000.00',
  eligibilityScore: 72,
  stage: 'new',
  assignedBroker: null,
  submittedAt: '2026-11-26T15:00:00.000Z',
  responseDueAt: '2026-11-27T15:00:00.000Z',
  firstResponseAt: null,
  isOverdue: false,
  openDocumentRequests: 0,
  ...overrides,
});
const DUE = card('00000000-0000-4000-8000-000000000001', {});
const LATE = card('00000000-0000-4000-8000-000000000002', {
  applicantName: 'Piotr Nowak',
  propertyCountry: 'PL',
  residenceCountry: 'UK',
  responseDueAt: '2026-11-27T08:00:00.000Z',
  isOverdue: true,
  assignedBroker: { id: ME, name: 'Andrei Ionescu' },
});
const OFFER = card('00000000-0000-4000-8000-000000000003', { applicantName: 'Luc Moreau', stage: 'offer', firstResponseAt: '2026-11-26T16:00:00.000Z' });

const board: Board = {
  counts: { new: 2, documents: 0, submitted_to_bank: 0, offer: 41, signing: 0, completed: 0, lost: 0, total: 43, overdue: 1 },
  stages: CASE_STAGES.map((stage) => ({
    stage,
    count: stage === 'new' ? 2 : stage === 'offer' ? 41 : 0,
    cards: stage === 'new' ? [DUE, LATE] : stage === 'offer' ? [OFFER] : [],
    nextCursor: null,
  })),
  asOf: new Date(NOW).toISOString(),
};

let requests: Array<{ method: string; url: string; body: unknown }>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  requests = [];
  const translations = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/api/')) return translations(input, init);
    const method = init?.method ?? 'GET';
    requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
    if (url.startsWith('/api/broker/board')) return json(board);
    if (url === '/api/broker/brokers') return json([{ id: ME, name: 'Andrei Ionescu' }, { id: '00000000-0000-4000-8000-0000000000b2', name: 'Maria Dumitru' }]);
    if (url.endsWith('/stage')) return json({ ...DUE, stage: (JSON.parse(String(init?.body)) as { stage: string }).stage, firstResponseAt: new Date(NOW).toISOString() });
    if (url.endsWith('/assignee')) return json({ ...DUE, assignedBroker: { id: '00000000-0000-4000-8000-0000000000b2', name: 'Maria Dumitru' } });
    if (url === '/api/countries') return json([]);
    return new Response('{}', { status: 404 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the pipeline board', () => {
  it('shows every stage with counters adding up to the total, and each card’s applicant, countries, broker and clock', async () => {
    await renderWithApp(<PipelineBoard onOpen={() => {}} />, { language: 'en', user: broker });
    await screen.findByTestId('pipeline-count-total');
    const counts = screen.getByLabelText('Cases per stage');
    expect(within(counts).getByTestId('pipeline-count-total')).toHaveTextContent('43');
    const sum = CASE_STAGES.reduce((total, stage) => total + Number(within(counts).getByTestId(`pipeline-count-${stage}`).textContent), 0);
    expect(sum).toBe(43);
    expect(within(counts).getByTestId('pipeline-count-overdue')).toHaveTextContent('1');

    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.firstChild?.textContent)).toEqual([
      'New',
      'Documents',
      'Submitted to bank',
      'Offer',
      'Signing',
      'Completed',
      'Lost',
    ]);
    expect(screen.getByTestId('pipeline-column-count-offer')).toHaveTextContent('1 of 41');

    const due = screen.getByRole('article', { name: /Ioana Popescu/ });
    expect(due).toHaveTextContent('Unassigned');
    expect(within(due).getByTestId(`pipeline-clock-${DUE.id}`)).toHaveTextContent('Answer due in 5 hrs');
    expect(within(due).getByText('Country of residence: Germany; home country: Romania')).toBeInTheDocument();

    const late = screen.getByRole('article', { name: /Piotr Nowak/ });
    // Overdue is said in words, not only shown in red.
    expect(within(late).getByTestId(`pipeline-clock-${LATE.id}`)).toHaveTextContent('Overdue by 2 hrs');
    expect(late).toHaveAttribute('data-overdue', 'true');
    expect(late).toHaveTextContent('Andrei Ionescu');
    expect(within(screen.getByRole('article', { name: /Luc Moreau/ })).getByTestId(`pipeline-clock-${OFFER.id}`)).toHaveTextContent('Answered');
  });

  it('moves a card to another stage from the keyboard, with a select and a button', async () => {
    const { user } = await renderWithApp(<PipelineBoard onOpen={() => {}} />, { language: 'en', user: broker });
    const select = await screen.findByRole('combobox', { name: 'Stage of Ioana Popescu' });
    const move = screen.getByTestId(`pipeline-move-${DUE.id}`);
    expect(move).toBeDisabled();
    select.focus();
    await user.selectOptions(select, 'Documents');
    expect(move).toBeEnabled();
    move.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(requests.find((request) => request.method === 'PUT')).toEqual({ method: 'PUT', url: `/api/broker/assessments/${DUE.id}/stage`, body: { stage: 'documents' } }));
    // The board is read again after the move.
    await waitFor(() => expect(requests.filter((request) => request.url === '/api/broker/board')).toHaveLength(2));
  });

  it('assigns a broker', async () => {
    const { user } = await renderWithApp(<PipelineBoard onOpen={() => {}} />, { language: 'en', user: broker });
    const select = await screen.findByRole('combobox', { name: 'Broker of Ioana Popescu' });
    await waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Unassigned', 'Andrei Ionescu', 'Maria Dumitru']));
    await user.selectOptions(select, 'Maria Dumitru');
    await user.click(screen.getByTestId(`pipeline-assign-${DUE.id}`));
    await waitFor(() =>
      expect(requests.find((request) => request.url.endsWith('/assignee'))).toMatchObject({ method: 'PUT', body: { brokerId: '00000000-0000-4000-8000-0000000000b2' } }),
    );
  });

  it('filters by stage, country, "Mine", "Unassigned" and overdue only', async () => {
    const { user } = await renderWithApp(<PipelineBoard onOpen={() => {}} />, { language: 'en', user: broker });
    await screen.findByTestId('pipeline-count-total');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Broker' }), 'Mine');
    await waitFor(() => expect(requests.at(-1)?.url).toBe(`/api/broker/board?brokerId=${ME}`));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Home country' }), 'Poland');
    await waitFor(() => expect(requests.at(-1)?.url).toBe(`/api/broker/board?country=PL&brokerId=${ME}`));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Home country' }), 'All countries');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Broker' }), 'Unassigned');
    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Offer');
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/broker/board?stage=offer&brokerId=unassigned&overdue=true'));
    // Only the chosen stage's column is shown.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // Back to the unfiltered board (still fresh in the cache).
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(CASE_STAGES.length));
  });

  it('reads in French, with French spacing', async () => {
    await renderWithApp(<PipelineBoard onOpen={() => {}} />, { language: 'fr', user: { ...broker, language: 'fr' } });
    expect(await screen.findByRole('heading', { name: /Envoyé à la banque/ })).toBeInTheDocument();
    expect(screen.getByTestId(`pipeline-clock-${LATE.id}`).textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe('En retard de 2 h');
  });
});
