import { addressLine, companyLine } from './site.js';

/**
 * The trading disclosure with the registered office, as one sentence, for the legal pages'
 * identity block, About and the 500 page. A module of its own so that the footer, which shows the
 * office beside it, keeps the sentence out of every page's first-load JavaScript.
 */
export const registrationLine = `${companyLine}, registered office ${addressLine}.`;
