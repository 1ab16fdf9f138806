/** The most common passwords, refused at sign-up, reset and change (decision 0006: zxcvbn-ts's ranked list, ~49,000 entries). */
import { dictionary } from '@zxcvbn-ts/language-common';

let commonPasswords: Set<string> | undefined;

/** Case-insensitive: 'Password1' is as guessable as 'password1'. The package decompresses its list when loaded (~40 ms at start-up). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}
