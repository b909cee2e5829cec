/**
 * A team event's phone views. *Live*: the round as one table, Board · White
 * · Result · Black, each match's line in bold with the match score as it
 * comes in ("Match 2 · Riverside · 2½-1½ · Oakwood"), then its boards; the
 * teams without a match in words, then the team standings.
 * *By name*: every player once, alphabetical, with their board ("2.3":
 * match 2, board 3), colour, opponent (and the opponent's team), and their
 * team's match score, own points first; a reserve, a team's bye or absence
 * said in words.
 */
import { formatPoints } from '../../model';
import { homeColourOnBoard, matchOutcome, pairingAllocatedByePoints, type EventMatch, type TeamEvent, type TeamTiebreakCode } from '../../team-swiss';
import { LIVE_BOARDS_HEADER, TEAM_LIVE_STANDINGS_HEADER } from '../../workbook/layout';
import { FORFEIT_NOTE, mentionsForfeit, resultForPeople, type TeamByeKind } from '../../workbook/results';
import { nameOrder } from '../by-name-view';
import { DisplayRows, type DisplayColumn, type DisplaySheet } from '../display-sheet';
import { LIVE_COLUMNS } from '../live-view';
import { codeWords, teamStandingsHeading, type TeamStandingsSoFar } from './team-standings';

export interface TeamLiveInput {
  readonly eventName: string;
  readonly event: TeamEvent;
  /** The kind of each team's bye in the newest round (a round robin's rest is not an absence). */
  readonly byeKinds: ReadonlyMap<number, TeamByeKind>;
  readonly teamName: (team: number) => string;
  readonly playerName: (id: number) => string;
  readonly standings: TeamStandingsSoFar;
  readonly totalRounds: number;
  readonly pairedAt?: string;
  /** The spreadsheet's locale: the alphabet By name is sorted in. */
  readonly locale?: string;
}

/**
 * A match's line in the table of boards, bold: "Match 2 · Riverside ·
 * 2½-1½ · Oakwood" (the score so far from the team named first's side; a
 * match not played as its forfeit, "1-0 ff").
 */
function matchCells(number: number, match: EventMatch, input: TeamLiveInput): (string | number)[] {
  const home = input.teamName(match.home);
  const away = input.teamName(match.away);
  if (match.forfeit !== undefined) {
    const codes = match.forfeit === 'home' ? (['+', '-'] as const) : match.forfeit === 'away' ? (['-', '+'] as const) : (['-', '-'] as const);
    return [`Match ${number}`, home, resultForPeople(codes[0], codes[1]), away];
  }
  const outcome = matchOutcome(match, input.event.settings);
  const started = match.boards.some((board) => board.homeResult !== ' ');
  return [`Match ${number}`, home, started ? `${formatPoints(outcome.homeGamePoints)}-${formatPoints(outcome.awayGamePoints)}` : '', away];
}

/** A team without a match, in words, with what it scores: "bye (a drawn match: 1 match point)". */
function teamByeWords(kind: TeamByeKind, event: TeamEvent): string {
  const points = (matchPoints: number) => `${formatPoints(matchPoints)} match point${matchPoints === 10 ? '' : 's'}`;
  switch (kind) {
    case 'pairing-allocated':
      return `bye (a drawn match: ${points(pairingAllocatedByePoints(event.settings).matchPoints)})`;
    case 'full-point':
      return `bye (a won match: ${points(event.settings.matchPoints.win)})`;
    case 'half-point':
      return `bye (a drawn match: ${points(event.settings.matchPoints.draw)})`;
    case 'absent':
      return 'absent';
    case 'rest':
      return 'rest (no match this round)';
  }
}

