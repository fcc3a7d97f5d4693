import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@/test/render-with-app';
import { MessageForm } from './message-form';

/** Issue 24 item 3: a message on the case, checked by the shared schema, and the server's word on a field. */
const ASSESSMENT = '3f1c2d4e-0000-4000-8000-000000000003';
type Answer = { status: number; body: unknown };

function serve(answer: Answer) {
  const requests: Array<{ method: string; url: string; body: unknown }> = [];
  const translations = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/api/')) return translations(input, init);
    requests.push({ method: init?.method ?? 'GET', url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return requests;
}

afterEach(() => vi.restoreAllMocks());

describe('the case’s message form', () => {
  it('refuses an empty message with an error naming the field, and sends nothing', async () => {
    const requests = serve({ status: 201, body: {} });
    const { user } = await renderWithApp(<MessageForm assessmentId={ASSESSMENT} />, { language: 'en' });
    await screen.findByTestId('case-message-form');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/The message is empty/);
    expect(requests).toEqual([]);
  });

  it('sends the trimmed message and empties the field', async () => {
    const requests = serve({ status: 201, body: { id: 'm1', authorSide: 'applicant', authorName: 'Ioana', body: 'Hello', createdAt: '2026-11-29T10:00:00.000Z' } });
    const { user } = await renderWithApp(<MessageForm assessmentId={ASSESSMENT} />, { language: 'en' });
    await screen.findByTestId('case-message-form');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '  Hello  ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => expect(requests).toEqual([{ method: 'POST', url: `/api/assessments/${ASSESSMENT}/messages`, body: { body: 'Hello' } }]));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
  });

  it('shows the server’s refusal under the field it names', async () => {
    serve({ status: 400, body: { message: 'Please correct the highlighted fields', code: 'VALIDATION_ERROR', fieldErrors: { body: 'The message can be at most 2,000 characters' } } });
    const { user } = await renderWithApp(<MessageForm assessmentId={ASSESSMENT} />, { language: 'en' });
    await screen.findByTestId('case-message-form');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The message can be at most 2,000 characters')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
  });
});
