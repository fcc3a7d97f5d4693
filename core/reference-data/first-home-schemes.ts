import type { SchemeRow } from './rows';
import { toCentsString } from '../money/round';
import { CLOSING_COSTS_VERIFIED_ON as VERIFIED_ON, toEur } from './closing-costs';


/**
 * First-home schemes a diaspora applicant may meet (issue 14 point 9), as their own routes.
 * Amounts in EUR; forint amounts at 399.50 per EUR (ECB 28.2.2025).
 */
export const firstHomeSchemeSeed: SchemeRow[] = [
  {
    key: 'ro_noua_casa',
    countryCode: 'RO',
    name: 'Noua Casă',
    loanCurrency: 'RON',
    ltvCap: '0.950',
    maxPrice: '70000.00',
    maxLoan: '66500.00',
    baseRate: null,
    maxTermYears: 30,
    maxAge: null,
    requiresFirstHome: true,
    requiresResidence: false,
    source:
      'Noua Casă (ex-Prima Casă, OUG 60/2009 as amended): state-guaranteed RON loans with 5 % down for a home up to €70,000 (lending-rules §1, press 2025: V); buyers who own no home; open to Romanians living abroad. The rate is the bank’s (IRCC + a capped margin), so the route’s rate is used. Funding is set each year: check that the programme has money.',
    verifiedOn: VERIFIED_ON,
  },
  {
    key: 'ro_noua_casa_140',
    countryCode: 'RO',
    name: 'Noua Casă (up to €140,000)',
    loanCurrency: 'RON',
    ltvCap: '0.850',
    maxPrice: '140000.00',
    maxLoan: '119000.00',
    baseRate: null,
    maxTermYears: 30,
    maxAge: null,
    requiresFirstHome: true,
    requiresResidence: false,
    source:
      'Noua Casă, second band: 15 % down for a home between €70,000 and €140,000 (press 2023–2025, not re-read in the law: U). Same conditions as the 5 % band.',
    verifiedOn: VERIFIED_ON,
  },
  {
    key: 'hu_otthon_start',
    countryCode: 'HU',
    name: 'Otthon Start',
    loanCurrency: 'HUF',
    ltvCap: '0.900',
    maxPrice: toCentsString(toEur(100_000_000, 'HUF')),
    maxLoan: toCentsString(toEur(50_000_000, 'HUF')),
    baseRate: '3.00',
    maxTermYears: 25,
    maxAge: null,
    requiresFirstHome: true,
    requiresResidence: true,
    source:
      'Otthon Start (from 1.9.2025): 3 % fixed for the whole term, up to HUF 50 million, 25 years, 10 % down, a flat worth at most HUF 100 million (HUF 150 million for a house, not modelled); for buyers with no home in the last ten years and a permanent Hungarian address (lending-rules §9; kormany.hu 2025). A diaspora applicant without a Hungarian address does not qualify.',
    verifiedOn: VERIFIED_ON,
  },
];
