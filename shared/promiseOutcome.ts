/**
 * Promises that tell React their outcome. React's `use` reads a promise's `status` and
 * `value` (or `reason`) fields before suspending: a promise marked fulfilled is read at once,
 * where an unmarked one suspends the render until a microtask has passed, even if it has long
 * settled. Data libraries (React Router, TanStack Query) mark theirs the same way, so that a
 * navigation to data loaded ahead renders without a suspension, a yield and a restart.
 */

/** A promise with the outcome fields React's `use` reads. */
export type SettledPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * Marks `promise` with its outcome once it settles (`status` "fulfilled" and `value`, or
 * "rejected" and `reason`), and returns it. Handles the rejection it records; the caller's own
 * handlers still see it.
 */
export function markOutcome<T>(promise: Promise<T>): SettledPromise<T> {
  const marked = promise as SettledPromise<T>;
  if (marked.status !== undefined) return marked;
  marked.status = 'pending';
  promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return marked;
}

/** Whether `promise` is marked as fulfilled (`markOutcome`): reading it with `use` cannot suspend. */
export function isFulfilled<T>(promise: SettledPromise<T> | undefined): promise is SettledPromise<T> & { value: T } {
  return promise?.status === 'fulfilled';
}

/**
 * `load`, called at most once at a time and its promise kept, marked (`markOutcome`), so that a
 * second ask gets the same promise and a render can read it at once. A failure is forgotten: the
 * next ask calls `load` again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => SettledPromise<T> {
  let kept: SettledPromise<T> | undefined;
  return () =>
    (kept ??= markOutcome(
      load().catch((error: unknown) => {
        kept = undefined;
        throw error;
      }),
    ));
}
