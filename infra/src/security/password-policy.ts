import { dictionary } from '@zxcvbn-ts/language-common';
import { setPasswordDenyList } from '@site/shared/contract';

/**
 * The server half of the password rule (issue 9 §9, ASVS 5.0 6.2.4): the 49,233 most common passwords — the
 * frequency list that ships with zxcvbn-ts (`@zxcvbn-ts/language-common`, MIT, pure JS, ~1.9 MB, on the server
 * only) — compared without case. The rule itself (8–128 characters, no composition, message keys) is the
 * contract's `newPassword` (`@site/shared/contract`); this module installs the list it checks. Imported by
 * the API's call modules, so every server that validates a new password has it.
 */
let common: Set<string> | null = null;
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

setPasswordDenyList(isCommonPassword);

export { passwordProblem } from '@site/shared/contract';
