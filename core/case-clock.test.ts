import { describe, expect, it } from 'vitest';
import { isResponseOverdue, responseDueAt, responseDueAtForResidence } from './case-clock';
import { FALLBACK_TIME_ZONE, RESIDENCE_TIME_ZONES, timeZoneOfResidence } from './reference-data/residence-time-zones';
import { countrySeed } from './reference-data/countries';

const due = (iso: string, zone: string) => responseDueAt(new Date(iso), zone).toISOString();

describe('responseDueAt: one working day in the applicant\'s time zone', () => {
  it('a weekday: the next day at the same local time', () => {
    // Tuesday 10:15 in Berlin (CET, UTC+1) → Wednesday 10:15.
    expect(due('2026-01-13T09:15:00.000Z', 'Europe/Berlin')).toBe('2026-01-14T09:15:00.000Z');
    // Thursday → Friday.
    expect(due('2026-01-15T16:00:00.000Z', 'Europe/London')).toBe('2026-01-16T16:00:00.000Z');
  });

  it('late Friday: Monday at the same local time, the weekend skipped', () => {
    // Friday 23:30 in Paris = 22:30 UTC → Monday 23:30 Paris.
    expect(due('2026-01-16T22:30:00.000Z', 'Europe/Paris')).toBe('2026-01-19T22:30:00.000Z');
  });

  it('a Friday that is already Saturday in UTC+ zones is Friday where the applicant lives (and the reverse)', () => {
    // Friday 20:00 in New York is Saturday 01:00 UTC: still a Friday submission → Monday 20:00 New York.
    expect(due('2026-01-17T01:00:00.000Z', 'America/New_York')).toBe('2026-01-20T01:00:00.000Z');
    // Saturday 00:30 in Sydney is Friday 13:30 UTC: a weekend submission there → end of Monday (Tuesday 00:00 AEDT, UTC+11).
    expect(due('2026-01-16T13:30:00.000Z', 'Australia/Sydney')).toBe('2026-01-19T13:00:00.000Z');
  });

  it('Saturday or Sunday: due at the end of Monday (Tuesday 00:00 local)', () => {
    expect(due('2026-01-17T11:00:00.000Z', 'Europe/Berlin')).toBe('2026-01-19T23:00:00.000Z');
    expect(due('2026-01-18T22:59:00.000Z', 'Europe/Berlin')).toBe('2026-01-19T23:00:00.000Z');
  });

  it('across the spring DST change the local time is kept (23 hours later)', () => {
    // Europe: 29 March 2026. Friday 27 March 09:00 CET → Monday 30 March 09:00 CEST.
    expect(due('2026-03-27T08:00:00.000Z', 'Europe/Berlin')).toBe('2026-03-30T07:00:00.000Z');
    // US: 8 March 2026 (a Sunday). Friday 6 March 14:00 EST → Monday 9 March 14:00 EDT.
    expect(due('2026-03-06T19:00:00.000Z', 'America/New_York')).toBe('2026-03-09T18:00:00.000Z');
  });

  it('across the autumn DST change the local time is kept (25 hours later)', () => {
    // Europe: 25 October 2026. Friday 23 October 18:00 CEST → Monday 26 October 18:00 CET.
    expect(due('2026-10-23T16:00:00.000Z', 'Europe/Paris')).toBe('2026-10-26T17:00:00.000Z');
  });

  it('a local time missing on the due day moves forward by the gap; a doubled one is the earlier', () => {
    // European and American zones change on a Sunday, when nothing falls due; Egypt (Africa/Cairo)
    // changed on Fridays at midnight in 2023, so its due times meet both cases.
    // Thursday 27 April 2023 00:30 in Cairo (UTC+2) → Friday 28 April 00:30 does not exist (00:00 → 01:00).
    expect(due('2023-04-26T22:30:00.000Z', 'Africa/Cairo')).toBe('2023-04-27T22:30:00.000Z');
    // Cairo, Thursday 26 October 2023 23:30 (UTC+3) → Friday 27 October 23:30 (UTC+2) exists once.
    expect(due('2023-10-26T20:30:00.000Z', 'Africa/Cairo')).toBe('2023-10-27T21:30:00.000Z');
  });
});

describe('responseDueAtForResidence', () => {
  it('reads the zone from the residence country; an unknown one is the brokers\' office', () => {
    const at = new Date('2026-01-13T09:15:00.000Z');
    expect(responseDueAtForResidence(at, 'UK').toISOString()).toBe(responseDueAt(at, 'Europe/London').toISOString());
    expect(timeZoneOfResidence('xx')).toBe(FALLBACK_TIME_ZONE);
    expect(timeZoneOfResidence(null)).toBe(FALLBACK_TIME_ZONE);
  });

  it('knows a valid zone for every country the product offers', () => {
    for (const country of countrySeed) {
      const zone = RESIDENCE_TIME_ZONES[country.code];
      expect(zone, country.code).toBeDefined();
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    }
  });
});

describe('isResponseOverdue', () => {
  const now = new Date('2026-01-14T12:00:00.000Z');
  it('overdue only without a first answer and past the due time', () => {
    expect(isResponseOverdue({ responseDueAt: '2026-01-14T11:00:00.000Z', firstResponseAt: null }, now)).toBe(true);
    expect(isResponseOverdue({ responseDueAt: '2026-01-14T13:00:00.000Z', firstResponseAt: null }, now)).toBe(false);
    expect(isResponseOverdue({ responseDueAt: '2026-01-14T11:00:00.000Z', firstResponseAt: '2026-01-14T11:30:00.000Z' }, now)).toBe(false);
    expect(isResponseOverdue({ responseDueAt: null, firstResponseAt: null }, now)).toBe(false);
  });
});
