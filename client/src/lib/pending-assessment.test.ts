import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getPendingAssessment,
  PENDING_ASSESSMENT_KEY,
  setPendingAssessment,
  submitPendingAssessment,
} from './pending-assessment';

vi.mock('./i18n', () => ({ getCurrentLanguage: () => 'ro' }));

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('pending assessment', () => {
  it('is stored under acasa.pendingAssessment', () => {
    expect(PENDING_ASSESSMENT_KEY).toBe('acasa.pendingAssessment');
    setPendingAssessment({ residenceCountry: 'DE' });
    expect(getPendingAssessment()).toEqual({ residenceCountry: 'DE' });
  });

  it('posts it, then clears it', async () => {
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ id: 'a' }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    setPendingAssessment({ residenceCountry: 'DE' });
    await expect(submitPendingAssessment()).resolves.toBe('saved');
    expect(fetchMock).toHaveBeenCalledWith('/api/assessments', expect.objectContaining({ method: 'POST' }));
    expect(getPendingAssessment()).toBeNull();
  });

  it('never throws; keeps it after a server failure, drops it when the payload is refused', async () => {
    setPendingAssessment({ residenceCountry: 'DE' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 503 })));
    await expect(submitPendingAssessment()).resolves.toBe('failed');
    expect(getPendingAssessment()).not.toBeNull();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json({ message: 'x', code: 'VALIDATION_ERROR' }, { status: 400 })));
    await expect(submitPendingAssessment()).resolves.toBe('failed');
    expect(getPendingAssessment()).toBeNull();
  });

  it('does nothing without one', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(submitPendingAssessment()).resolves.toBe('none');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops it and says so when the plan cannot store another assessment this month', async () => {
    setPendingAssessment({ residenceCountry: 'DE' });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(Response.json({ message: 'limit', code: 'PLAN_LIMIT' }, { status: 403 })),
    );
    await expect(submitPendingAssessment()).resolves.toBe('planLimit');
    expect(getPendingAssessment()).toBeNull();
  });
});
