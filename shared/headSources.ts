import type { HeadSources } from './head.js';
import { pageDescriptions } from './content/pageDescriptions.js';
import { articleHeads } from './content/generated/articleHeads.js';

/**
 * The text behind every page's head tags. The server imports it up front; the client imports
 * it dynamically on its first client-side navigation, so it never rides in a first load.
 */
export const headSources: HeadSources = { pageDescriptions, articleHeads };
