/** The three engines the subset runs in. */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** Keys the suites press; each driver maps them to its own key names. */
export type KeyName = 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape' | 'Tab';

/** A function run in the page: it takes one JSON-serialisable argument and returns JSON. */
export type PageFunction<A, R> = (arg: A) => R | Promise<R>;

/** One browser, launched once per suite, that opens pages. */
export interface Engine {
  readonly name: EngineName;
  /**
   * Opens a URL in a page whose viewport is `width` CSS pixels wide (default 1280) and waits
   * until the site has hydrated (`html[data-hydrated="true"]`, then the page inside the layout).
   * Chromium and Firefox give each page a browser context of its own; WebKit has one session,
   * so pages share its cache, and one page is open at a time (opening closes the last).
   * @throws when the viewport cannot be given that width or hydration does not come in time
   */
  open(url: string, options?: { width?: number }): Promise<EnginePage>;
  /** Closes the browser and everything it started (driver, display). */
  close(): Promise<void>;
}

/** A page in one engine, driven through real input events where the engine allows it. */
export interface EnginePage {
  /** Clicks the first element matching a CSS selector, once it is visible. */
  click(selector: string): Promise<void>;
  /** Moves the pointer onto the first element matching a CSS selector (scrolled into view). */
  hover(selector: string): Promise<void>;
  /** Focuses the first element matching a CSS selector and types `text` key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Presses one key in the focused element. */
  press(key: KeyName): Promise<void>;
  /** The rendered text (`innerText`) of the first match, or null when nothing matches. */
  text(selector: string): Promise<string | null>;
  /** An attribute of the first match, or null when nothing matches or it is absent. */
  attribute(selector: string, name: string): Promise<string | null>;
  /** How many elements match a CSS selector. */
  count(selector: string): Promise<number>;
  /** The document's current URL (`location.href`, which client navigation changes). */
  url(): Promise<string>;
  /** Runs `fn(arg)` in the page and returns its (awaited) JSON result. */
  evaluate<R, A = undefined>(fn: PageFunction<A, R>, arg?: A): Promise<R>;
  /**
   * Polls `fn(arg)` in the page until it returns a truthy value, and returns that value.
   * @throws an Error naming `description` when `timeout` ms (default 10,000) pass first
   */
  waitFor<R, A = undefined>(
    description: string,
    fn: PageFunction<A, R>,
    arg?: A,
    timeout?: number,
  ): Promise<NonNullable<R>>;
  /** A mark on the page's clock (`performance.now()`) for `requestsSince`. */
  mark(): Promise<number>;
  /**
   * URLs of the requests the document started at or after `mark` and that have finished, from
   * `performance.getEntriesByType('resource')` (the same source in every engine).
   */
  requestsSince(mark: number): Promise<string[]>;
  /**
   * Console errors and warnings and uncaught errors (`pageerror`, unhandled rejections) seen
   * since the page opened, as `type: text` lines; waits for messages still on their way.
   */
  problems(): Promise<string[]>;
  /** Closes the page (and its browser context or window). */
  close(): Promise<void>;
}
