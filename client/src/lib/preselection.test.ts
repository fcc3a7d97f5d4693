import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPreselection, PRESELECTION_KEY, setPreselection, takePreselection } from './preselection';

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('landing -> wizard hand-off', () => {
  it('keeps residence, property country and language in sessionStorage', () => {
    setPreselection({ residenceCountry: 'DE', propertyCountry: 'RO', language: 'fr' });
    expect(JSON.parse(window.sessionStorage.getItem(PRESELECTION_KEY) ?? '')).toEqual({
      residenceCountry: 'DE',
      propertyCountry: 'RO',
      language: 'fr',
    });
    expect(getPreselection()).toEqual({ residenceCountry: 'DE', propertyCountry: 'RO', language: 'fr' });
  });

  it('is read once', () => {
    setPreselection({ residenceCountry: 'DE', propertyCountry: 'RO', language: 'ro' });
    expect(takePreselection()?.propertyCountry).toBe('RO');
    expect(takePreselection()).toBeNull();
  });

  it('ignores incomplete or unreadable values', () => {
    window.sessionStorage.setItem(PRESELECTION_KEY, '{"residenceCountry":"DE"}');
    expect(getPreselection()).toBeNull();
    window.sessionStorage.setItem(PRESELECTION_KEY, 'not json');
    expect(getPreselection()).toBeNull();
  });
});
