/**
 * The *Awards* sheet, made for a phone held upright like *Live*: four
 * columns (Prize · Winner · Amount · Why) that fit 390 px, meaning in words.
 * From the top:
 *
 * - "Awards · the event's name";
 * - whether the awards are final (every round played) or provisional ("if the
 *   event ended now"), and the standings they come from;
 * - how many prizes were awarded and the money paid out, and the rules
 *   (one prize a player, how tied players' money goes, the rounding);
 * - the awards, in the Prizes sheet's order: with sections, under each
 *   section's heading, and the whole event's prizes (the team prizes) last.
 *   A prize nobody can take says "not awarded" and why.
 *
 * Before any result is in it lists the prizes as read, each with who may win
 * it; when the Prizes sheet cannot be read, what to correct in it, by row and
 * column. The sidebar's summary is read back from these rows
 * (`awardsSummary`), so it says what the sheet says.
 */
import { formatPoints } from '../model';
import { awardRules, describeEligibility, formatMoney, sectionOfEligibility, valueKey, type Award, type Prize } from '../prizes';
import { AWARDS_HEADER, AWARDS_SHEET, PRIZES_SHEET } from '../workbook/layout';
import { DisplayRows, type DisplayColumn, type DisplaySheet } from './display-sheet';
import { givePrizes, type PrizeGivingInput } from './prize-giving';
import { standingsHeading } from './standings';

/**
 * 340 px in all, what a phone held upright shows beside the row numbers
 * (as Live): a prize's name such as "Champion's trophy" and a winner's wrap
 * between words, the amount fits "1,250.00" and its bold header, the reason
 * wraps in the widest column.
 */
const AWARDS_COLUMNS: readonly DisplayColumn[] = [
  { label: 'Prize', width: 86, wrap: true, align: 'left' },
  { label: 'Winner', width: 80, wrap: true, align: 'left' },
  { label: 'Amount', width: 70, wrap: true, align: 'right' },
  { label: 'Why', width: 104, wrap: true, align: 'left' },
];

const NOT_AWARDED = 'not awarded';
/** The most rows one prize takes: a prize shared by more players lists the first of them and counts the rest. */
const ROWS_A_PRIZE = 5;
/** How many problems of the Prizes sheet the sheet lists before it counts the rest. */
const PROBLEMS_SHOWN = 10;

export interface AwardsSheetInput extends PrizeGivingInput {
  /** The spreadsheet's name: the event's. */
  readonly eventName: string;
}

