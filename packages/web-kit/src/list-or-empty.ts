import type { Envelope } from '@console/contract/envelope';

export type ListResult<T> = { list: T[]; total: number };

/**
 * Store lists fall back to empty values when a call fails or its data is not a list (spec §8), so a page
 * shows an empty table instead of breaking; the request client has already shown the error.
 */
export async function listOrEmpty<T>(call: Promise<Envelope<T[] | null | undefined>>): Promise<ListResult<T>> {
  try {
    const reply = await call;
    const list = Array.isArray(reply.data) ? reply.data : [];
    const total = Number(reply.total ?? list.length);
    return { list, total: Number.isFinite(total) ? total : list.length };
  } catch {
    return { list: [], total: 0 };
  }
}

/** Same idea for a single value: `fallback` when the call fails or carries no data. */
export async function dataOr<T>(call: Promise<Envelope<T | null | undefined>>, fallback: T): Promise<T> {
  try {
    return (await call).data ?? fallback;
  } catch {
    return fallback;
  }
}
