/**
 * A team event's standings that move with every typed result, as the
 * individual ones do: while a round is played, a team's game points count
 * the boards typed so far and its match points the matches complete; the
 * tie-breaks count the complete rounds, and take in the round when its last
 * match is complete. The ranking is the team core's (C.07 for teams:
 * src/core/team-swiss/standings.ts): the primary score, then each tie-break.
 *
 * `teamStandingsSoFar` is the view other sheets take (a best-school prize):
 * ranks, team numbers, both scores and the tie-break values, by team number
 * and no names.
 */
import type { Tenths } from '../../model';
import { computeTeamStandings, matchOutcome, parseTeamTiebreakList, teamHistories, teamTiebreakName, type TeamEvent, type TeamTiebreakCode } from '../../team-swiss';
import { TEAM_STANDINGS_HEADER } from '../../workbook/layout';

/** How far the newest round has got: its matches, and those complete; its boards, and those with a result. */
export interface TeamRoundProgress {
  readonly round: number;
  readonly matches: number;
  readonly matchesIn: number;
  readonly boards: number;
  readonly boardsIn: number;
  /** Every match of the round is complete (true before round 1). */
  readonly complete: boolean;
}

export interface TeamStandingSoFar {
  readonly rank: number;
  /** "3", or "2–3" for a shared rank. */
  readonly rankLabel: string;
  readonly team: number;
  readonly matchPoints: Tenths;
  readonly gamePoints: Tenths;
  /** Each tie-break's value (the team core's), as after `tiebreaksThroughRound`; MP and GP as now. */
  readonly tiebreaks: Readonly<Partial<Record<TeamTiebreakCode, number | null>>>;
  /** Matches played over the board. */
  readonly matchesPlayed: number;
  readonly withdrawn: boolean;
}

export interface TeamStandingsSoFar {
  readonly rows: readonly TeamStandingSoFar[];
  readonly codes: readonly TeamTiebreakCode[];
  readonly primaryScore: 'match' | 'game';
  readonly progress: TeamRoundProgress;
  readonly tiebreaksThroughRound: number;
}

/** The newest round's progress. */
function teamRoundProgress(event: TeamEvent): TeamRoundProgress {
  const last = event.rounds[event.rounds.length - 1];
  if (last === undefined) return { round: 0, matches: 0, matchesIn: 0, boards: 0, boardsIn: 0, complete: true };
  let matchesIn = 0;
  let boards = 0;
  let boardsIn = 0;
  for (const match of last.matches) {
    if (matchOutcome(match, event.settings).complete) matchesIn += 1;
    if (match.forfeit !== undefined) continue;
    boards += match.boards.length;
    boardsIn += match.boards.filter((board) => board.homeResult !== ' ').length;
  }
  return { round: last.round, matches: last.matches.length, matchesIn, boards, boardsIn, complete: matchesIn === last.matches.length };
}

/**
 * The standings now.
 *
 * @example
 * teamStandingsSoFar(event, ['GP', 'BH', 'SB', 'DE']).rows.map((row) => [row.rankLabel, row.team, row.matchPoints]);
 * // [['1', 3, 60], ['2–3', 1, 40], ['2–3', 5, 40], …]
 */
export function teamStandingsSoFar(event: TeamEvent, tiebreaks: readonly string[]): TeamStandingsSoFar {
  const codes = parseTeamTiebreakList(tiebreaks);
  const progress = teamRoundProgress(event);
  const through = progress.complete ? event.rounds.length : event.rounds.length - 1;
  const histories = teamHistories(event);
  const base = new Map(computeTeamStandings(event, { tiebreaks: codes, throughRound: through }).map((row) => [row.team, row]));
  const last = event.rounds[event.rounds.length - 1];
  // The newest round's points so far, while it is played: game points of the boards typed, match points of the matches complete.
  const current = new Map<number, { matchPoints: Tenths; gamePoints: Tenths }>();
  if (!progress.complete && last !== undefined) {
    for (const match of last.matches) {
      const outcome = matchOutcome(match, event.settings);
      current.set(match.home, { matchPoints: outcome.complete ? outcome.homeMatchPoints : 0, gamePoints: outcome.homeGamePoints });
      current.set(match.away, { matchPoints: outcome.complete ? outcome.awayMatchPoints : 0, gamePoints: outcome.awayGamePoints });
    }
    for (const team of event.teams) {
      if (current.has(team.number)) continue;
      const record = histories.get(team.number)?.[last.round - 1];
      current.set(team.number, { matchPoints: record?.matchPoints ?? 0, gamePoints: record?.gamePoints ?? 0 });
    }
  }
  const unranked = event.teams.map((team) => {
    const row = base.get(team.number)!;
    const now = current.get(team.number);
    const matchPoints = row.matchPoints + (now?.matchPoints ?? 0);
    const gamePoints = row.gamePoints + (now?.gamePoints ?? 0);
    const values: Partial<Record<TeamTiebreakCode, number | null>> = { ...row.tiebreaks };
    if (codes.includes('MP')) values.MP = matchPoints / 10;
    if (codes.includes('GP')) values.GP = gamePoints / 10;
    const played = (histories.get(team.number) ?? []).filter((record) => record.kind === 'played').length;
    return { team: team.number, matchPoints, gamePoints, tiebreaks: values, matchesPlayed: played, withdrawn: team.withdrawn === true, order: [...base.keys()].indexOf(team.number) };
  });
  const primary = event.settings.primaryScore;
  // A complete round: the core's ranking as it is (C.07, direct encounter inside each group still tied).
  const rows = progress.complete
    ? [...unranked].sort((a, b) => a.order - b.order).map(({ order: _order, ...row }) => ({ ...row, rank: base.get(row.team)!.rank, rankLabel: base.get(row.team)!.rankLabel }))
    : ranked(unranked, codes, primary);
  return { rows, codes, primaryScore: primary, progress, tiebreaksThroughRound: through };
}

