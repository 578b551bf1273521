// Attachments (images, PDFs, audio as base64) are forwarded without being read: the gateway does not
// look inside files. So that a base64 field cannot carry text past detection, its value must be base64
// and begin with the signature of the type it declares; anything else is refused.

/** The first bytes of each accepted type (`.` matches any byte). */
const SIGNATURES: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['\x89PNG\r\n\x1a\n'],
  'image/jpeg': ['\xff\xd8\xff'],
  'image/gif': ['GIF87a', 'GIF89a'],
  'image/webp': ['RIFF....WEBP'],
  'application/pdf': ['%PDF-'],
  'audio/wav': ['RIFF....WAVE'],
  'audio/mpeg': ['ID3', '\xff\xfb', '\xff\xf3', '\xff\xf2'],
};
const ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg', 'audio/x-wav': 'audio/wav', 'audio/wave': 'audio/wav', 'audio/mp3': 'audio/mpeg', wav: 'audio/wav', mp3: 'audio/mpeg',
};
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+);base64,/i;

/** The refusal's wording (the field is named by the caller; the value and its declared type are not repeated). */
export const attachmentError = 'expected base64 data of a supported attachment type (PNG, JPEG, GIF, WebP, PDF, WAV, MP3) that matches its declared type';

/** Whether `data` is base64 whose bytes start with the signature of `mediaType` (or its alias: "wav", "image/jpg"). */
export function checkAttachment(data: string, mediaType: string): boolean {
  const type = mediaType.toLowerCase();
  const signatures = SIGNATURES[ALIASES[type] ?? type];
  if (!signatures || !BASE64.test(data)) return false;
  const head = Buffer.from(data.slice(0, 16), 'base64').toString('latin1');
  return signatures.some((sig) => sig.length <= head.length && [...sig].every((c, i) => c === '.' || head[i] === c));
}

/** A `data:<type>;base64,<data>` URL whose data checks out as its type. */
export function checkDataUrl(url: string): boolean {
  const m = DATA_URL.exec(url);
  return m !== null && checkAttachment(url.slice(m[0].length), m[1]);
}
