/**
 * `factory` run once, its promise shared by every caller; after a failure (a chunk that could not
 * be fetched, offline) the next call runs it again.
 */
export function loadOnce<T>(factory: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= factory().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
