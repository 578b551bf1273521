// Chat requests in flight, by the service key that made them, so that revoking a key ends its requests
// at once rather than when their streams would have ended: a stream gets an error event and its
// terminator, a request still waiting for the provider its error answer, and the upstream call is
// aborted either way (RequestContext.cutOff). Revocations from other instances arrive through the
// invalidation bus like the cache drops do. Console sessions carry no key and are not tracked.
import { bearerKeyHash } from '../auth/authenticator.js';
import { ApiError } from '../server/errors.js';

/** What the registry needs of a request: a way to end it with an error. */
export interface Cuttable {
  readonly headers: { authorization?: string };
  cutOff(reason: ApiError): void;
}

/** One key's requests; the key's hash rides on its set, so that untracking needs nothing kept per request. */
export class KeyChats extends Set<Cuttable> {
  constructor(readonly hash: string) {
    super();
  }
}

export class InFlightChats {
  private readonly byKey = new Map<string, KeyChats>();

  /**
   * Tracks `ctx` under the key of its Authorization header; when it ends, pass what this returned to
   * untrack() (null: not tracked). No closure per request: a stream keeps whatever its end needs for its life.
   */
  track(ctx: Cuttable): KeyChats | null {
    const hash = bearerKeyHash(ctx.headers.authorization);
    if (hash === null) return null;
    let set = this.byKey.get(hash);
    if (!set) this.byKey.set(hash, (set = new KeyChats(hash)));
    set.add(ctx);
    return set;
  }

  untrack(ctx: Cuttable, set: KeyChats | null): void {
    if (!set) return;
    set.delete(ctx);
    if (set.size === 0 && this.byKey.get(set.hash) === set) this.byKey.delete(set.hash);
  }

  /** Ends every tracked request of the key with this hash; returns how many there were. */
  revoke(keyHash: string): number {
    const set = this.byKey.get(keyHash);
    if (!set) return 0;
    this.byKey.delete(keyHash);
    for (const ctx of set) ctx.cutOff(new ApiError('authentication_error', 'API key revoked'));
    return set.size;
  }

  /** Requests tracked now (tests, metrics). */
  get size(): number {
    let n = 0;
    for (const set of this.byKey.values()) n += set.size;
    return n;
  }
}

