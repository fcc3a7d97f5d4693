/**
 * Issue 24 item 4: the applicant's time zone, for the broker's "first answer within one working
 * day" clock (core/case-clock.ts). One IANA zone per country a person may live in (the income
 * countries of core/reference-data/countries.ts) and, for completeness, the property countries.
 * Countries spanning several zones take their capital's: ES Madrid (not the Canary Islands),
 * US Washington (America/New_York), CA Ottawa (America/Toronto), AU Canberra (Australia/Sydney).
 */
export const RESIDENCE_TIME_ZONES: Readonly<Record<string, string>> = {
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  UK: 'Europe/London',
  IT: 'Europe/Rome',
  ES: 'Europe/Madrid',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  AT: 'Europe/Vienna',
  IE: 'Europe/Dublin',
  CH: 'Europe/Zurich',
  US: 'America/New_York',
  CA: 'America/Toronto',
  AU: 'Australia/Sydney',
  RO: 'Europe/Bucharest',
  BG: 'Europe/Sofia',
  HU: 'Europe/Budapest',
  PL: 'Europe/Warsaw',
  CZ: 'Europe/Prague',
  SK: 'Europe/Bratislava',
  HR: 'Europe/Zagreb',
  SI: 'Europe/Ljubljana',
};

/** A residence the map does not know (a country an admin added later): the brokers' office, Bucharest. */
export const FALLBACK_TIME_ZONE = 'Europe/Bucharest';

export const timeZoneOfResidence = (country: string | null | undefined): string =>
  (country && RESIDENCE_TIME_ZONES[country.toUpperCase()]) || FALLBACK_TIME_ZONE;
