// AES-256-GCM sealing of provider keys: random 96-bit IV, additional data binds the ciphertext to
// its account and key id, so a sealed value copied to another row does not open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

function aad(accountId: string, keyId: string): Buffer {
  return Buffer.from(`${accountId}\u0000${keyId}`, 'utf8');
}

/** Returns iv ‖ ciphertext ‖ tag. */
export function seal(masterKey: Buffer, plaintext: string, accountId: string, keyId: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
  cipher.setAAD(aad(accountId, keyId));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

export function open(masterKey: Buffer, sealed: Buffer, accountId: string, keyId: string): string {
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const body = sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', masterKey, iv);
  decipher.setAAD(aad(accountId, keyId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
