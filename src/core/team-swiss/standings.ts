/**
 * Team standings with tie-breaks (C.07 for team competitions): teams ranked
 * by their primary score (match points, or game points), then by the chosen
 * tie-breaks: the other score (`MP`, `GP`) and the same codes as individual
 * events (Buchholz and its cuts, Sonneborn-Berger, direct encounter, wins, …).
 *
 * The individual codes are computed by the core's tie-breaks (src/core/tiebreaks)
 * on the event seen as a tournament of teams scored in match points: each
 * match is one "game" of the team, won, drawn or lost by its match result, a
 * forfeited match is a forfeit, the PAB a bye worth its match points. So
 * "BH" is the sum of the opponents' match points, with C.07's rules for
 * unplayed rounds, and "SB" weighs each opponent's match points by the match
 * points the team scored against them, as FIDE's tie-break calculator
 * computes them for teams.
 */

import { InputError } from '../errors';
import type { Player, PointSystem, ResultCode, RoundEntry, Tenths, Tournament } from '../model';
import { computeStandings, parseTiebreak, tiebreakName, type TiebreakCode } from '../tiebreaks';
import type { TeamEvent } from './event';
import { pairingAllocatedByePoints, teamHistories } from './matches';
import type { TeamRoundRecord } from './types';

/** A team tie-break: the other score, or an individual code on match points. */
export type TeamTiebreakCode = 'MP' | 'GP' | TiebreakCode;

export const DEFAULT_TEAM_TIEBREAKS: readonly TeamTiebreakCode[] = ['GP', 'BH', 'SB', 'DE'];

export function teamTiebreakName(code: TeamTiebreakCode): string {
  if (code === 'MP') return 'Match points';
  if (code === 'GP') return 'Game points';
  return `${tiebreakName(code)} (match points)`;
}

/** Reads a list like `GP,BH,SB,DE` (case and spaces aside). */
export function parseTeamTiebreakList(list: string | readonly string[]): TeamTiebreakCode[] {
  const items = typeof list === 'string' ? list.split(',') : list;
  const codes = items.map((item) => item.trim()).filter((item) => item !== '').map((item): TeamTiebreakCode => {
    const upper = item.toUpperCase();
    return upper === 'MP' || upper === 'GP' ? upper : parseTiebreak(item);
  });
  const seen = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) throw new InputError(`tie-break ${code} is listed twice; list each once`);
    seen.add(code);
  }
  return codes;
}

export interface TeamStandingRow {
  readonly rank: number;
  readonly rankLabel: string;
  readonly team: number;
  readonly matchPoints: Tenths;
  readonly gamePoints: Tenths;
  readonly tiebreaks: Readonly<Partial<Record<TeamTiebreakCode, number | null>>>;
}

const CODE_OF: Record<TeamRoundRecord['kind'], ResultCode> = {
  played: '=',
  'forfeit-win': '+',
  'forfeit-loss': '-',
  'pairing-allocated-bye': 'U',
  'full-point-bye': 'F',
  'half-point-bye': 'H',
  absent: 'Z',
};

/** The event as a tournament of teams scored in match points (what the individual tie-breaks read). */
function teamsAsTournament(event: TeamEvent, throughRound = event.rounds.length): Tournament {
  const { matchPoints } = event.settings;
  const histories = teamHistories(event);
  const points: PointSystem = {
    win: matchPoints.win,
    draw: matchPoints.draw,
    loss: matchPoints.loss,
    forfeitWin: matchPoints.win,
    forfeitLoss: matchPoints.loss,
    pairingAllocatedBye: pairingAllocatedByePoints(event.settings).matchPoints,
    halfPointBye: matchPoints.draw,
    fullPointBye: matchPoints.win,
    zeroPointBye: 0,
  };
  const players: Player[] = event.teams.map((team) => ({
    startNumber: team.number,
    name: String(team.number),
    rating: 0,
    rounds: (histories.get(team.number) ?? []).slice(0, throughRound).map((record): RoundEntry => {
      let result = CODE_OF[record.kind];
      if (record.kind === 'played') result = record.matchPoints === matchPoints.win ? '1' : record.matchPoints === matchPoints.loss ? '0' : '=';
      // A forfeit entry needs an opponent; a forfeited match with a draw on match points scores as a draw without colour.
      return { opponent: record.opponent, colour: record.kind === 'played' ? record.colour ?? 'white' : null, result };
    }),
  }));
  return { players, points, totalRounds: event.settings.totalRounds };
}

/** Team standings after `throughRound` (default: every round recorded). */
export function computeTeamStandings(event: TeamEvent, options: { tiebreaks?: readonly string[]; throughRound?: number } = {}): TeamStandingRow[] {
  const through = options.throughRound ?? event.rounds.length;
  const codes = parseTeamTiebreakList(options.tiebreaks ?? DEFAULT_TEAM_TIEBREAKS);
  const histories = teamHistories(event);
  const total = (team: number, key: 'matchPoints' | 'gamePoints') => (histories.get(team) ?? []).slice(0, through).reduce((sum, record) => sum + record[key], 0);
  const individual = codes.filter((code): code is TiebreakCode => code !== 'MP' && code !== 'GP');
  const rows = computeStandings(teamsAsTournament(event, through), { system: 'swiss', tiebreaks: individual, throughRound: through });
  const byTeam = new Map(rows.map((row) => [row.startNumber, row]));
  const primaryKey = event.settings.primaryScore === 'match' ? 'matchPoints' : 'gamePoints';
  const table = event.teams.map((team) => {
    const row = byTeam.get(team.number);
    const matchPoints = total(team.number, 'matchPoints');
    const gamePoints = total(team.number, 'gamePoints');
    const tiebreaks: Partial<Record<TeamTiebreakCode, number | null>> = {};
    for (const code of codes) {
      tiebreaks[code] = code === 'MP' ? matchPoints / 10 : code === 'GP' ? gamePoints / 10 : (row?.tiebreaks[code] ?? null);
    }
    return { team: team.number, matchPoints, gamePoints, tiebreaks };
  });
  const compare = (a: (typeof table)[number], b: (typeof table)[number]): number => {
    if (a[primaryKey] !== b[primaryKey]) return b[primaryKey] - a[primaryKey];
    for (const code of codes) {
      const x = a.tiebreaks[code] ?? -Infinity;
      const y = b.tiebreaks[code] ?? -Infinity;
      // Direct encounter is a place (1 best); every other team code is higher-better.
      if (x !== y) return code === 'DE' ? (x || Infinity) - (y || Infinity) : y - x;
    }
    return 0;
  };
  table.sort((a, b) => compare(a, b) || a.team - b.team);
  const result: TeamStandingRow[] = [];
  for (let i = 0; i < table.length; i++) {
    let first = i;
    while (first > 0 && compare(table[first - 1]!, table[i]!) === 0) first--;
    let last = i;
    while (last + 1 < table.length && compare(table[last + 1]!, table[i]!) === 0) last++;
    result.push({ ...table[i]!, rank: first + 1, rankLabel: first === last ? String(first + 1) : `${first + 1}–${last + 1}` });
  }
  return result;
}
