/**
 * Under test, the fast paths that skip a check in production also run the slow, checked way and compare
 * (prepared lists' SQL, compiled reply serialisers): a shortcut that went wrong fails a test, not a user.
 */
export const verifying = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';
