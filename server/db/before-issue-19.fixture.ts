/**
 * Tests only: the reference data a database held before issue 19 (the seed of 26 November 2026,
 * the columns migration 0019 changes), to put a freshly seeded database back as it was.
 */
export const BANKS_BEFORE_ISSUE_19 = {
  "Banca Transilvania": {
    "interestRateMin": "5.90",
    "interestRateMax": "7.90",
    "nonResidentLtvCap": "0.800",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "RON",
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": 70,
    "description": "Largest Romanian bank; mortgages for Romanians working abroad on an indefinite contract.",
    "features": [
      "Accepts foreign income on an indefinite contract",
      "12 months of work history, 6 at the current employer",
      "Loans in RON or EUR",
      "Own contribution from 15–20 %"
    ]
  },
  "BCR (Erste Group)": {
    "interestRateMin": "5.70",
    "interestRateMax": "7.50",
    "nonResidentLtvCap": "0.800",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "RON",
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": 65,
    "description": "Banca Comercială Română, part of Erste Group; fixed-then-variable RON mortgages.",
    "features": [
      "RON and EUR mortgages",
      "Terms up to 30 years",
      "Fixed rate for the first years"
    ]
  },
  "BRD – Groupe Société Générale": {
    "interestRateMin": "5.90",
    "interestRateMax": "7.80",
    "nonResidentLtvCap": "0.800",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "RON",
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": 65,
    "description": "BRD, the Romanian arm of Société Générale; mortgages with maturity up to age 65–70.",
    "features": [
      "RON mortgages",
      "Terms up to 30 years",
      "Online pre-approval"
    ]
  },
  "CEC Bank": {
    "interestRateMin": "5.50",
    "interestRateMax": "7.40",
    "nonResidentLtvCap": "0.800",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "RON",
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": 75,
    "description": "State-owned Romanian bank; mortgages up to 35 years, EUR loans only against EUR income.",
    "features": [
      "Terms up to 35 years",
      "EUR loans for EUR earners",
      "Age up to 75 at maturity"
    ]
  },
  "PKO Bank Polski": {
    "interestRateMin": "4.30",
    "interestRateMax": "5.90",
    "nonResidentLtvCap": "0.700",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "PLN",
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "Poland's largest bank; EUR mortgages for borrowers earning in EUR.",
    "features": [
      "EUR loans for EUR income",
      "Terms up to 30 years",
      "Polish-speaking advisers abroad"
    ]
  },
  "Bank Pekao": {
    "interestRateMin": "4.40",
    "interestRateMax": "6.00",
    "nonResidentLtvCap": "0.700",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "PLN",
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "Bank Pekao S.A.; mortgages for Poles working in the euro area.",
    "features": [
      "EUR loans for EUR income",
      "Own contribution from 30 %"
    ]
  },
  "Alior Bank": {
    "interestRateMin": "4.60",
    "interestRateMax": "6.30",
    "nonResidentLtvCap": "0.700",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "PLN",
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "Alior Bank; mortgages for emigrants with income in EUR.",
    "features": [
      "Income from abroad accepted",
      "EUR loans for EUR income"
    ]
  },
  "OTP Bank": {
    "interestRateMin": "6.20",
    "interestRateMax": "7.90",
    "nonResidentLtvCap": "0.800",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "HUF"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "Hungary's largest bank; forint mortgages with long rate fixation.",
    "features": [
      "Forint loans with 10-year fixation",
      "First-time buyer programme"
    ]
  },
  "K&H Bank": {
    "interestRateMin": "6.30",
    "interestRateMax": "8.00",
    "nonResidentLtvCap": "0.800",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "HUF"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "K&H Bank (KBC Group); forint mortgages.",
    "features": [
      "Forint loans",
      "Fixed rates up to 20 years"
    ]
  },
  "Erste Bank Hungary": {
    "interestRateMin": "6.40",
    "interestRateMax": "8.10",
    "nonResidentLtvCap": "0.800",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "HUF"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "Erste Bank Hungary; forint mortgages.",
    "features": [
      "Forint loans",
      "Green home loans"
    ]
  },
  "Česká spořitelna": {
    "interestRateMin": "4.40",
    "interestRateMax": "5.80",
    "nonResidentLtvCap": "0.750",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "CZK"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "Česká spořitelna (Erste Group); CZK mortgages.",
    "features": [
      "CZK mortgages",
      "Terms up to 30 years"
    ]
  },
  "ČSOB Hypoteční banka": {
    "interestRateMin": "4.50",
    "interestRateMax": "5.90",
    "nonResidentLtvCap": "0.750",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "CZK"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "ČSOB's mortgage bank (KBC Group); CZK mortgages.",
    "features": [
      "CZK mortgages",
      "Fixation from 1 to 10 years"
    ]
  },
  "Komerční banka": {
    "interestRateMin": "4.60",
    "interestRateMax": "6.00",
    "nonResidentLtvCap": "0.750",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "CZK"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "Komerční banka (Société Générale); CZK mortgages.",
    "features": [
      "CZK mortgages",
      "Online application"
    ]
  },
  "Slovenská sporiteľňa": {
    "interestRateMin": "3.50",
    "interestRateMax": "4.80",
    "nonResidentLtvCap": "0.800",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "Slovenská sporiteľňa (Erste Group); EUR mortgages.",
    "features": [
      "EUR mortgages",
      "Terms up to 30 years"
    ]
  },
  "VÚB banka": {
    "interestRateMin": "3.60",
    "interestRateMax": "4.90",
    "nonResidentLtvCap": "0.800",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "VÚB banka (Intesa Sanpaolo); EUR mortgages.",
    "features": [
      "EUR mortgages",
      "Fixation up to 10 years"
    ]
  },
  "Tatra banka": {
    "interestRateMin": "3.60",
    "interestRateMax": "5.00",
    "nonResidentLtvCap": "0.800",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "Tatra banka (Raiffeisen Group); EUR mortgages.",
    "features": [
      "EUR mortgages",
      "Online mortgage application"
    ]
  },
  "Privredna banka Zagreb (PBZ)": {
    "interestRateMin": "3.30",
    "interestRateMax": "4.60",
    "nonResidentLtvCap": "0.700",
    "nonResidentMaxTermYears": 20,
    "loanCurrencies": [
      "EUR"
    ],
    "acceptedIncomeCurrencies": [
      "EUR"
    ],
    "maxAgeAtMaturity": 65,
    "description": "PBZ (Intesa Sanpaolo); housing loans for non-residents earning EUR in a euro-area state.",
    "features": [
      "Non-resident programme",
      "At least 30 % own funds",
      "EUR 20,000–350,000",
      "Terms 5–20 years"
    ]
  },
  "Erste&Steiermärkische Bank": {
    "interestRateMin": "3.30",
    "interestRateMax": "4.80",
    "nonResidentLtvCap": "0.700",
    "nonResidentMaxTermYears": 20,
    "loanCurrencies": [
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": 65,
    "description": "Erste&Steiermärkische Bank; housing loans with a non-resident programme.",
    "features": [
      "Non-resident programme",
      "EUR housing loans"
    ]
  },
  "Zagrebačka banka": {
    "interestRateMin": "3.40",
    "interestRateMax": "4.90",
    "nonResidentLtvCap": "0.700",
    "nonResidentMaxTermYears": 20,
    "loanCurrencies": [
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": 65,
    "description": "Zagrebačka banka (UniCredit); EUR housing loans.",
    "features": [
      "EUR housing loans",
      "Fixed or variable rate"
    ]
  },
  "NLB": {
    "interestRateMin": "2.90",
    "interestRateMax": "4.30",
    "nonResidentLtvCap": "0.700",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "Nova Ljubljanska banka, Slovenia's largest bank; EUR housing loans.",
    "features": [
      "EUR housing loans",
      "Fixed rate up to 20 years"
    ]
  },
  "OTP banka Slovenija": {
    "interestRateMin": "3.00",
    "interestRateMax": "4.40",
    "nonResidentLtvCap": "0.700",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "OTP banka (OTP Group) in Slovenia; EUR housing loans.",
    "features": [
      "EUR housing loans",
      "Terms up to 30 years"
    ]
  },
  "Intesa Sanpaolo Bank Slovenija": {
    "interestRateMin": "3.10",
    "interestRateMax": "4.50",
    "nonResidentLtvCap": "0.700",
    "nonResidentMaxTermYears": null,
    "loanCurrencies": [
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "Intesa Sanpaolo Bank in Slovenia; EUR housing loans.",
    "features": [
      "EUR housing loans",
      "Fixed or variable rate"
    ]
  },
  "UniCredit Bulbank": {
    "interestRateMin": "2.60",
    "interestRateMax": "3.90",
    "nonResidentLtvCap": "0.700",
    "nonResidentMaxTermYears": 25,
    "loanCurrencies": [
      "BGN",
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "UniCredit Bulbank; a mortgage for customers without permanent residence in Bulgaria.",
    "features": [
      "Mortgage for customers without permanent residence",
      "BGN or EUR",
      "Deposit of 3–6 instalments"
    ]
  },
  "DSK Bank": {
    "interestRateMin": "2.50",
    "interestRateMax": "3.80",
    "nonResidentLtvCap": "0.700",
    "nonResidentMaxTermYears": 25,
    "loanCurrencies": [
      "BGN",
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "DSK Bank (OTP Group); BGN and EUR mortgages.",
    "features": [
      "BGN and EUR mortgages",
      "Terms up to 30 years"
    ]
  },
  "United Bulgarian Bank (UBB)": {
    "interestRateMin": "2.60",
    "interestRateMax": "3.90",
    "nonResidentLtvCap": "0.700",
    "nonResidentMaxTermYears": 25,
    "loanCurrencies": [
      "BGN",
      "EUR"
    ],
    "acceptedIncomeCurrencies": [],
    "maxAgeAtMaturity": null,
    "description": "UBB (KBC Group); BGN and EUR mortgages.",
    "features": [
      "BGN and EUR mortgages",
      "Fixed rate options"
    ]
  }
} as const;

export const RULES_BEFORE_ISSUE_19 = [
  {
    "countryCode": "RO",
    "loanCurrency": "RON",
    "requiresIncomeInLoanCurrency": false,
    "notes": "DSTI 40 % for RON loans, +5 pp for a first owner-occupied home (V). LTV 85 % for RON loans: V for Reg. 24/2011, carry-over into Reg. 17/2012 U. Base rate 6.5 % U (average 6.52 % Apr 2025). Stress 0: the NBR requires no rate, FX or income shock since 2019 (V); banks test with their own rate. No regulatory age cap: the route allows 75 (CEC), each bank its own (BT 70, BCR and BRD 65 for employees). Banks allow 30–35 y (CEC 35 y).",
    "source": "NBR Reg. 17/2012 as amended (bnr.ro 18.10.2018: shock adjustments \"no longer applicable\"); Reg. 24/2011 art. 13; age limits: noutatilezilei.ro and stiridinlume.ro 2025 (BCR, BRD, BT 70, CEC 75); cec.ro (35 y)",
    "verifiedOn": "2026-11-23"
  },
  {
    "countryCode": "RO",
    "loanCurrency": "EUR",
    "requiresIncomeInLoanCurrency": true,
    "notes": "FX loans: DSTI 20 % (+5 pp first home), V; whether EUR earners escape the 20 % cap is U, so they do not. LTV 80 % when the income is in the loan currency (unhedged EUR 75 %), carry-over U; CEC lends EUR only against EUR income (\"numai in situatia in care acestia dovedesc obtinerea veniturilor in euro\"), hence income in EUR required. Base rate 5.0 % U (EUR loans ≈4.5–6 %). Stress 0 (NBR, as the RON route).",
    "source": "NBR Reg. 17/2012 as amended; Reg. 24/2011 art. 13; cec.ro credit ipotecar-imobiliar (EUR only against EUR income)",
    "verifiedOn": "2026-11-23"
  },
  {
    "countryCode": "PL",
    "loanCurrency": "PLN",
    "requiresIncomeInLoanCurrency": true,
    "notes": "Loan currency must match the dominant income (Rec. S no. 6, Mortgage Credit Act art. 6), V. DSTI 40 %, 50 % above the average wage (V loosely); threshold = average net wage ≈ PLN 5,900 ≈ EUR 1,420, U. LTV 80 % U. Max term 35 y (lending-rules §9). Stress: +2.5 pp for periodically fixed rates (UKNF Feb 2023, V); variable rates \"adequately higher\" than that (V) with no figure published since the +5 pp of 2022: +3 pp, the next half point above the floor (U, admin-editable). Base rate 7.5 % U (average 7.55–7.90 %).",
    "source": "KNF Recommendation S (res. 242/2023, applies 1.7.2024); Mortgage Credit Act; UKNF position of Feb 2023 on the rate buffer; lending-rules §9 (35 y)",
    "verifiedOn": "2026-11-23"
  },
  {
    "countryCode": "PL",
    "loanCurrency": "EUR",
    "requiresIncomeInLoanCurrency": true,
    "notes": "EUR earners get EUR or EUR-indexed loans (V); other incomes find no route: few or no banks lend in GBP/USD. In practice EUR loans need 20–30 % down (banks' non-resident caps). Base rate 4.5 % U (EURIBOR-based, cheaper than PLN: V qualitatively). LTV U; term 35 y and stress as for PLN.",
    "source": "KNF Recommendation S; UKNF Feb 2023; Leach&Lang, analitykkredytowy, notus 2025; lending-rules §9 (35 y)",
    "verifiedOn": "2026-11-23"
  },
  {
    "countryCode": "HU",
    "loanCurrency": "HUF",
    "requiresIncomeInLoanCurrency": true,
    "notes": "JTM (DSTI) by fixed-rate period: ≥10 y 50 %, 5–10 y 35 %, <5 y or variable 25 %; 60 / 40 / 30 % at or above HUF 800k net a month (from 1.1.2026; = EUR 2,002.50 at 399.50), V. The MNB handles rate risk through these caps, so no add-on. LTV 80 %, first-time buyers 90 % with no age limit from 2.9.2025 (V). Forint loans only to forint earners: FX loans need income in that currency of ≥15× the minimum wage (decree status U), so EUR/GBP earners find no route. Term 25 y and age at maturity U.",
    "source": "MNB Decree 32/2014 (JTM by fixation: bbj.hu 2018); mnb.hu 1.9.2025 (HUF 800k from 1.1.2026; 90 % LTV first-time buyers); kormany.hu 2013",
    "verifiedOn": "2026-11-23"
  },
  {
    "countryCode": "CZ",
    "loanCurrency": "CZK",
    "requiresIncomeInLoanCurrency": false,
    "notes": "LTV 80 %, 90 % under 36 (binding, V). From 1.4.2026 investment loans (to let, or a third property) are capped at LTV 70 % and DTI 7 (CNB Bank Board, 27.11.2025, V). DSTI and DTI for own housing stay deactivated; the old 45 % (50 % under 36) is used as internal prudence with a +2 pp stress (U). Some banks cut foreign income by up to 30 % and offer LTV 70–85 % (V). Term 30 y and age 70 at maturity U (65 used).",
    "source": "CNB Bank Board decisions (cnb.cz, June 2024); CNB recommendation of 27.11.2025 on investment loans (mesec.cz 28.11.2025, banky.cz); goldmag; tomasvanek",
    "verifiedOn": "2026-11-23"
  },
  {
    "countryCode": "SK",
    "loanCurrency": "EUR",
    "requiresIncomeInLoanCurrency": false,
    "notes": "DSTI ≤ 60 % of (net income − subsistence minimum) at the rate +2 pp, the stressed rate capped at 6 % (binding, V). Subsistence minimum from 1.7.2025: EUR 284.13 per adult, EUR 129.74 per dependent child (EUR 273.99 and 125.11 × 1.037; V). DTI 8× annual income, −0.25 per year of age above 40 only for loans ending after 65 (NBS 2022, V). LTV 80 % (V), term ≤ 30 y (V). NBS sets no age cap: 70 at maturity is lender practice (U).",
    "source": "NBS Housing Loan Decree; nbs.sk; employment.gov.sk (Opatrenie 149/2024: 273.99 / 191.14 / 125.11); teraz.sk and sita.sk 2025 (coefficient 1.037 from 1.7.2025); lending-rules §9",
    "verifiedOn": "2026-11-23"
  },
  {
    "countryCode": "HR",
    "loanCurrency": "EUR",
    "requiresIncomeInLoanCurrency": false,
    "notes": "DSTI ≤ 45 % for housing loans, LTV ≤ 90 %, term ≤ 30 y (V, applies 1.7.2025). The HNB sets no stress add-on: banks test with their own rate. Non-residents: PBZ ≥ 30 % own funds, 5–20 y, EUR earners; foreigners ≤ 65 at the last instalment (V) — bank caps. Rate 3.6 % (V, ≈2025; average 2.98 % in July 2025).",
    "source": "HNB Decision on consumer lending criteria (19.3.2025, hnb.hr); pbz.hr; lending-rules §9",
    "verifiedOn": "2026-11-23"
  },
  {
    "countryCode": "SI",
    "loanCurrency": "EUR",
    "requiresIncomeInLoanCurrency": false,
    "notes": "DSTI 50 % at every income, at least EUR 745 a month left after all instalments (V, revised yearly), plus for each dependant the social assistance amount for that person (V): a child weighs 0.59 of the basic minimum income, EUR 507.43 from 1.3.2026, so EUR 299.38 (V). LTV recommended: 80 % first home, 70 % other (V). No housing-loan term cap found, 30 y in practice (U). Stress +2 pp is our prudence (no BoS figure found, U).",
    "source": "BoS regulation UL RS 63/2023 (in force 1.7.2023); dnevnik 6/2023; sta.si 2023; unija.com (dependants: social assistance amount per person); gov.si ZSVarPre weights (child 0.59); slovenskenovice.delo.si 1.3.2026 (basic minimum income EUR 507.43)",
    "verifiedOn": "2026-11-23"
  },
  {
    "countryCode": "BG",
    "loanCurrency": "EUR",
    "requiresIncomeInLoanCurrency": false,
    "notes": "LTV ≤ 85 %, DSTI ≤ 50 %, term ≤ 30 y; 5 % of new loans may exceed them (BNB, in effect since 1.10.2024, V). The BNB sets no stress add-on. One EUR route: the lev is pegged at 1.95583 and replaced by the euro. Bulbank non-residents: ≤ 70 %, ≤ 25 y (bank caps).",
    "source": "BNB decision on borrower-based measures (bnb.bg), effective 1.10.2024; unicreditbulbank.bg; lending-rules §9",
    "verifiedOn": "2026-11-23"
  }
] as const;