/** The *Live* sheet of a team event. */
export function teamLiveSheet(input: TeamLiveInput): DisplaySheet {
  const { event, totalRounds } = input;
  const lines = new DisplayRows(LIVE_COLUMNS.length);
  const current = event.rounds[event.rounds.length - 1];
  const of = totalRounds > 0 ? ` of ${totalRounds}` : '';
  lines.line('title', input.eventName.trim() === '' ? 'Live results' : input.eventName.trim());
  if (current === undefined) {
    lines.line('subtitle', `Round 1${of} is not paired yet`);
    lines.blank().line('section', `Teams entered: ${event.teams.length}`);
    const order = nameOrder(input.locale);
    for (const team of [...event.teams].sort((a, b) => order(input.teamName(a.number), input.teamName(b.number)))) {
      lines.cells('row', ['', input.teamName(team.number), '', `${team.players.length} player${team.players.length === 1 ? '' : 's'}`]);
    }
    return { rows: lines.build(), columns: LIVE_COLUMNS, frozenRows: 2 };
  }
  lines.line('subtitle', `Round ${current.round}${of}${input.pairedAt ? ` · paired ${input.pairedAt}` : ''}`);
  const progress = input.standings.progress;
  lines.blank().line('section', progress.complete ? `Round ${current.round}: every match is complete` : `Round ${current.round}: ${progress.matchesIn} of ${progress.matches} matches complete`);
  // One table: each match's line (bold, the teams and the score so far), then its boards; no line of its own to lay out a match.
  lines.cells('header', LIVE_BOARDS_HEADER.slice());
  const results: string[] = [];
  current.matches.forEach((match, index) => {
    const cells = matchCells(index + 1, match, input);
    results.push(String(cells[2]));
    lines.cells('header', cells);
    if (match.forfeit !== undefined) return;
    for (const board of match.boards) {
      const homeWhite = board.homeColour === 'white';
      const [white, black] = homeWhite ? [board.homePlayer, board.awayPlayer] : [board.awayPlayer, board.homePlayer];
      const [whiteCode, blackCode] = homeWhite ? [board.homeResult, board.awayResult] : [board.awayResult, board.homeResult];
      const result = resultForPeople(whiteCode, blackCode);
      results.push(result);
      lines.cells('row', [board.board, white === null ? 'nobody' : input.playerName(white), result, black === null ? 'nobody' : input.playerName(black)]);
    }
  });
  if (current.byes.length > 0) {
    lines.line('section', 'Without a match');
    for (const bye of current.byes) lines.cells('row', ['', input.teamName(bye.team), '', teamByeWords(input.byeKinds.get(bye.team) ?? 'absent', event)]);
  }
  // The default board colours said once (a Scheveningen table's colours are on each board already).
  const byDefault = current.matches.every((match) => match.boards.every((board) => board.homeColour === homeColourOnBoard(board.board)));
  const colours = byDefault && input.event.settings.boards > 1 ? 'The team named first has White on the odd boards.' : '';
  lines.line('note', [colours, mentionsForfeit(results) ? FORFEIT_NOTE : ''].filter((text) => text !== '').join(' ') || 'Results from White\u2019s side.');
  liveStandings(lines, input);
  return { rows: lines.build(), columns: LIVE_COLUMNS, frozenRows: 2 };
}

function liveStandings(lines: DisplayRows, input: TeamLiveInput): void {
  const standings = input.standings;
  const primary: TeamTiebreakCode = standings.primaryScore === 'match' ? 'MP' : 'GP';
  // The first tie-break beside the primary score (the other score, usually).
  const first = standings.codes.find((code) => code !== primary);
  const shown = (row: TeamStandingsSoFar['rows'][number]): string | number => {
    if (first === 'GP') return formatPoints(row.gamePoints);
    if (first === 'MP') return formatPoints(row.matchPoints);
    return first === undefined || standings.tiebreaksThroughRound === 0 ? '' : (row.tiebreaks[first] ?? '');
  };
  lines.blank().line('section', teamStandingsHeading(standings, input.totalRounds));
  lines.cells('header', [...TEAM_LIVE_STANDINGS_HEADER, primary, ...(first === undefined ? [] : [first])]);
  for (const row of standings.rows) {
    lines.cells('row', [row.rankLabel, input.teamName(row.team) + (row.withdrawn ? ' (withdrawn)' : ''), formatPoints(primary === 'MP' ? row.matchPoints : row.gamePoints), shown(row)]);
  }
  const legend = [primary, ...(first === undefined ? [] : [first])].map((code) => `${code}: ${codeWords(code, standings.primaryScore)}`);
  lines.line('note', `${legend.join('; ')}.`);
}

