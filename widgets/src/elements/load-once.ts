// What the standalone script imports from beside itself (an on-demand part, the claim step, a language's words), once
// per page: asked for again, the same promise; failed, tried again by the next caller.
export function loadOnce<K, T>(pending: Map<K, Promise<T>>, key: K, load: ((key: K) => Promise<T>) | null, missing: string): Promise<T> {
  if (!load) return Promise.reject(new Error(missing));
  let promise = pending.get(key);
  if (!promise) {
    promise = load(key).catch((error: unknown) => {
      pending.delete(key);
      throw error;
    });
    pending.set(key, promise);
  }
  return promise;
}
