// Its own module: a page names it in its row forms, and form-values.ts (with dayjs) need not load with the page.
const SECRET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** A random secret from the browser's CSPRNG without look-alike characters (e.g. a reset password). */
export const randomSecret = (length = 12) =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => SECRET_ALPHABET[b % SECRET_ALPHABET.length]).join('');