/** The Awards sheet's rows and layout. */
export function awardsSheet(input: AwardsSheetInput): DisplaySheet {
  const lines = new DisplayRows(AWARDS_COLUMNS.length);
  lines.line('title', input.eventName.trim() === '' ? AWARDS_SHEET : `${AWARDS_SHEET} · ${input.eventName.trim()}`);
  const giving = givePrizes(input);
  if (giving.kind === 'problems') {
    lines.line('subtitle', 'Not updated: the Prizes sheet needs a correction');
    for (const problem of giving.problems.slice(0, PROBLEMS_SHOWN)) lines.line('note', problem);
    if (giving.count > PROBLEMS_SHOWN) lines.line('note', `… and ${giving.count - PROBLEMS_SHOWN} more.`);
    lines.line('note', 'Correct the Prizes sheet: the awards are worked out again as soon as it reads.');
    return { rows: lines.build(), columns: AWARDS_COLUMNS, frozenRows: 1 };
  }
  const rules = awardRules({ share: input.settings.sharing, rounding: input.settings.rounding, prizesPerPlayer: input.settings.perPlayer === 'any' ? Number.POSITIVE_INFINITY : input.settings.perPlayer });
  if (giving.kind === 'list') {
    lines.line('subtitle', 'The prizes as read: the winners appear here once results are in');
    lines.line('note', `${giving.prizes.length} prize${giving.prizes.length === 1 ? '' : 's'} · ${rules}`);
    for (const group of groups(giving.prizes, input)) {
      table(lines, group.heading);
      for (const prize of group.prizes) lines.cells('row', [prize.name, '', prize.money === null ? (prize.item ?? prize.name) : money(prize.money, input), `for the best ${describeEligibility(prize.eligibility, input.eventYear)}`]);
    }
    return { rows: lines.build(), columns: AWARDS_COLUMNS, frozenRows: 1 };
  }
  const { outcome } = giving;
  const awarded = new Set(outcome.awards.filter((award) => award.winner !== null).map((award) => award.prize));
  const paid = outcome.awards.reduce((sum, award) => sum + (award.amount ?? 0), 0);
  lines.line('subtitle', giving.final ? `Final: ${finalWords(input)}` : `Provisional, if the event ended now: ${progressWords(input)}`);
  const notAwarded = giving.prizes.length - awarded.size;
  lines.line('note', `${giving.prizes.length} prize${giving.prizes.length === 1 ? '' : 's'}: ${awarded.size} awarded${notAwarded > 0 ? `, ${notAwarded} not` : ''} · ${money(paid, input)} paid out · ${rules}`);
  const awardsOf = new Map<Prize, Award[]>();
  for (const award of outcome.awards) awardsOf.set(award.prize, [...(awardsOf.get(award.prize) ?? []), award]);
  const pointsOf = new Map(input.sections.flatMap((section) => section.standings.rows.map((row) => [section.state.players[row.startNumber - 1]!.entrant.name, row.points] as const)));
  for (const group of groups(giving.prizes, input)) {
    table(lines, group.heading);
    for (const prize of group.prizes) for (const row of prizeRows(awardsOf.get(prize) ?? [], input, pointsOf)) lines.cells('row', row);
  }
  if (outcome.leftover > 0) lines.blank().line('note', `Not paid out: ${formatMoney(outcome.leftover)} (amounts rounded down to whole units).`);
  return { rows: lines.build(), columns: AWARDS_COLUMNS, frozenRows: 1 };
}

/**
 * The Awards sheet when the Prizes sheet is gone (renamed, deleted): not the
 * awards of a list nobody can see any more, but what happened.
 */
export function awardsWithoutPrizes(eventName: string): DisplaySheet {
  const lines = new DisplayRows(AWARDS_COLUMNS.length);
  lines.line('title', eventName.trim() === '' ? AWARDS_SHEET : `${AWARDS_SHEET} · ${eventName.trim()}`);
  lines.line('subtitle', `Not updated: there is no sheet called ${PRIZES_SHEET}`);
  lines.line('note', `The awards are given from a sheet named ${PRIZES_SHEET}, one prize a row (Prize, Amount, Category). Give the prize list that name again, or delete this sheet.`);
  return { rows: lines.build(), columns: AWARDS_COLUMNS, frozenRows: 1 };
}

function money(cents: number, input: AwardsSheetInput): string {
  return formatMoney(cents, input.settings.rounding);
}

/**
 * A prize's rows: one an award. A prize shared by more players than a phone
 * can list (a tie that runs past the last prize early in an event: hundreds
 * of players on equal points) shows the first few and one row for the rest,
 * so the sheet stays as long as the prize list, whatever the field.
 */
function prizeRows(awards: readonly Award[], input: AwardsSheetInput, pointsOf: ReadonlyMap<string, number>): string[][] {
  if (awards.length <= ROWS_A_PRIZE) return awards.map((award) => awardRow(award, input));
  const shown = awards.slice(0, ROWS_A_PRIZE - 1);
  const rest = awards.slice(ROWS_A_PRIZE - 1);
  const amounts = rest.map((award) => award.amount ?? 0);
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  const first = rest[0]!;
  const points = first.winner?.kind === 'player' ? pointsOf.get(first.winner.name) : undefined;
  const tied = points === undefined ? 'tied with them' : `tied on ${formatPoints(points)} point${points === 10 || points === 5 ? '' : 's'}`;
  return [
    ...shown.map((award) => awardRow(award, input)),
    [
      first.prize.name,
      `and ${rest.length} more players`,
      first.amount === null ? (first.prize.item ?? first.prize.name) : low === high ? money(low, input) : `${money(low, input)}–${money(high, input)}`,
      `${tied}: each an equal share of the same prizes' money (who they are: Standings)`,
    ],
  ];
}

