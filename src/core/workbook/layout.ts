/**
 * The workbook's layout, named once: every sheet Sheetmate reads or writes,
 * the headers of its columns and the synonyms it accepts, and how a
 * section's sheets are named. Headers are compared with case, spacing and
 * punctuation aside (headers.ts); each field accepts its documented synonyms
 * and nothing looser, so a column whose header is merely similar ("State",
 * "Points", "History") is the organiser's and is neither read nor written.
 * The README's table of columns lists the same.
 */
import type { ColumnSpec } from './headers';

export const PLAYERS_SHEET = 'Players';
export const PAIRINGS_SHEET = 'Pairings';
export const BYES_SHEET = 'Byes';
export const STANDINGS_SHEET = 'Standings';
export const CROSSTABLE_SHEET = 'Crosstable';
export const LIVE_SHEET = 'Live';
export const BY_NAME_SHEET = 'By name';
/** Why these pairings: each board of the newest round explained in words (one sheet per section: `Why paired U10`). */
export const WHY_SHEET = 'Why paired';
export const TEAMS_SHEET = 'Teams';
export const TRF_SHEET = 'TRF';
export const SCHEDULE_SHEET = 'Schedule';
export const DO_NOT_PAIR_SHEET = 'Do not pair';
export const RECORD_SHEET = 'Sheetmate record';
/** The prize list the organiser fills; the awards Sheetmate writes from it; the rating figures, when asked for. */
export const PRIZES_SHEET = 'Prizes';
export const AWARDS_SHEET = 'Awards';
export const RATINGS_SHEET = 'Ratings';

/**
 * Sheetmate ▸ Help ▸ Check this installation plays its event in scratch
 * sheets named with this in front (`Sheetmate check Players`), which it
 * deletes afterwards; a sheet so named that it did not create stops it.
 */
export const SELF_CHECK_PREFIX = 'Sheetmate check';

/** The check's scratch sheet standing for a sheet of the layout: `Sheetmate check Pairings`, `Sheetmate check record`. */
export function selfCheckSheet(name: string): string {
  return `${SELF_CHECK_PREFIX} ${name === RECORD_SHEET ? 'record' : name}`;
}

/** The sheets each section has of its own (the others cover the whole event). */
type SectionSheetBase =
  | typeof PAIRINGS_SHEET
  | typeof BYES_SHEET
  | typeof STANDINGS_SHEET
  | typeof CROSSTABLE_SHEET
  | typeof TRF_SHEET
  | typeof SCHEDULE_SHEET
  | typeof RATINGS_SHEET
  | typeof WHY_SHEET;

/** The sheet of a section: `Pairings` for an event without sections, `Pairings U10` in section U10. */
export function sectionSheet(base: SectionSheetBase, section: string): string {
  return section === '' ? base : `${base} ${section}`;
}

/**
 * The section whose sheet of this kind `name` is: '' for the plain sheet,
 * `U10` for `Pairings U10`; null when `name` is no such sheet.
 *
 * @example
 * sectionOfSheet(PAIRINGS_SHEET, 'Pairings U10'); // 'U10'
 */
export function sectionOfSheet(base: SectionSheetBase, name: string): string | null {
  if (name === base) return '';
  return name.startsWith(`${base} `) ? name.slice(base.length + 1) : null;
}

/**
 * Sheetmate's own views: written again from Players, Pairings and the record
 * by every step, so nothing the organiser types there stays. They are created
 * protected with a warning (Sheets asks before an edit there), and an edit
 * there is answered at once with where it belongs.
 */
export function isOwnSheet(name: string): boolean {
  if (name === TEAMS_SHEET || name === LIVE_SHEET || name === BY_NAME_SHEET || name === AWARDS_SHEET) return true;
  return [BYES_SHEET, STANDINGS_SHEET, CROSSTABLE_SHEET, SCHEDULE_SHEET, RATINGS_SHEET, WHY_SHEET].some((base) => sectionOfSheet(base as SectionSheetBase, name) !== null);
}

