/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters of the code's alphabet (digits and capitals without I, O, Z, S,
 * V), the last a check character: 31 − (Σ value × weight mod 31), 31 meaning 0. Zod-free: forms and server alike.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters, or undefined when one is outside the alphabet. */
export function creditCodeCheck(first17: string): string | undefined {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = ALPHABET.indexOf(first17[i] ?? '');
    if (v < 0) return undefined;
    sum += v * WEIGHTS[i];
  }
  return ALPHABET[(31 - (sum % 31)) % 31];
}

/** Whether `code` is a well-formed 统一社会信用代码 with the right check character. */
export const isCreditCode = (code: string): boolean => code.length === 18 && creditCodeCheck(code.slice(0, 17)) === code[17];
