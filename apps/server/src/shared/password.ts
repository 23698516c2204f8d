import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

// N=2^15 costs ~60 ms and 32 MiB per hash on one core: slow for a guesser, fine for sign-in.
const N = 32768;
const r = 8;
const p = 1;
const KEYLEN = 32;
const MAXMEM = 64 * 1024 * 1024;

function scrypt(pwd: string, salt: Buffer, n: number, rr: number, pp: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(pwd.normalize('NFKC'), salt, KEYLEN, { N: n, r: rr, p: pp, maxmem: MAXMEM }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(pwd: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(pwd, salt, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(pwd: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, rr, pp, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(pwd, Buffer.from(salt, 'base64'), Number(n), Number(rr), Number(pp));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// Verifying against this when the account does not exist keeps both answers equally slow.
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword(randomBytes(12).toString('hex')));

export const randomPassword = () => randomBytes(12).toString('base64url');