function awardRow(award: Award, input: AwardsSheetInput): string[] {
  if (award.winner === null) return [award.prize.name, NOT_AWARDED, '', award.reason.replace(/^not awarded: /, '')];
  const winner = award.winner.kind === 'player' ? award.winner.name : award.winner.team;
  const amount = award.amount !== null ? money(award.amount, input) : (award.prize.item ?? award.prize.name);
  return [award.prize.name, winner, amount, award.reason];
}

/** A blank line, a section's heading (with sections), the column names. */
function table(lines: DisplayRows, heading: string | null): void {
  lines.blank();
  if (heading !== null) lines.line('section', heading);
  lines.cells('header', AWARDS_HEADER.slice());
}

/**
 * The prizes by where they belong: without sections, one group; with
 * sections, each section's prizes under its heading, in Players' order, then
 * the whole event's (team prizes).
 */
function groups(prizes: readonly Prize[], input: AwardsSheetInput): { heading: string | null; prizes: Prize[] }[] {
  if (!input.sectioned) return [{ heading: null, prizes: prizes.slice() }];
  const sectionOf = (prize: Prize) => {
    const named = sectionOfEligibility(prize.eligibility);
    return named === undefined ? undefined : input.sections.find((section) => valueKey('section', section.section) === valueKey('section', named));
  };
  const found = input.sections.map((section) => ({ heading: `${section.section} · ${lowerFirst(standingsHeading(section.standings.progress, section.totalRounds))}`, prizes: prizes.filter((prize) => sectionOf(prize) === section) }));
  const wholeEvent = { heading: 'The whole event', prizes: prizes.filter((prize) => sectionOf(prize) === undefined) };
  return [...found, wholeEvent].filter((group) => group.prizes.length > 0);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "the standings after round 3 of 5 (5 of 8 results in)"; with sections, each section's heading says it. */
function progressWords(input: AwardsSheetInput): string {
  if (input.sectioned) return 'each section as its standings stand now (below)';
  const only = input.sections[0]!;
  return lowerFirst(standingsHeading(only.standings.progress, only.totalRounds));
}

function finalWords(input: AwardsSheetInput): string {
  if (input.sectioned) return 'every section has played its last round';
  const only = input.sections[0]!;
  return lowerFirst(standingsHeading(only.standings.progress, only.totalRounds));
}

/** What the sidebar shows of the Awards sheet. */
export interface AwardsSummary {
  /** What the sheet says of itself: final or provisional and how much was paid out, or what to correct in Prizes. */
  readonly lines: readonly string[];
  /** The first awards: the prize, who wins it (or "not awarded"), what they are paid. */
  readonly awards: readonly { readonly prize: string; readonly winner: string; readonly amount: string }[];
  /** How many more awards the sheet lists. */
  readonly more: number;
}

/** Awards the sidebar lists before it counts the rest. */
const SUMMARY_AWARDS = 8;

/**
 * The summary of an Awards sheet as it holds it (or as a plan writes it): the
 * lines under its title, and its award rows. Null when there is no such sheet.
 *
 * @example
 * awardsSummary(sheetValues)?.lines; // ['Provisional, if the event ended now: …', '9 prizes: 8 awarded, 1 not · 180.00 paid out · …']
 */
export function awardsSummary(values: readonly (readonly unknown[])[] | null | undefined): AwardsSummary | null {
  if (values === null || values === undefined || values.length === 0) return null;
  const text = (row: readonly unknown[] | undefined, column: number) => String(row?.[column] ?? '').trim();
  const isHeader = (row: readonly unknown[]) => AWARDS_HEADER.every((header, column) => text(row, column) === header);
  const firstTable = values.findIndex(isHeader);
  const lines = values.slice(1, firstTable < 0 ? values.length : firstTable).map((row) => text(row, 0)).filter((line) => line !== '');
  const awards = values
    .filter((row, index) => firstTable >= 0 && index > firstTable && !isHeader(row) && text(row, 1) !== '' && text(row, 3) !== '')
    .map((row) => ({ prize: text(row, 0), winner: text(row, 1), amount: text(row, 2) }));
  return { lines, awards: awards.slice(0, SUMMARY_AWARDS), more: Math.max(0, awards.length - SUMMARY_AWARDS) };
}