/** The description of an own sheet's warning-only protection. */
export const OWN_SHEET_PROTECTION = "Sheetmate's own sheet, written again at every Sheetmate step: results are typed in Pairings, players in Players.";

export type PlayerField =
  | 'number'
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'rating'
  | 'score'
  | 'opponents'
  | 'colours'
  | 'title'
  | 'federation'
  | 'fideId'
  | 'sex'
  | 'status'
  | 'byes'
  | 'team'
  | 'section'
  | 'born'
  | 'ageGroup'
  | 'category'
  | 'kFactor'
  | 'board'
  | 'sheetmateId';

/** The header of the column where the add-on writes each player's stable ID. */
export const SHEETMATE_ID_HEADER = 'Sheetmate ID';

/**
 * Every header the add-on reads in Players, with its documented synonyms, and
 * nothing looser: `State` is not Status, `Points` is not Score, `History` is
 * not Opponents, `ID` is not FIDE ID.
 */
export const PLAYER_COLUMNS: readonly ColumnSpec<PlayerField>[] = [
  { field: 'number', header: 'No.', synonyms: ['SNo', 'Start No.', 'Start number', 'Pairing No.', 'Pairing number'] },
  { field: 'name', header: 'Name', synonyms: ['Player', 'Player name', 'Full name'], required: true },
  // A name in two columns is read as one, "first last".
  { field: 'firstName', header: 'First name', synonyms: ['Given name', 'Given names', 'First names', 'Forename', 'Forenames'] },
  { field: 'lastName', header: 'Last name', synonyms: ['Surname', 'Family name', 'Last names'] },
  { field: 'rating', header: 'Rating', synonyms: ['Elo', 'FIDE rating', 'Rtg'] },
  { field: 'score', header: 'Score', synonyms: [] },
  { field: 'opponents', header: 'Opponents', synonyms: ['Previous opponents'] },
  { field: 'colours', header: 'Colours', synonyms: ['Colors', 'Colour history', 'Color history'] },
  { field: 'title', header: 'Title', synonyms: ['FIDE title'] },
  { field: 'federation', header: 'Federation', synonyms: ['Fed'] },
  { field: 'fideId', header: 'FIDE ID', synonyms: ['FIDE ID number', 'FIDE no'] },
  { field: 'sex', header: 'Sex', synonyms: ['Gender'] },
  { field: 'status', header: 'Status', synonyms: [] },
  { field: 'byes', header: 'Byes', synonyms: ['Requested byes', 'Bye rounds'] },
  { field: 'team', header: 'Team', synonyms: ['School', 'Club'] },
  { field: 'section', header: 'Section', synonyms: [] },
  // What prizes and rating figures read: a year of birth (or a date), an age group, a category, a K factor.
  { field: 'born', header: 'Born', synonyms: ['Year of birth', 'Birth year', 'Date of birth', 'Birth date', 'Birthday', 'DOB', 'YOB'] },
  { field: 'ageGroup', header: 'Age group', synonyms: ['Age category', 'Age class'] },
  { field: 'category', header: 'Category', synonyms: [] },
  { field: 'kFactor', header: 'K', synonyms: ['K factor', 'Development coefficient'] },
  // A team event: the player's place in the team's board order (1, 2, …; reserves after).
  { field: 'board', header: 'Board', synonyms: ['Board order', 'Board no.'] },
  { field: 'sheetmateId', header: SHEETMATE_ID_HEADER, synonyms: [] },
];

/** The header Players has for a field. */
export function playersHeader(field: PlayerField): string {
  return PLAYER_COLUMNS.find((spec) => spec.field === field)!.header;
}

/** The paper-history columns: read before the add-on's first round, never written by it unless it created them. */
export const PAPER_FIELDS: readonly PlayerField[] = ['score', 'opponents', 'colours'];

/** The Players columns the add-on creates (after the last in use) when it writes each player's Score and Opponents. */
export const SUMMARY_FIELDS = ['score', 'opponents'] as const satisfies readonly PlayerField[];

export type PairingsField = 'round' | 'board' | 'white' | 'whitePoints' | 'result' | 'blackPoints' | 'black' | 'check';

