/** A small TRF whose start numbers have a gap: players 1 to 6 and 20, one round played. */

const PLAYERS: readonly (readonly [number, string, number])[] = [
  [1, 'Ada', 2000],
  [2, 'Bea', 1900],
  [3, 'Cal', 1800],
  [4, 'Dan', 1700],
  [5, 'Eve', 1600],
  [6, 'Fay', 1500],
  [20, 'Tal', 1400],
];

/** Round 1: Ada beat Eve, Bea and Fay drew, Cal beat Tal, Dan had the pairing-allocated bye. */
const ROUND_ONE: Readonly<Record<number, string>> = {
  1: '   5 w 1',
  5: '   1 b 0',
  2: '   6 b =',
  6: '   2 w =',
  3: '  20 w 1',
  20: '   3 b 0',
  4: '   0 - U',
};

/** The file; `names` replace the first players' names (to try hostile ones). */
export function gapTrf(names: readonly string[] = []): string {
  const lines = ['012 Gaps in the start numbers', 'XXR 5'];
  PLAYERS.forEach(([number, name, rating], index) => {
    const shown = names[index] ?? name;
    lines.push(`001 ${String(number).padStart(4)}      ${shown.padEnd(33).slice(0, 33)} ${String(rating).padStart(4)}`.padEnd(91) + ROUND_ONE[number]);
  });
  return `${lines.join('\n')}\n`;
}
