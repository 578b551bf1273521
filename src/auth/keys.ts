// Service API key format: vpx_live_ / vpx_test_ + 24 base62 characters. Stored as SHA-256 only.
import { hash, randomBytes, randomInt } from 'node:crypto';

export type KeyKind = 'live' | 'test';
export const PERMISSIONS = ['chat:write', 'usage:read', 'keys:manage', 'settings:manage'] as const;
export type Permission = (typeof PERMISSIONS)[number];

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_PATTERN = /^vpx_(live|test)_[0-9A-Za-z]{24}$/;

export function generateApiKey(kind: KeyKind): string {
  let body = '';
  for (let i = 0; i < 24; i++) body += BASE62[randomInt(62)];
  return `vpx_${kind}_${body}`;
}

export function parseApiKey(key: string): KeyKind | null {
  const m = KEY_PATTERN.exec(key);
  return m ? (m[1] as KeyKind) : null;
}

/** SHA-256, hex; one-shot crypto.hash (no Hash object): cheaper than createHash, on every authenticated request. */
export function hashApiKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** Masked form for listings: the kind prefix and the first four characters of the secret part. */
export function maskApiKey(key: string): string {
  return `${key.slice(0, 13)}...`;
}

/** Short random identifiers with a type prefix (key_..., pk_..., acct_...). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}
