/**
 * «сид» in every case form (сид, сида, сиду, сидом, сиде, сиды, сидов, сидам,
 * сидами, сидах; also «сид-сессия») and «коммитмент» with any ending — whole
 * words only, so that «сидящих», «сидит», «сидеть» stay allowed. Russian pages
 * use the app's words instead: «зерно сервера», «зёрна телефонов», «печать»
 * (tests/unit/ru-words.test.ts, tests/e2e/ru-words.spec.ts).
 */
export const FORBIDDEN = /(?<!\p{L})(?:сид(?:а|у|ом|е|ы|ов|ам|ами|ах)?|коммитмент\p{L}*)(?!\p{L})/giu;

export function forbiddenIn(text: string): string[] {
  return [...text.matchAll(FORBIDDEN)].map((m) => m[0]);
}
