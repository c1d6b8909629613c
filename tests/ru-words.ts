/**
 * «сид» in every case form (сид, сида, сиду, сидом, сиде, сиды, сидов, сидам,
 * сидами, сидах; also «сид-сессия») and «коммитмент» with any ending — whole
 * words only, so that «сидящих», «сидит», «сидеть» stay allowed. Russian pages
 * use the app's words instead: «зерно сервера», «зёрна телефонов», «печать»
 * (tests/unit/ru-words.test.ts, tests/e2e/ru-words.spec.ts). And one word for dice, the rules'
 * «кость» (dice-fair.ru.txt): no «кубик», which /stats and the proof page's "how unusual" used; and one for
 * mahjong's tiles, «тайл»: no «плитка», which the diagnosis used.
 */
export const FORBIDDEN = /(?<!\p{L})(?:сид(?:а|у|ом|е|ы|ов|ам|ами|ах)?|коммитмент\p{L}*|кубик\p{L}*|плитк\p{L}*)(?!\p{L})/giu;

export function forbiddenIn(text: string): string[] {
  return [...text.matchAll(FORBIDDEN)].map((m) => m[0]);
}