/** Five columns that fit a phone held upright (340 px): Name, Board, Colour, Opponent, Match. */
const TEAM_BY_NAME_COLUMNS: readonly DisplayColumn[] = [
  { label: 'Name', width: 90, wrap: true, align: 'left' },
  { label: 'Board', width: 48, wrap: false, align: 'center' },
  { label: 'Colour', width: 56, wrap: false, align: 'center' },
  { label: 'Opponent', width: 100, wrap: true, align: 'left' },
  { label: 'Match', width: 46, wrap: false, align: 'center' },
];

/** The *By name* sheet of a team event. */
export function teamByNameSheet(input: TeamLiveInput): DisplaySheet {
  const { event } = input;
  const current = event.rounds[event.rounds.length - 1];
  const lines = new DisplayRows(TEAM_BY_NAME_COLUMNS.length);
  lines.line('title', current === undefined ? 'Players by name: round 1 is not paired yet' : `Round ${current.round} by name`);
  lines.cells('header', TEAM_BY_NAME_COLUMNS.map((column) => column.label));
  const seats = new Map<number, { board: string; colour: string; opponent: string; score: string }>();
  const teamWords = new Map<number, string>();
  current?.matches.forEach((match, index) => {
    const outcome = matchOutcome(match, event.settings);
    const started = match.boards.some((board) => board.homeResult !== ' ');
    const score = (home: boolean) => (!started ? '' : home ? `${formatPoints(outcome.homeGamePoints)}-${formatPoints(outcome.awayGamePoints)}` : `${formatPoints(outcome.awayGamePoints)}-${formatPoints(outcome.homeGamePoints)}`);
    if (match.forfeit !== undefined) {
      // A match not played: nobody has a board; each team's players are told the outcome.
      const words = (home: boolean) => `match ${index + 1} not played: ${match.forfeit === 'none' ? 'lost by both' : (match.forfeit === 'home') === home ? 'won by forfeit' : 'lost by forfeit'}`;
      teamWords.set(match.home, words(true));
      teamWords.set(match.away, words(false));
      return;
    }
    for (const board of match.boards) {
      const seat = (own: number | null, other: number | null, home: boolean) => {
        if (own === null) return;
        const colour = (board.homeColour === 'white') === home ? 'W' : 'B';
        const opponent = other === null ? 'nobody (won by forfeit)' : `${input.playerName(other)} (${input.teamName(home ? match.away : match.home)})`;
        seats.set(own, { board: `${index + 1}.${board.board}`, colour, opponent, score: score(home) });
      };
      seat(board.homePlayer, board.awayPlayer, true);
      seat(board.awayPlayer, board.homePlayer, false);
    }
    teamWords.set(match.home, `reserve (${input.teamName(match.home)} plays match ${index + 1})`);
    teamWords.set(match.away, `reserve (${input.teamName(match.away)} plays match ${index + 1})`);
  });
  for (const bye of current?.byes ?? []) teamWords.set(bye.team, `team: ${teamByeWords(input.byeKinds.get(bye.team) ?? 'absent', event)}`);
  const order = nameOrder(input.locale);
  const players = event.teams.flatMap((team) => team.players.map((id) => ({ id, team: team.number, name: input.playerName(id) })));
  for (const player of players.sort((a, b) => order(a.name, b.name) || a.id - b.id)) {
    const seat = seats.get(player.id);
    if (seat !== undefined) lines.cells('row', [player.name, seat.board, seat.colour, seat.opponent, seat.score]);
    else lines.cells('row', [player.name, '', '', current === undefined ? input.teamName(player.team) : (teamWords.get(player.team) ?? 'not paired this round'), '']);
  }
  lines.blank().line('note', 'Board 2.3: match 2, board 3. Colour: W = White, B = Black. Match: the score of the player’s team, its own points first.');
  return { rows: lines.build(), columns: TEAM_BY_NAME_COLUMNS, frozenRows: 2 };
}
