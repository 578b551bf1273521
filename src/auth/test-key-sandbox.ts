// What a test key (vpx_test_, or the console in test mode) may manage. Test keys are for development:
// whatever one does must leave live traffic as it was. So a test key
//   - creates, lists and revokes test keys only; live keys are not listed to it, and naming one is 403;
//   - reads the provider keys (masked) but cannot store or delete them, since live traffic uses them;
//   - reads the PII settings but cannot change them, since they are account-wide and apply to live
//     traffic too.
// Every management handler asks here, so the rule lives in one place (docs/api.md, "Test keys").
import { ApiError } from '../server/errors.js';
import type { KeyPrincipal } from '../store/api-keys.js';
import type { KeyKind } from './keys.js';

/** The 403's message: what a test key may do, so a developer knows which key to use instead. */
export const TEST_KEY_SCOPE =
  'a test key may create, list and revoke test keys and read provider keys and settings; live keys, provider key changes and account settings need a live key or the console';

type Caller = Pick<KeyPrincipal, 'kind'>;

/** The kinds of API keys the caller may see and act on: a test key sees test keys only. */
export function manageableKeyKinds(caller: Caller): readonly KeyKind[] {
  return caller.kind === 'test' ? ['test'] : ['live', 'test'];
}

/** Throws 403 when the caller may not create, revoke or change a key of this kind. */
export function assertMayManageKey(caller: Caller, target: KeyKind): void {
  if (!manageableKeyKinds(caller).includes(target)) refuse('a test key cannot create, list, revoke or change live keys');
}

/** Throws 403 for a test key: stored provider keys serve live traffic. */
export function assertMayChangeProviderKeys(caller: Caller): void {
  if (caller.kind === 'test') refuse('a test key cannot store or delete provider keys');
}

/** Throws 403 for a test key: account-wide settings apply to live traffic too. */
export function assertMayChangeAccountSettings(caller: Caller): void {
  if (caller.kind === 'test') refuse('a test key cannot change account settings');
}

function refuse(what: string): never {
  throw new ApiError('forbidden', `${what}; ${TEST_KEY_SCOPE}`);
}
