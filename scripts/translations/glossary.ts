/**
 * The words of lending that must read the same on every screen of a language (issue 25): each
 * term as the country's banks and regulators write it. The translation check
 * (scripts/translations/check.ts) enforces it: wherever the English text names a term, the
 * language's text must contain that language's word (a stem, so inflected forms pass).
 *
 * `term` is the form a translator writes; `match` is what the check accepts (case-insensitive).
 * Where no official term was read, `source` says so and the choice is ours (an estimate of usage).
 * The sources are named, not re-read on the day (no web access here): each is marked `estimate` where the
 * choice rests on usage rather than a law's or a regulator's text.
 */
export interface GlossaryTerm {
  /** What the term means, for the translator. */
  concept: string;
  /** Where the English text names it. */
  english: RegExp;
  /** Per language: the word to write and the stem the check accepts. A language without an entry is not checked for this term. */
  languages: Record<string, { term: string; match: RegExp }>;
  source: string;
  /** Keys (`namespace:key`) where the English names the term but the translation rightly does not (a quote, a field label kept short). */
  exceptions?: readonly string[];
}

const stem = (pattern: string) => new RegExp(pattern, 'iu');

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    concept: 'Annual percentage rate of charge: the whole cost of a loan as a yearly rate (Mortgage Credit Directive 2014/17/EU art. 4(15), Annex I).',
    english: /\bAPRC\b/,
    languages: {
      ro: { term: 'DAE', match: stem('\\bDAE\\b') },
      fr: { term: 'TAEG', match: stem('\\bTAEG\\b') },
      pl: { term: 'RRSO', match: stem('\\bRRSO\\b') },
      hu: { term: 'THM', match: stem('\\bTHM\\b') },
      cs: { term: 'RPSN', match: stem('\\bRPSN\\b') },
      sk: { term: 'RPMN', match: stem('\\bRPMN\\b') },
      hr: { term: 'EKS', match: stem('\\bEKS\\b') },
      sl: { term: 'EOM', match: stem('\\bEOM\\b') },
      bg: { term: 'ГПР', match: stem('ГПР') },
      de: { term: 'effektiver Jahreszins', match: stem('effektiv\\p{L}*\\s+Jahreszins') },
    },
    source:
      'Directive 2014/17/EU art. 4(15) in its official language versions (EUR-Lex CELEX 32014L0017): rzeczywista roczna stopa oprocentowania (RRSO), teljes hiteldíj mutató (THM), roční procentní sazba nákladů (RPSN), ročná percentuálna miera nákladov (RPMN), efektivna kamatna stopa (EKS), efektivna obrestna mera (EOM), годишен процент на разходите (ГПР), effektiver Jahreszins. Slovak and Slovenian differ from the issue\'s list (which named EKS for both): RPMN and EOM are the terms of their consumer-credit laws.',
  },
  {
    concept: 'Debt service to income: the share of net income that all monthly debt payments take.',
    english: /\bDSTI\b/,
    languages: {
      ro: { term: 'DSTI', match: stem('\\bDSTI\\b') },
      fr: { term: 'DSTI', match: stem('\\bDSTI\\b') },
      pl: { term: 'DSTI', match: stem('\\bDSTI\\b') },
      hu: { term: 'JTM', match: stem('\\bJTM\\b') },
      cs: { term: 'DSTI', match: stem('\\bDSTI\\b') },
      sk: { term: 'DSTI', match: stem('\\bDSTI\\b') },
      hr: { term: 'DSTI', match: stem('\\bDSTI\\b') },
      sl: { term: 'DSTI', match: stem('\\bDSTI\\b') },
      bg: { term: 'DSTI', match: stem('\\bDSTI\\b') },
      de: { term: 'DSTI', match: stem('\\bDSTI\\b') },
    },
    source:
      'The acronym of the national borrower-based measures (ČNB, NBS, HNB, Banka Slovenije, BNB, BNR; ESRB overview of macroprudential measures). Hungary\'s MNB calls it jövedelemarányos törlesztőrészlet-mutató (JTM; MNB decree 32/2014). Polish and German texts keep DSTI with its explanation (our choice: KNF Recommendation S speaks of the debt-to-income ratio in words).',
  },
  {
    concept: 'Loan to value: the loan as a share of the property\'s value.',
    english: /\bLTV\b/,
    languages: {
      ro: { term: 'LTV', match: stem('\\bLTV\\b') },
      fr: { term: 'LTV', match: stem('\\bLTV\\b') },
      pl: { term: 'LTV', match: stem('\\bLTV\\b') },
      hu: { term: 'HFM', match: stem('\\bHFM\\b') },
      cs: { term: 'LTV', match: stem('\\bLTV\\b') },
      sk: { term: 'LTV', match: stem('\\bLTV\\b') },
      hr: { term: 'LTV', match: stem('\\bLTV\\b') },
      sl: { term: 'LTV', match: stem('\\bLTV\\b') },
      bg: { term: 'LTV', match: stem('\\bLTV\\b') },
      de: { term: 'LTV', match: stem('\\bLTV\\b') },
    },
    source: 'As DSTI; Hungary\'s MNB calls it hitelfedezeti mutató (HFM; MNB decree 32/2014).',
  },
  {
    concept: 'The European Standardised Information Sheet a lender gives before its binding offer (Directive 2014/17/EU art. 14, Annex II).',
    english: /\bESIS\b/,
    languages: {
      ro: { term: 'FISE', match: stem('\\bFISE') },
      fr: { term: 'FISE', match: stem('\\bFISE\\b') },
      ...Object.fromEntries(['pl', 'hu', 'cs', 'sk', 'hr', 'sl', 'de'].map((language) => [language, { term: 'ESIS', match: stem('\\bESIS') }])),
      bg: { term: 'СЕФ', match: stem('СЕФ|ESIS') },
    },
    source: 'Directive 2014/17/EU Annex II in its language versions: FISE in Romanian and French, СЕФ (стандартизиран европейски формуляр) in Bulgarian, ESIS in the others (German: ESIS-Merkblatt).',
  },
  {
    concept: 'The notary who authenticates the sale deed and the mortgage.',
    english: /\bnotar(y|ies|ial|ised|ized)\b/i,
    languages: {
      ro: { term: 'notar', match: stem('notar') },
      fr: { term: 'notaire', match: stem('nota(ire|rié)') },
      pl: { term: 'notariusz', match: stem('notari') },
      hu: { term: 'közjegyző', match: stem('közjegyz') },
      cs: { term: 'notář', match: stem('notář') },
      sk: { term: 'notár', match: stem('notár') },
      hr: { term: 'javni bilježnik', match: stem('bilježni') },
      sl: { term: 'notar', match: stem('notar') },
      bg: { term: 'нотариус', match: stem('нотари') },
      de: { term: 'Notar', match: stem('notar') },
    },
    source: 'The notarial professions\' own names: Krajowa Rada Notarialna, Magyar Országos Közjegyzői Kamara, Notářská komora ČR, Notárska komora SR, Hrvatska javnobilježnička komora, Notarska zbornica Slovenije, Нотариална камара, Bundesnotarkammer.',
  },
  {
    concept: 'The public register of land and property rights where ownership and the mortgage are entered.',
    english: /land regist(ry|er)/i,
    languages: {
      pl: { term: 'księga wieczysta', match: stem('ksi[ęe]g\\p{L}*\\s+wieczyst') },
      hu: { term: 'ingatlan-nyilvántartás', match: stem('ingatlan-nyilvántart|földhivatal') },
      cs: { term: 'katastr nemovitostí', match: stem('katastr') },
      sk: { term: 'kataster nehnuteľností', match: stem('katast') },
      hr: { term: 'zemljišna knjiga', match: stem('zemljišn\\p{L}*\\s+knji') },
      sl: { term: 'zemljiška knjiga', match: stem('zemljišk\\p{L}*\\s+knji') },
      bg: { term: 'Имотен регистър', match: stem('имот\\p{L}*\\s+регист') },
      de: { term: 'Grundbuch', match: stem('grundbuch') },
    },
    source: 'The registers\' own names: księgi wieczyste (ustawa o księgach wieczystych i hipotece), ingatlan-nyilvántartás (1997. évi CXLI. törvény), katastr nemovitostí (zákon 256/2013 Sb.), kataster nehnuteľností (zákon 162/1995 Z.z.), zemljišna knjiga (Zakon o zemljišnim knjigama), zemljiška knjiga (ZZK-1), Имотен регистър (Агенция по вписванията), Grundbuch (GBO).',
  },
  {
    concept: 'A power of attorney: the document that lets someone at home sign for the buyer.',
    english: /powers? of attorney/i,
    languages: {
      ro: { term: 'procură', match: stem('procur') },
      fr: { term: 'procuration', match: stem('procuration') },
      pl: { term: 'pełnomocnictwo', match: stem('pełnomocnict') },
      hu: { term: 'meghatalmazás', match: stem('meghatalmaz') },
      cs: { term: 'plná moc', match: stem('pln\\p{L}*\\s+moc') },
      sk: { term: 'plnomocenstvo', match: stem('plnomocenstv|plnú moc') },
      hr: { term: 'punomoć', match: stem('punomoć') },
      sl: { term: 'pooblastilo', match: stem('pooblastil') },
      bg: { term: 'пълномощно', match: stem('пълномощ') },
      de: { term: 'Vollmacht', match: stem('vollmacht') },
    },
    source: 'The civil codes\' words: pełnomocnictwo (KC art. 98), meghatalmazás (Ptk. 6:15), plná moc (OZ § 441), plnomocenstvo (OZ § 31), punomoć (ZOO art. 308), pooblastilo (OZ art. 70), пълномощно (ЗЗД чл. 36), Vollmacht (BGB § 166).',
  },
  {
    concept: 'A second person who applies for the loan with the buyer and whose income counts.',
    english: /\bco-?applicants?\b/i,
    languages: {
      pl: { term: 'współkredytobiorca', match: stem('współkredytobior') },
      hu: { term: 'adóstárs', match: stem('adóstárs') },
      cs: { term: 'spoludlužník', match: stem('spoludlužn') },
      sk: { term: 'spoludlžník', match: stem('spoludlžn') },
      hr: { term: 'sudužnik', match: stem('sudužni') },
      sl: { term: 'sokreditojemalec', match: stem('sokreditojemal') },
      bg: { term: 'съдлъжник', match: stem('съдлъжни') },
      de: { term: 'Mitantragsteller', match: stem('mitantragsteller') },
    },
    source: 'Estimate: the words the countries\' banks use on their mortgage pages (not a regulator\'s term).',
  },
  {
    concept: 'The buyer\'s own money put towards the price (the part not borrowed).',
    english: /down payments?/i,
    languages: {
      pl: { term: 'wkład własny', match: stem('wkład\\p{L}*\\s+własn') },
      hu: { term: 'önerő', match: stem('önerő') },
      cs: { term: 'vlastní zdroje', match: stem('vlastn\\p{L}*\\s+zdroj') },
      sk: { term: 'vlastné zdroje', match: stem('vlastn\\p{L}*\\s+zdroj') },
      hr: { term: 'učešće', match: stem('učešć') },
      sl: { term: 'lastna sredstva', match: stem('lastn\\p{L}*\\s+sredst') },
      bg: { term: 'самоучастие', match: stem('самоучаст') },
      de: { term: 'Eigenkapital', match: stem('eigenkapital') },
    },
    source: 'Estimate: the words the countries\' banks use on their mortgage pages (not a regulator\'s term).',
  },
  {
    concept: 'One monthly repayment of the loan.',
    english: /\binstalments?\b/i,
    languages: {
      pl: { term: 'rata', match: stem('\\brat(a|y|ę|ą|om|ach|ami|\\b)') },
      hu: { term: 'törlesztőrészlet', match: stem('részlet') },
      cs: { term: 'splátka', match: stem('splát') },
      sk: { term: 'splátka', match: stem('splát') },
      hr: { term: 'rata', match: stem('\\brat(a|e|i|u|om|ama|\\b)') },
      sl: { term: 'obrok', match: stem('obrok') },
      bg: { term: 'вноска', match: stem('вноск') },
      de: { term: 'Rate', match: stem('rate') },
    },
    source: 'Directive 2014/17/EU Annex II (ESIS, section 6) in the language versions: rata, törlesztőrészlet, splátka, rata, obrok, вноска, Rate.',
  },
  {
    concept: 'A loan secured on the home being bought.',
    english: /\bmortgages?\b/i,
    languages: {
      pl: { term: 'kredyt hipoteczny', match: stem('hipote') },
      hu: { term: 'jelzáloghitel', match: stem('jelzálog') },
      cs: { term: 'hypotéka', match: stem('hypot') },
      sk: { term: 'hypotéka', match: stem('hypot') },
      hr: { term: 'stambeni kredit', match: stem('stambe|hipote') },
      sl: { term: 'stanovanjski kredit', match: stem('stanovanjsk|hipote') },
      bg: { term: 'ипотечен кредит', match: stem('ипоте') },
      de: { term: 'Baufinanzierung', match: stem('baufinanzierung|hypothek|grundschuld|immobilienkredit|immobiliendarlehen') },
    },
    source: 'Directive 2014/17/EU\'s title in the language versions (umowy o kredyt konsumencki dotyczące nieruchomości mieszkalnych, lakóingatlanokhoz kapcsolódó, …) and the banks\' product names; Croatian and Slovenian banks call it a housing loan (stambeni / stanovanjski kredit).',
  },
  {
    concept: 'The valuation of the property by a valuer the bank accepts.',
    english: /\bvalu(ation|er)s?\b/i,
    languages: {
      pl: { term: 'wycena', match: stem('wyce|rzeczoznawc|operat') },
      hu: { term: 'értékbecslés', match: stem('értékbecsl') },
      cs: { term: 'odhad', match: stem('odhad') },
      sk: { term: 'znalecký posudok', match: stem('znalec|posud|odhad') },
      hr: { term: 'procjena', match: stem('procjen') },
      sl: { term: 'cenitev', match: stem('cenit|cenilec|cenilc') },
      bg: { term: 'оценка', match: stem('оценк|оценит') },
      de: { term: 'Wertgutachten', match: stem('gutacht|bewertung|gutachter') },
    },
    source: 'Directive 2014/17/EU art. 19 (property valuation) in the language versions, and the banks\' words.',
  },
  {
    concept: 'The apostille that makes a document signed abroad valid at home (Hague Convention of 5 October 1961).',
    english: /\bapostilles?\b/i,
    languages: {
      pl: { term: 'apostille', match: stem('apostil') },
      hu: { term: 'apostille', match: stem('apostil') },
      cs: { term: 'apostila', match: stem('apostil') },
      sk: { term: 'apostila', match: stem('apostil') },
      hr: { term: 'apostille', match: stem('apostil') },
      sl: { term: 'apostille', match: stem('apostil') },
      bg: { term: 'апостил', match: stem('апостил') },
      de: { term: 'Apostille', match: stem('apostil') },
    },
    source: 'HCCH, the Convention\'s official translations.',
  },
  {
    concept: 'A person who reviews assessments and prepares the file for a bank (the product\'s broker role).',
    english: /\bbrokers?\b/i,
    languages: {
      pl: { term: 'doradca kredytowy', match: stem('doradc|doradz') },
      hu: { term: 'hitelközvetítő', match: stem('közvetít') },
      cs: { term: 'hypoteční poradce', match: stem('poradc|poradk') },
      sk: { term: 'hypotekárny poradca', match: stem('poradc|poradk') },
      hr: { term: 'kreditni posrednik', match: stem('posredni') },
      sl: { term: 'kreditni posrednik', match: stem('posredni') },
      bg: { term: 'кредитен консултант', match: stem('консултант') },
      de: { term: 'Finanzierungsberater', match: stem('berater') },
    },
    source: 'Estimate: the names of the profession on the countries\' comparison and bank pages (the regulated title differs: pośrednik kredytu hipotecznego, hitelközvetítő, zprostředkovatel, finančný agent, kreditni posrednik, kreditni posrednik, кредитен посредник, Immobiliardarlehensvermittler).',
  },
];
