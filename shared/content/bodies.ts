import { articleBodyUrls, legalBodyUrls } from './generated/bodyUrls.js';
import { reloadOnceOnFailure } from '../versionSkew.js';

/** A section heading of a body, for the "On this page" list. */
export interface TocEntry {
  /** Fragment id of the heading (GitHub-style slug). */
  id: string;
  text: string;
}

/** A document body compiled from Markdown at build time (build/content.ts). */
export interface CompiledBody {
  /** The body as HTML: intro and sections, headings with ids, links checked at build. */
  html: string;
  /** The `##` sections in order. */
  toc: TocEntry[];
}

/** Bodies of one kind (articles, legal documents), each a hashed JSON file fetched on demand. */
export interface BodyStore {
  /** Slugs that have a body. */
  readonly ids: readonly string[];
  /** Loads a body once; later calls share the promise (React's `use` needs a stable one). */
  load(id: string): Promise<CompiledBody>;
  /** The body if already loaded, for rendering without suspending; otherwise undefined. */
  loaded(id: string): CompiledBody | undefined;
  /** Records a body obtained otherwise (the server's HTML on first load), so it is never fetched. */
  prime(id: string, body: CompiledBody): void;
}

/**
 * How a body file is read: in the browser, fetched (hashed, immutable, precompressed); the
 * server swaps in a read from the build output (server/render.tsx) before it renders.
 */
let readBody = async (url: string): Promise<CompiledBody> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as CompiledBody;
};

/** Replaces how body files are read (the server reads them from disk). */
export function readBodiesWith(read: (url: string) => Promise<CompiledBody>): void {
  readBody = read;
}

function bodyStore(urls: Readonly<Record<string, string>>): BodyStore {
  const loaded = new Map<string, CompiledBody>();
  const pending = new Map<string, Promise<CompiledBody>>();
  return {
    ids: Object.keys(urls),
    load(id) {
      let promise = pending.get(id);
      if (promise === undefined) {
        const url = urls[id];
        const body = loaded.get(id);
        if (body !== undefined) promise = Promise.resolve(body);
        else if (url === undefined) return Promise.reject(new Error(`no body for ${id}`));
        else {
          promise = reloadOnceOnFailure(readBody(url)).then((b) => {
            loaded.set(id, b);
            return b;
          });
          // A failed fetch is not remembered: a later navigation may try again.
          promise.catch(() => pending.delete(id));
        }
        pending.set(id, promise);
      }
      return promise;
    },
    loaded: (id) => loaded.get(id),
    prime(id, body) {
      loaded.set(id, body);
    },
  };
}

/** Article bodies by slug. */
export const articleBodies: BodyStore = bodyStore(articleBodyUrls);
/** Legal document bodies by slug (privacy-policy, terms-of-use, disclaimer). */
export const legalBodies: BodyStore = bodyStore(legalBodyUrls);

/** Every body URL, for the server to read them all before serving. */
export const bodyUrls: readonly string[] = [...Object.values(articleBodyUrls), ...Object.values(legalBodyUrls)];

/**
 * A body already in the page (first load): the server marks its container with
 * data-body="article:<slug>" or "legal:<slug>"; its HTML is the body's HTML and its `h2[id]`
 * headings are the table of contents. Priming the store with it means the body is never
 * downloaded twice.
 * @returns true when a body was found and primed
 */
export function primeBodyFromDocument(root: ParentNode): boolean {
  const element = root.querySelector<HTMLElement>('[data-body]');
  const [kind, id] = (element?.dataset.body ?? '').split(':');
  const store = kind === 'article' ? articleBodies : kind === 'legal' ? legalBodies : undefined;
  if (element === null || store === undefined || id === undefined) return false;
  const toc = [...element.querySelectorAll('h2[id]')].map((h) => ({ id: h.id, text: (h.textContent ?? '').trim() }));
  store.prime(id, { html: element.innerHTML, toc });
  return true;
}
