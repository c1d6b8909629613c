import { cardRankShown, cardSuit, isRed, SUIT_SYMBOLS } from '@/lib/fair/cards';

const isCard = (id: number) => Number.isInteger(id) && id >= 0 && id <= 51;
/** A card's rank as a chip shows it ("10", "K"; "?" for no card). */
const rankText = (id: number) => (isCard(id) ? cardRankShown(id) : '?');

/** A card as text, as its chip shows it: "10♦", "K♠". */
export const cardText = (id: number): string => rankText(id) + (isCard(id) ? SUIT_SYMBOLS[cardSuit(id)] : '');

/** A small card chip: rank + suit symbol, red for ♥ ♦. Accessible name like "K♠", "10♦". */
export function PlayingCard({ id }: { id: number }) {
  const valid = isCard(id);
  const label = cardText(id);
  const suit = valid ? SUIT_SYMBOLS[cardSuit(id)] : '';
  const red = valid && isRed(id);
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={`inline-flex h-8 min-w-[2.15rem] shrink-0 items-center justify-center gap-px rounded-md border border-line bg-surface px-1 font-mono text-sm leading-none font-semibold shadow-xs ${
        red ? 'text-red-700 dark:text-red-400' : 'text-ink'
      }`}
    >
      <span aria-hidden="true">{rankText(id)}</span>
      <span aria-hidden="true" className="font-sans">
        {suit}
      </span>
    </span>
  );
}
