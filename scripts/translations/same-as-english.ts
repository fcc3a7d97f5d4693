/**
 * When a translation may read exactly as the English (issue 25): a text with no word of its own
 * (a placeholder, an acronym, a brand, a number), or one of the keys listed here, each a word the
 * language spells as English does. Anything else identical to English is reported as untranslated.
 */

/** Names that stay as they are in every language. */
const BRANDS = ['Acasa', 'Stripe', 'Google', 'Apple', 'Excel', 'PDF', 'CSV', 'IBAN', 'BIC', 'SWIFT', 'EUR', 'RON', 'PLN', 'HUF', 'CZK', 'BGN', 'GBP', 'CHF', 'USD', 'E-mail', 'Email', 'OK'];

/** Keys (`namespace:key`) a language spells as English, reviewed one by one. */
const SPELT_ALIKE: Record<string, readonly string[]> = {
  // The brand, the euro, the plans' names, a Hungarian scheme's name, a Romanian city.
  '*': [
    'translation:app.name',
    'translation:enums.currency.EUR',
    'admin:plans.premium',
    'admin:plans.pro',
    'broker:plan.premium',
    'broker:plan.pro',
    'landing:hero.example.to',
    'pricing:plans.premium.name',
    'pricing:plans.pro.name',
    'result:schemes.name.hu_otthon_start',
    'workspace:plan.premium',
    'workspace:plan.pro',
  ],
  ro: [
    'admin:overview.activeHint_few',
    'admin:overview.activeHint_other',
    'admin:roles.broker',
    'admin:tabs.audit',
    'broker:detail.reference',
    'broker:incomeEvidence.net',
    'broker:pipeline.card.assignee',
    'broker:pipeline.card.broker',
    'broker:pipeline.counts.total',
    'broker:pipeline.filters.broker',
    'dossier:checklist.document',
    'email:payment_receipt.plan',
    'legal:cookies.where.cookie',
    'workspace:subscription.plan',
  ],
  fr: [
    'translation:nav.menu',
    'translation:toast.label',
    'translation:toast.viewportLabel',
    'translation:enums.propertyType.villa',
    'account:contact.message',
    'account:contact.topics.documents',
    'account:documents.title',
    'admin:assessments.date',
    'admin:assessments.score',
    'admin:banks.descriptionLabel',
    'admin:common.actions',
    'admin:countries.code',
    'admin:countries.type',
    'admin:exchangeRates.date',
    'admin:exchangeRates.source',
    'admin:lendingRules.addon',
    'admin:lendingRules.notes',
    'admin:lendingRules.source',
    'admin:scoring.option',
    'admin:scoring.points',
    'admin:tabs.audit',
    'admin:tabs.messages',
    'broker:documents.title',
    'broker:form.notes',
    'broker:incomeEvidence.net',
    'broker:list.actions',
    'broker:list.score',
    'broker:pipeline.counts.total',
    'broker:pipeline.stages.documents',
    'case:message.label',
    'case:stages.documents',
    'dossier:checklist.apostille',
    'dossier:checklist.document',
    'dossier:esis.features.rateVariable',
    'dossier:esis.table.capital',
    'email:case_message.messageLabel',
    'landing:hero.example.from',
    'legal:cookies.items.stripeSid.lifetime',
    'legal:cookies.sections.cookies.title',
    'legal:cookies.where.cookie',
    'result:breakdown.points',
    'workspace:assessments.card.score',
    'workspace:billing.payments.date',
    'workspace:dashboard.counters.documents',
    'workspace:dashboard.recent.score',
  ],
};

/** Counted nouns spelt alike ("{{value}} point", "{{value}} document"). */
const SPELT_ALIKE_PATTERNS: Record<string, readonly RegExp[]> = {
  ro: [/^translation:units\.(points|documents)_/, /^translation:units\.(documents|brokers)_one$/],
  fr: [/^translation:units\.(points|documents)_/],
};

const withoutWordsOfItsOwn = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\$t\([^)]*\)/g, ' ')
    .replace(/<\/?[0-9a-z]+\s*\/?>/gi, ' ')
    .replace(/https?:\/\/\S+|\S+@\S+/g, ' ')
    .replace(new RegExp(`\\b(${BRANDS.join('|')})\\b`, 'g'), ' ')
    .replace(/\b[\p{Lu}\d]{2,}\b/gu, ' ');

export function mayEqualEnglish(language: string, where: string, text: string): boolean {
  if (!/\p{Ll}{2,}/u.test(withoutWordsOfItsOwn(text))) return true;
  if (SPELT_ALIKE['*'].includes(where) || SPELT_ALIKE[language]?.includes(where)) return true;
  return (SPELT_ALIKE_PATTERNS[language] ?? []).some((pattern) => pattern.test(where));
}
