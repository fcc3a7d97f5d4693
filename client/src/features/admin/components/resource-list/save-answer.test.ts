import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { SERVER_ERROR_TYPE } from '@/lib/form-errors';
import { answerSave, type DialogSave } from './save-answer';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/use-toast', () => ({ toast }));

interface Values {
  name: string;
  rate: string;
}

const refusal = (fieldErrors: Record<string, string>) =>
  new ApiError(400, 'Bad Request', JSON.stringify({ message: 'Some fields are wrong', code: 'VALIDATION_ERROR', fieldErrors }));

function answer(send: DialogSave<Values, string>['send'], extra: Partial<DialogSave<Values, string>> = {}) {
  const close = vi.fn();
  const setError = vi.fn();
  const options: DialogSave<Values, string> = { send, fields: ['name', 'rate'], saved: 'Saved', failed: 'Not saved', close, ...extra };
  return { close, setError, done: answerSave<Values, string>('body', setError, options) };
}

describe('answerSave', () => {
  beforeEach(() => toast.mockClear());

  it('sends the body, then says it is saved and closes the dialog', async () => {
    const send = vi.fn().mockResolvedValue({ id: 1 });
    const { close, setError, done } = answer(send);
    await done;
    expect(send).toHaveBeenCalledWith('body');
    expect(toast).toHaveBeenCalledWith({ title: 'Saved' });
    expect(close).toHaveBeenCalledOnce();
    expect(setError).not.toHaveBeenCalled();
  });

  it('puts a refusal under the fields it names, says why, and stays open', async () => {
    const { close, setError, done } = answer(() => Promise.reject(refusal({ name: 'Taken', other: 'Not a field here' })));
    await done;
    expect(setError).toHaveBeenCalledExactlyOnceWith('name', { type: SERVER_ERROR_TYPE, message: 'Taken' });
    expect(toast).toHaveBeenCalledWith({ variant: 'destructive', title: 'Not saved', description: 'Some fields are wrong' });
    expect(close).not.toHaveBeenCalled();
  });

  it("reads a list's errors through fieldOf (a charge's are at its index in the list)", async () => {
    const fieldOf = (path: string) => /^items\.1\.(\w+)$/.exec(path)?.[1];
    const { setError, done } = answer(() => Promise.reject(refusal({ 'items.0.rate': 'Another charge', 'items.1.rate': 'Too high' })), { fieldOf });
    await done;
    expect(setError).toHaveBeenCalledExactlyOnceWith('rate', { type: SERVER_ERROR_TYPE, message: 'Too high' });
  });
});