type Unranked = Omit<TeamStandingSoFar, 'rank' | 'rankLabel'> & { readonly order: number };

/** Ranks while a round is played: the primary score now, then each tie-break as it stands. */
function ranked(rows: readonly Unranked[], codes: readonly TeamTiebreakCode[], primary: 'match' | 'game'): TeamStandingSoFar[] {
  const key = (row: Unranked) => [primary === 'match' ? row.matchPoints : row.gamePoints, ...codes.map((code) => value(row, code))];
  const compare = (a: Unranked, b: Unranked) => {
    const x = key(a);
    const y = key(b);
    for (let index = 0; index < x.length; index++) if (x[index] !== y[index]) return y[index]! - x[index]!;
    return 0;
  };
  const sorted = [...rows].sort((a, b) => compare(a, b) || a.team - b.team);
  const result: TeamStandingSoFar[] = [];
  for (let start = 0; start < sorted.length; ) {
    let end = start + 1;
    while (end < sorted.length && compare(sorted[start]!, sorted[end]!) === 0) end++;
    const label = end - start === 1 ? String(start + 1) : `${start + 1}–${end}`;
    for (let index = start; index < end; index++) {
      const { order: _order, ...row } = sorted[index]!;
      result.push({ ...row, rank: start + 1, rankLabel: label });
    }
    start = end;
  }
  return result;
}

/** A code's value as a higher-is-better number: direct encounter is a place (1 best, 0 when it separates nobody). */
function value(row: Unranked, code: TeamTiebreakCode): number {
  const raw = row.tiebreaks[code] ?? null;
  if (raw === null) return -Infinity;
  return code === 'DE' || code.startsWith('DE:') ? -(raw || Infinity) : raw;
}

/** "Standings after round 3 of 5 (2 of 4 matches in; tie-breaks as after round 2)". */
export function teamStandingsHeading(standings: TeamStandingsSoFar, totalRounds: number): string {
  const { progress } = standings;
  const of = totalRounds > 0 ? ` of ${totalRounds}` : '';
  if (progress.round === 0) return 'Standings before round 1';
  if (progress.complete) return `Standings after round ${progress.round}${of}`;
  const before = progress.round === 1 ? 'Standings before round 1' : `Standings after round ${progress.round - 1}${of}`;
  if (progress.boardsIn === 0 && progress.matchesIn === 0) return `${before} (round ${progress.round} paired, 0 of ${progress.matches} matches in)`;
  const timing = standings.codes.length === 0 ? '' : standings.tiebreaksThroughRound === 0 ? `; tie-breaks once round ${progress.round} is complete` : `; tie-breaks as after round ${standings.tiebreaksThroughRound}`;
  return `Standings after round ${progress.round}${of} (${progress.matchesIn} of ${progress.matches} matches in, ${progress.boardsIn} of ${progress.boards} boards${timing})`;
}

/** A tie-break in words, within a sentence: "game points", "Buchholz (match points)". */
export function codeWords(code: TeamTiebreakCode, primary: 'match' | 'game'): string {
  const name = teamTiebreakName(code, primary);
  return code === 'MP' || code === 'GP' ? name.toLowerCase() : name;
}

/** The codes a table shows as columns of their own: MP and GP are the table's own columns already. */
function shownCodes(codes: readonly TeamTiebreakCode[]): TeamTiebreakCode[] {
  return codes.filter((code) => code !== 'MP' && code !== 'GP');
}

/**
 * The Standings sheet of a team event: a title, a header, a row per team:
 * Rank, No., Team, MP, GP (numbers, so a spreadsheet adds them up), each
 * other tie-break, the matches played.
 */
export function teamStandingsRows(standings: TeamStandingsSoFar, nameOf: (team: number) => string, options: { readonly totalRounds: number; readonly systemName: string }): (string | number)[][] {
  const primary = standings.primaryScore === 'match' ? 'match points' : 'game points';
  const ties = standings.codes.length === 0 ? 'no tie-breaks' : `ties broken by ${standings.codes.map((code) => codeWords(code, standings.primaryScore)).join(', ')}`;
  const title = [teamStandingsHeading(standings, options.totalRounds), options.systemName, `ranked by ${primary}, ${ties}`].join(' · ');
  const codes = shownCodes(standings.codes);
  const header = [...TEAM_STANDINGS_HEADER.before, ...codes.map((code) => `${code} ${teamTiebreakName(code, standings.primaryScore)}`), ...TEAM_STANDINGS_HEADER.after];
  const noTiebreaksYet = standings.tiebreaksThroughRound === 0;
  const rows = standings.rows.map((row) => [
    row.rankLabel,
    row.team,
    nameOf(row.team) + (row.withdrawn ? ' (withdrawn)' : ''),
    row.matchPoints / 10,
    row.gamePoints / 10,
    ...codes.map((code) => (noTiebreaksYet ? '' : (row.tiebreaks[code] ?? ''))),
    row.matchesPlayed,
  ]);
  return [[title], header, ...rows];
}
