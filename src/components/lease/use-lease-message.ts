import { messageKeys, type Message } from '../../domain/validation';
import { useTranslation } from '../../i18n/TranslationProvider';

/** A domain message (spec §5) in the page's language; a message without a key is shown as it came. */
export function useLeaseMessage(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (text) => {
    if (!text) return undefined;
    const key = messageKeys[text as Message];
    return key ? t(`validation.${key}`) : text;
  };
}