/**
 * The Pairings layout: Round | Board | White | Pts | Result | Pts | Black,
 * then Check for a quick Swiss. The first `Pts` is White's points before the
 * round, the second Black's. Headers are found by text, so organisers may
 * move them and add their own columns.
 */
export const PAIRINGS_COLUMNS: readonly { readonly field: PairingsField; readonly header: string }[] = [
  { field: 'round', header: 'Round' },
  { field: 'board', header: 'Board' },
  { field: 'white', header: 'White' },
  { field: 'whitePoints', header: 'Pts' },
  { field: 'result', header: 'Result' },
  { field: 'blackPoints', header: 'Pts' },
  { field: 'black', header: 'Black' },
];

/** The header Pairings has for a field. */
export function pairingsHeader(field: PairingsField): string {
  return PAIRINGS_COLUMNS.find((column) => column.field === field)!.header;
}

/** The quick Swiss's column: "No prior match" or "Rematch unavoidable" beside each board. */
export const CHECK_HEADER = 'Check';

/** The header row of a new Pairings sheet. */
export const PAIRINGS_HEADER: readonly string[] = PAIRINGS_COLUMNS.map((column) => column.header);

/** Where each field is on a new Pairings sheet (no Check column yet). */
export function defaultPairingsColumns(): Record<PairingsField, number> {
  return { ...(Object.fromEntries(PAIRINGS_COLUMNS.map((column, index) => [column.field, index])) as Record<PairingsField, number>), check: -1 };
}

export type DoNotPairField = 'first' | 'second';

/** The two player columns of Do not pair (any other column, a reason or a note, is the organiser's). */
export const DO_NOT_PAIR_COLUMNS: readonly ColumnSpec<DoNotPairField>[] = [
  { field: 'first', header: 'Player 1', synonyms: ['Player A', 'First player', 'Name 1'], required: true },
  { field: 'second', header: 'Player 2', synonyms: ['Player B', 'Second player', 'Name 2'], required: true },
];

export const BYES_HEADER: readonly string[] = ['Round', 'Player', 'Kind', 'Points'];
export const SCHEDULE_HEADER: readonly string[] = ['Round', 'Board', 'White', 'Black'];
/** Standings: these, with one column per tie-break between Points and Games. */
export const STANDINGS_HEADER = { before: ['Rank', 'No.', 'Name', 'Rating', 'Points'], after: ['Games'] } as const;
/** Crosstable: these, with one column per round (`R1`, `R2`, …) between Rating and Points. */
export const CROSSTABLE_HEADER = { before: ['Rank', 'No.', 'Name', 'Rating'], after: ['Points'] } as const;

/** The Live sheet's boards of the round, and its standings (the first tie-break's code after Pts). */
export const LIVE_BOARDS_HEADER: readonly string[] = ['Board', 'White', 'Result', 'Black'];
export const LIVE_STANDINGS_HEADER: readonly string[] = ['Rank', 'Name', 'Pts'];

/** The Why sheet's table: the board (or `Bye`), then the two players and why they meet. */
export const WHY_HEADER: readonly string[] = ['Board', 'Why'];

/** The quick Swiss's table, as the organiser copies or downloads it. */
export const QUICK_SWISS_TABLE_HEADER: readonly string[] = ['Player A', 'Score', 'Player B', 'Score', CHECK_HEADER];

/** The Teams sheet's columns; the last names how many scores count. */
export function teamsHeader(counted: number): string[] {
  return ['Rank', 'Team', 'Points', 'Next best', 'Players', `Counting (best ${counted})`];
}

export type PrizesField = 'prize' | 'amount' | 'category' | 'order' | 'extra' | 'section';

