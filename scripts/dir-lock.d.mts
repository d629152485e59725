export function withDirLock<T>(lock: string, fn: () => Promise<T>, options?: { name?: string; staleMs?: number; waitMs?: number }): Promise<T>;
