import type { Messages } from './generated/messages.js';
import { addressLine, site } from './site.js';

/**
 * The statutory trading disclosure a UK company's website must show (Companies (Trading
 * Disclosures) Regulations 2015, reg. 25; Electronic Commerce (EC Directive) Regulations 2002,
 * reg. 6(1)(d)): where it is registered and its number, plus the VAT number when there is one,
 * in the words of `m` (the chrome's messages of a language).
 */
export const companyLineOf = (m: Messages['common']): string =>
  m.companyLine({ companyNumber: site.companyNumber, vatNumber: site.vatNumber ?? 'none' });

/**
 * The trading disclosure with the registered office, as one sentence, for the legal pages'
 * identity block, About and the 500 page, in the words of `m`.
 */
export const registrationLineOf = (m: Messages['common']): string =>
  m.registrationLine({ companyLine: companyLineOf(m), address: addressLine });