/** The Prizes sheet (and a PRIZES.csv), one row a prize; any other column is the organiser's. */
export const PRIZES_COLUMNS: readonly ColumnSpec<PrizesField>[] = [
  { field: 'prize', header: 'Prize', synonyms: ['Name', 'Prize name', 'Award', 'Description'] },
  { field: 'amount', header: 'Amount', synonyms: ['Money', 'Cash', 'Value', 'Prize money', 'Sum'] },
  { field: 'category', header: 'Category', synonyms: ['Eligibility', 'Eligible', 'Who', 'For', 'Class'] },
  { field: 'order', header: 'Order', synonyms: ['Value order', 'Priority'] },
  { field: 'extra', header: 'Extra', synonyms: ['Also', 'In addition', 'Additional'] },
  { field: 'section', header: 'Section', synonyms: [] },
];

/** The header Prizes has for a field. */
export function prizesHeader(field: PrizesField): string {
  return PRIZES_COLUMNS.find((spec) => spec.field === field)!.header;
}

/** The Awards sheet's table: what each prize is, who wins it, what they are paid, and why. */
export const AWARDS_HEADER: readonly string[] = ['Prize', 'Winner', 'Amount', 'Why'];

/** The Ratings sheet's columns, one row a player. */
/** What a player's family looks for first (the change, the performance) comes first: a phone shows the sheet's first columns. */
export const RATINGS_HEADER: readonly string[] = ['No.', 'Name', 'Change', 'Performance', 'Rating', 'K', 'Games', 'Score', 'Expected', 'Initial rating'];

export type TeamPairingsField = 'round' | 'match' | 'board' | 'white' | 'whitePoints' | 'result' | 'blackPoints' | 'black';

/**
 * A team event's Pairings: each match's row (Board blank: the team named first under White, the other under
 * Black, their scores before the round under Pts, the match score under Result), then a row a board (the players
 * under White and Black as the board's colours give them); a team without a match: its name, and BYE, absent or rest.
 */
export const TEAM_PAIRINGS_COLUMNS: readonly { readonly field: TeamPairingsField; readonly header: string }[] = [
  { field: 'round', header: 'Round' },
  { field: 'match', header: 'Match' },
  { field: 'board', header: 'Board' },
  { field: 'white', header: 'White' },
  { field: 'whitePoints', header: 'Pts' },
  { field: 'result', header: 'Result' },
  { field: 'blackPoints', header: 'Pts' },
  { field: 'black', header: 'Black' },
];

/** The header Pairings has for a field of a team event. */
export function teamPairingsHeader(field: TeamPairingsField): string {
  return TEAM_PAIRINGS_COLUMNS.find((column) => column.field === field)!.header;
}

/** The header row of a team event's new Pairings sheet. */
export const TEAM_PAIRINGS_HEADER: readonly string[] = TEAM_PAIRINGS_COLUMNS.map((column) => column.header);

/** A team event's Standings: these, with one column per tie-break (but MP and GP, which these show) before Matches. */
export const TEAM_STANDINGS_HEADER = { before: ['Rank', 'No.', 'Team', 'Match points', 'Game points'], after: ['Matches'] } as const;

/** A team round robin's schedule: every match of every round. */
export const TEAM_SCHEDULE_HEADER: readonly string[] = ['Round', 'Match', 'White', 'Black'];

/** A team event's Live standings: these, then the primary score and the first tie-break. */
export const TEAM_LIVE_STANDINGS_HEADER: readonly string[] = ['Rank', 'Team'];

/** The Players columns an imported TRF fills, in order. */
export const IMPORTED_PLAYER_FIELDS: readonly PlayerField[] = ['number', 'name', 'rating', 'title', 'federation', 'fideId', 'status', 'byes'];

/** The Players columns an imported TRF team file fills, in order: every player with their team, in board order. */
export const IMPORTED_TEAM_PLAYER_FIELDS: readonly PlayerField[] = ['name', 'rating', 'title', 'federation', 'fideId', 'team', 'board'];
/** A Teams sheet's team list (a row a team) read as Players columns: name, team, place from Teams; the rest from Players beside it, by name. */
export const TEAM_LIST_PLAYER_FIELDS = { listed: ['name', 'team', 'board'], carried: ['rating', 'title', 'federation', 'fideId', 'sex', 'status'] } as const satisfies Record<string, readonly PlayerField[]>;
