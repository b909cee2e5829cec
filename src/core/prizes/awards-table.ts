/**
 * The *Awards* table: a title row, a header row, one row an award, in the
 * prize list's order; four columns that fit a phone held upright (Prize,
 * Winner, Amount, Why). Amounts are numbers (a spreadsheet can add them);
 * a prize that is not money shows what it is ("Trophy").
 */
import { AWARDS_HEADER } from '../workbook/layout';
import type { PrizeOutcome } from './award-prizes';
import { formatMoney } from './money';
import type { Rounding, ShareMethod } from './payouts';

const SHARING: Readonly<Record<ShareMethod, string>> = {
  tiebreak: "tied players' money by tie-break",
  equal: "tied players' money shared equally",
  hort: "tied players' money by the Hort system (half shared equally, half by tie-break)",
};

/**
 * The rules the awards were given by, in words: "one prize a player · tied
 * players' money shared equally · amounts to the cent".
 */
export function awardRules(options: { share: ShareMethod; rounding: Rounding; prizesPerPlayer?: number }): string {
  const perPlayer = (options.prizesPerPlayer ?? 1) === 1 ? 'one prize a player' : Number.isFinite(options.prizesPerPlayer) ? `up to ${options.prizesPerPlayer} prizes a player` : 'any number of prizes a player';
  const rounding = options.rounding === 'whole' ? 'whole amounts, rounded down' : 'amounts to the cent';
  return `${perPlayer} · ${SHARING[options.share]} · ${rounding}`;
}

/**
 * @example
 * awardsTable(outcome, { share: 'equal', rounding: 'cent' });
 * // [['Awards · one prize a player · tied players' money shared equally · amounts to the cent'],
 * //  ['Prize', 'Winner', 'Amount', 'Why'], ['1st', 'Ana Silva', 100, 'best player (5 points)'], …]
 */
export function awardsTable(outcome: PrizeOutcome, options: { share: ShareMethod; rounding: Rounding; prizesPerPlayer?: number }): (string | number)[][] {
  const rows: (string | number)[][] = [[`Awards · ${awardRules(options)}`], AWARDS_HEADER.slice()];
  for (const award of outcome.awards) {
    const winner = award.winner === null ? 'not awarded' : award.winner.kind === 'player' ? award.winner.name : award.winner.team;
    const amount = award.winner === null ? '' : award.amount !== null ? award.amount / 100 : (award.prize.item ?? award.prize.name);
    rows.push([award.prize.name, winner, amount, award.reason]);
  }
  if (outcome.leftover > 0) rows.push([`Not paid out: ${formatMoney(outcome.leftover)} (amounts rounded down to whole units)`]);
  return rows;
}
