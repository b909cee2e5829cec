/**
 * Team standings: the trophy for the school (or club) with the best scores.
 * Players name their team in a `Team` column of Players (`School` and `Club`
 * are read the same); each team's score is the total of its best N individual
 * scores, across every section, N = 4 unless the settings say otherwise.
 *
 * Ranking: the total, high to low; then the next best score (the best that
 * did not count, 0 when the team has no more players); then the number of
 * players, more first (a team that brought more players ranks ahead); teams
 * still equal share the rank ("2–3"). Each team's counting players are listed
 * with their scores, so the total can be checked by hand.
 */
import type { Tenths } from '../model';
import { nameKey, tidyName } from '../ids';
import { pointsOf, type EventState } from '../event/event-state';
import { teamsHeader } from '../workbook/layout';

/** One player's contribution: their points in their own section (real points, typed results so far). */
export interface TeamMember {
  readonly name: string;
  readonly team: string;
  readonly points: Tenths;
  /** The section the player plays in ('' when the event has none). */
  readonly section: string;
}

export interface TeamStanding {
  readonly rank: number;
  readonly rankLabel: string;
  readonly team: string;
  /** The sum of the best `counted` scores. */
  readonly total: Tenths;
  /** The best score that did not count (0 with no more players). */
  readonly nextBest: Tenths;
  readonly players: number;
  /** The players whose scores count, best first (ties by name). */
  readonly counting: readonly TeamMember[];
}

/**
 * Ranks the teams. Team names are matched as names are (case and spacing
 * aside); a team is shown as first spelled.
 *
 * @example
 * teamStandings([{ name: 'Asha', team: 'Hill', points: 30, section: '' }], 4);
 * // [{ rank: 1, rankLabel: '1', team: 'Hill', total: 30, nextBest: 0, players: 1, counting: [...] }]
 */
export function teamStandings(members: readonly TeamMember[], counted: number): TeamStanding[] {
  const teams = new Map<string, { team: string; members: TeamMember[] }>();
  for (const member of members) {
    const key = nameKey(member.team);
    if (key === '') continue;
    const entry = teams.get(key) ?? { team: tidyName(member.team), members: [] };
    entry.members.push(member);
    teams.set(key, entry);
  }
  const scored = [...teams.values()].map(({ team, members: list }) => {
    const best = list.slice().sort((a, b) => b.points - a.points || compareText(nameKey(a.name), nameKey(b.name)));
    const counting = best.slice(0, counted);
    return {
      team,
      total: counting.reduce((sum, member) => sum + member.points, 0),
      nextBest: best[counted]?.points ?? 0,
      players: list.length,
      counting,
    };
  });
  const compare = (a: (typeof scored)[number], b: (typeof scored)[number]) => b.total - a.total || b.nextBest - a.nextBest || b.players - a.players;
  scored.sort((a, b) => compare(a, b) || compareText(nameKey(a.team), nameKey(b.team)));
  const standings: TeamStanding[] = [];
  for (let start = 0; start < scored.length; ) {
    let end = start + 1;
    while (end < scored.length && compare(scored[start]!, scored[end]!) === 0) end++;
    const rank = start + 1;
    const rankLabel = end - start === 1 ? String(rank) : `${rank}–${end}`;
    for (let index = start; index < end; index++) standings.push({ rank, rankLabel, ...scored[index]! });
    start = end;
  }
  return standings;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The Teams sheet: a title row, a header row, a row per team. Points as
 * numbers (a spreadsheet can add them up), and the counting players' points
 * written the same way: "Asha Rao 4 (U10); Ben Li 3.5 (Open)". The section
 * is named only when the event has sections (`sectioned`).
 */
export function teamsTable(standings: readonly TeamStanding[], counted: number, sectioned = false): (string | number)[][] {
  const title =
    `Team standings · each team's best ${counted} individual score${counted === 1 ? '' : 's'} count${sectioned ? ', across all sections' : ''} · ` +
    'ties broken by the next best score, then the number of players';
  const header = teamsHeader(counted);
  const rows = standings.map((standing) => [
    standing.rankLabel,
    standing.team,
    standing.total / 10,
    standing.players > counted ? standing.nextBest / 10 : '',
    standing.players,
    standing.counting
      .map((member) => `${member.name} ${member.points / 10}${member.section === '' ? '' : ` (${member.section})`}`)
      .join('; '),
  ]);
  return [[title], header, ...rows];
}

/** The players of one event (a section) who name a team, with their points so far. */
export function teamMembersOf(state: EventState, section = ''): TeamMember[] {
  return state.players.flatMap((player) =>
    player.entrant.team === undefined ? [] : [{ name: player.entrant.name, team: player.entrant.team, points: pointsOf(state, player.startNumber), section }],
  );
}
