import { describe, expect, it } from 'vitest';
import { assessmentIdFromSearch } from './assessment-link';

describe('the link that opens one assessment (issue 20: the status e-mail)', () => {
  it('reads the id the e-mail puts in ?assessment=', () => {
    expect(assessmentIdFromSearch('?assessment=0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(assessmentIdFromSearch('assessment=0F8FAD5B-D9CB-469F-A165-70867728950E&x=1')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
  });

  it('opens nothing for a missing or malformed id', () => {
    expect(assessmentIdFromSearch('')).toBeNull();
    expect(assessmentIdFromSearch('?assessment=')).toBeNull();
    expect(assessmentIdFromSearch('?assessment=../admin')).toBeNull();
    expect(assessmentIdFromSearch('?id=0f8fad5b-d9cb-469f-a165-70867728950e')).toBeNull();
  });
});
