import { englishMessages } from './messages/english.js';
import { registrationLineOf } from './registration.js';

/**
 * The trading disclosure with the registered office in English, for what renders outside React
 * in one language (the 500 page, the search index). Pages read theirs with `registrationLineOf`.
 */
export const registrationLine = registrationLineOf(englishMessages('common'));
