// Did any generated identifier reach the upstream? The benchmark remembers the identifiers of every
// prompt it sent through the gateway (as keys: digits only, upper-case ID card, lower-case e-mail) and
// looks for them in the prompts the mock upstream received, however they were written (spaces, dashes).
// Only counts come out of here, never values.

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+/g;
const ID_CARD = /[A-Z]{3}\s?\d{6}/g;
const DIGIT_RUN = /\d{9,}/g;
/** Lengths of the numeric identifiers: NIP 10, PESEL 11, account number (IBAN without PL) 26. */
const NUMERIC_LENGTHS = [10, 11, 26];

function key(secret: string): string {
  if (secret.includes('@')) return secret.toLowerCase();
  if (/^[A-Z]{3}\d{6}$/.test(secret)) return secret;
  return secret.replace(/\D/g, '');
}

export class SecretLedger {
  private readonly keys = new Set<string>();

  add(secrets: readonly string[]): void {
    for (const s of secrets) this.keys.add(key(s));
  }

  get size(): number {
    return this.keys.size;
  }

  clear(): void {
    this.keys.clear();
  }

  /** How many remembered identifiers occur in `text`. */
  countIn(text: string): number {
    let n = 0;
    for (const m of text.matchAll(EMAIL)) if (this.keys.has(m[0].toLowerCase())) n++;
    for (const m of text.matchAll(ID_CARD)) if (this.keys.has(m[0].replace(/\s/g, ''))) n++;
    // Digits split by single spaces or dashes are read as one number, then every window of an
    // identifier's length is looked up (a PESEL followed by another number still matches).
    const joined = text.replace(/(\d)[ -](?=\d)/g, '$1');
    for (const m of joined.matchAll(DIGIT_RUN)) {
      const run = m[0];
      for (const len of NUMERIC_LENGTHS) {
        for (let i = 0; i + len <= run.length; i++) if (this.keys.has(run.slice(i, i + len))) n++;
      }
    }
    return n;
  }
}

/** Every message text of an OpenAI chat body as the mock recorded it. */
export function promptTexts(body: unknown): string[] {
  const messages = (body as { messages?: { content?: unknown }[] } | null)?.messages;
  if (!Array.isArray(messages)) return [];
  return messages.map((m) => (typeof m?.content === 'string' ? m.content : JSON.stringify(m?.content ?? '')));
}
