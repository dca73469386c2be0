/** The words about languages themselves, in each language: the switcher's label and the English-only notice. */
import type { Lang } from '../i18n/locales.js';

/** What an article shown in English under another language's site says first, in that language. */
export const fallbackNotice: Readonly<Record<Lang, string>> = {
  en: 'This article is available in English only.',
  ar: 'هذا المقال متاح باللغة الإنجليزية فقط.',
  'zh-Hans': '本文仅提供英文版本。',
};

/** The language switcher's name, for assistive technology. */
export const switcherLabel: Readonly<Record<Lang, string>> = {
  en: 'Language',
  ar: 'اللغة',
  'zh-Hans': '语言',
};
