import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@core/eligibility/types';
import { useLanguage } from '@/lib/use-language';
import { formatMessageValues, LIMIT_ORIGIN_ENUM, resultKey } from './message-values';

/** Words the engine's messages in the interface language, values formatted first. */
export function useResultText() {
  const { t, i18n } = useTranslation(['result', 'translation']);
  const language = useLanguage();

  const translateEnum = useCallback(
    (enumName: string, value: string) =>
      enumName === LIMIT_ORIGIN_ENUM
        ? t(`limits.originPhrase.${value}`, { defaultValue: value })
        : t(`translation:enums.${enumName}.${value}`, { defaultValue: value }),
    [t],
  );

  const categoryName = useCallback((category: string) => t(`category.${category}`, { defaultValue: category }), [t]);

  const message = useCallback(
    (item: Message, fallbackKey?: string, fallbackValues: Record<string, string> = {}) => {
      const values = formatMessageValues(item.values, language, translateEnum);
      const key = resultKey(item.key);
      if (!i18n.exists(`result:${key}`) && fallbackKey) return t(fallbackKey, { ...values, ...fallbackValues });
      return t(key, values);
    },
    [i18n, language, t, translateEnum],
  );

  /** A reason, or for an option no text exists for (an admin-added one): "<category>: x of y points". */
  const reason = useCallback(
    (item: Message) => {
      const category = resultKey(item.key).split('.')[1] ?? '';
      return message(item, 'reason.fallback', { category: categoryName(category) });
    },
    [categoryName, message],
  );

  return { t, i18n, language, message, reason, categoryName, translateEnum };
}
