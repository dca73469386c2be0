/** A promise with the outcome fields React's `use` reads to go on without suspending (decision 021). */
export type SettledPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** Marks `promise` with its outcome as it settles, and returns it (its rejection then counts as handled). */
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

/** Whether `promise` is marked fulfilled, so `use` reads it without suspending. */
export function isFulfilled<T>(promise: SettledPromise<T> | undefined): promise is SettledPromise<T> & { value: T } {
  return promise?.status === 'fulfilled';
}

/** `load` behind a kept, marked promise: every ask gets the same one, until it fails. */
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
