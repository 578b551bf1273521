// Console passwords: scrypt from node:crypto (N=2^15, r=8, p=1: 32 MiB per hash, slow by design),
// stored as `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking old hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LEN = 32;
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LEN, { ...opts, maxmem: 128 * opts.N! * opts.r! * 2 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  const expected = Buffer.from(parts[5], 'base64url');
  const key = await derive(password, Buffer.from(parts[4], 'base64url'), { N: n, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash nobody's password matches, verified for unknown e-mails so that they cost the same time. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/** A one-time password for `user create` and the dev account: 20 base62-ish characters (~119 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url').replace(/[-_]/g, 'x');
}

/** null when acceptable, else the reason (never repeating the password). */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `password: must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `password: must be at most ${MAX_PASSWORD_LENGTH} characters`;
  return null;
}
