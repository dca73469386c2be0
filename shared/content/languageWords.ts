/** The words about languages themselves, in each language: the switcher's label and the English-only notice. */
import type { Lang } from '../i18n/locales.js';
import { site } from './site.js';

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

/** The Atom feed of a language's translated insights: its title's second half and its description. */
export const feedWords: Readonly<Record<Exclude<Lang, 'en'>, { title: string; description: string }>> = {
  ar: {
    title: 'رؤى وتحليلات',
    description:
      'تحليلات وأدلة مستشارينا في تأسيس الشركات والخدمات المصرفية والتراخيص والهجرة وحماية الأصول والامتثال القانوني.',
  },
  'zh-Hans': {
    title: '洞察与分析',
    description: '我们的顾问就公司设立、银行业务、牌照申请、移民、资产保护及法律合规撰写的分析与指南。',
  },
};

/** What the OpenSearch description says the site's search does, in each language. */
export const searchDescription: Readonly<Record<Lang, string>> = {
  en: `Search the insights, guides and services of ${site.name}`,
  ar: `ابحث في تحليلات ${site.name} وأدلتها وخدماتها`,
  'zh-Hans': `搜索${site.name}的洞察、指南与服务`,
};
