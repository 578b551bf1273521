// Cancelling an upstream call when its client goes away. The upstream client needs only what an AbortSignal
// offers for that (`aborted` and one 'abort' listener); CancelToken offers it without Node's AbortController,
// which allocates per request and leaves objects that survive young-generation GCs even when it lives for
// one event-loop turn (visible with `node --trace-gc-nvp`) — promoted garbage that every scavenge copies
// and only a full GC frees. AbortSignals still work wherever a CancelSignal is taken.

/** What the upstream client reads of a cancel signal; an AbortSignal has it too. */
export interface CancelSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** A one-shot cancel signal: abort() calls each listener once, in the order added; later listeners never run. */
export class CancelToken implements CancelSignal {
  private isAborted = false;
  /** Copied on each add: the array is the listeners' size (one or two for a stream's life; push() keeps room for 17). */
  private listeners: ReadonlyArray<() => void> | null = null;

  get aborted(): boolean {
    return this.isAborted;
  }

  addEventListener(_type: 'abort', listener: () => void): void {
    if (this.isAborted) return; // as with an AbortSignal, an abort already dispatched is not replayed
    this.listeners = this.listeners ? this.listeners.concat(listener) : [listener];
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    const i = this.listeners?.indexOf(listener) ?? -1;
    if (i >= 0) this.listeners = this.listeners!.filter((_, j) => j !== i);
  }

  abort(): void {
    if (this.isAborted) return;
    this.isAborted = true;
    const listeners = this.listeners;
    this.listeners = null;
    if (listeners) for (const listener of listeners) listener();
  }
}
