/**
 * Team standings with tie-breaks (C.07 for team competitions): teams ranked
 * by their primary score (match points, or game points), then by the chosen
 * tie-breaks: the other score (`MP`, `GP`) and the same codes as individual
 * events (Buchholz and its cuts, Sonneborn-Berger, direct encounter, wins, …).
 *
 * The individual codes are computed by the core's tie-breaks (src/core/tiebreaks)
 * on the event seen as a tournament of teams: each match is one "game" of the
 * team, won, drawn or lost by its match result, a match not played a forfeit,
 * the PAB a bye; each round scores the team's match points, or its game points
 * for a code counted in game points. A code counts the primary score, as FIDE's
 * tie-break calculator does, unless it names one: `BH:MP`, `BH:GP/C1` (the
 * calculator's notation). So "BH" is the sum of the opponents' scores, with
 * C.07's rules for unplayed rounds, and "SB" weighs each opponent's score by
 * the score the team made against them. Direct encounter counts the score of
 * the matches between teams tied on everything listed before it.
 */

import { InputError } from '../errors';
import type { Player, PointSystem, ResultCode, RoundEntry, Tenths, Tournament } from '../model';
import { computeStandings, createTiebreakContext, directEncounter, parseTiebreak, tiebreakName, type TiebreakCode, type TiebreakContext } from '../tiebreaks';
import { splitBy } from '../tiebreaks/standings';
import type { TeamEvent } from './event';
import { pairingAllocatedByePoints, teamHistories } from './matches';
import type { TeamRoundRecord } from './types';

/** An individual code counted on a named score, in the calculator's notation: `BH:GP`, `BH:MP/C1`. */
export type ScoredTiebreakCode = `${string}:${'MP' | 'GP'}${string}`;

/** A team tie-break: a score (`MP`, `GP`), or an individual code on the primary score or a named one. */
export type TeamTiebreakCode = 'MP' | 'GP' | TiebreakCode | ScoredTiebreakCode;

export const DEFAULT_TEAM_TIEBREAKS: readonly TeamTiebreakCode[] = ['GP', 'BH', 'SB', 'DE'];

/** Codes that add up scores, and so can be counted in match points or in game points. */
const SCORED = /^(BH|FB|AOB|SB|KS|PS|DE)(\/|$)/;

/** An individual code and the score it counts (`null`: the primary score). */
function splitCode(code: TeamTiebreakCode): { readonly base: TiebreakCode; readonly scale: 'match' | 'game' | null } {
  const match = /^([A-Z]+):(MP|GP)(.*)$/.exec(code);
  if (match === null) return { base: code as TiebreakCode, scale: null };
  return { base: (match[1]! + match[3]!) as TiebreakCode, scale: match[2] === 'MP' ? 'match' : 'game' };
}

export function teamTiebreakName(code: TeamTiebreakCode, primaryScore: 'match' | 'game' = 'match'): string {
  if (code === 'MP') return 'Match points';
  if (code === 'GP') return 'Game points';
  const { base, scale } = splitCode(code);
  return `${tiebreakName(base)} (${(scale ?? primaryScore) === 'match' ? 'match points' : 'game points'})`;
}

/**
 * Reads a list like `GP,BH,SB,DE` or `MP, BH:GP/C1` (case and spaces aside).
 *
 * @example
 * parseTeamTiebreakList('gp, bh:gp/c1, BH/C1:MP, de'); // ['GP', 'BH:GP/C1', 'BH:MP/C1', 'DE']
 */
export function parseTeamTiebreakList(list: string | readonly string[]): TeamTiebreakCode[] {
  const items = typeof list === 'string' ? list.split(',') : list;
  const codes = items.map((item) => item.trim()).filter((item) => item !== '').map((item): TeamTiebreakCode => {
    const upper = item.toUpperCase().replace(/\s+/g, '');
    if (upper === 'MP' || upper === 'GP') return upper;
    const scaled = /^(.*?):(MP|GP)(.*)$/.exec(upper);
    if (scaled === null) return parseTiebreak(item);
    const base = parseTiebreak(scaled[1]! + scaled[3]!);
    if (!SCORED.test(base)) throw new InputError(`tie-break ${item.trim()}: only codes that add up scores (BH, FB, AOB, SB, KS, PS, DE and their cuts) can name match or game points`);
    const slash = base.indexOf('/');
    return (slash === -1 ? `${base}:${scaled[2]}` : `${base.slice(0, slash)}:${scaled[2]}${base.slice(slash)}`) as ScoredTiebreakCode;
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

/**
 * The event as a tournament of teams (what the individual tie-breaks read),
 * each round scoring the team's match points or its game points.
 */
function teamsAsTournament(event: TeamEvent, throughRound: number, scale: 'match' | 'game'): Tournament {
  const { matchPoints, gamePoints: game, boards } = event.settings;
  const histories = teamHistories(event);
  const pab = pairingAllocatedByePoints(event.settings);
  const points: PointSystem =
    scale === 'match'
      ? {
          win: matchPoints.win,
          draw: matchPoints.draw,
          loss: matchPoints.loss,
          forfeitWin: matchPoints.win,
          forfeitLoss: matchPoints.loss,
          pairingAllocatedBye: pab.matchPoints,
          halfPointBye: matchPoints.draw,
          fullPointBye: matchPoints.win,
          zeroPointBye: 0,
        }
      : {
          win: boards * game.win,
          draw: boards * game.draw,
          loss: boards * game.loss,
          forfeitWin: boards * game.forfeitWin,
          forfeitLoss: boards * game.forfeitLoss,
          pairingAllocatedBye: pab.gamePoints,
          halfPointBye: boards * game.halfPointBye,
          fullPointBye: boards * game.fullPointBye,
          zeroPointBye: 0,
        };
  const players: Player[] = event.teams.map((team) => ({
    startNumber: team.number,
    name: String(team.number),
    rating: 0,
    rounds: (histories.get(team.number) ?? []).slice(0, throughRound).map((record): RoundEntry => {
      let result = CODE_OF[record.kind];
      if (record.kind === 'played') result = record.matchPoints === matchPoints.win ? '1' : record.matchPoints === matchPoints.loss ? '0' : '=';
      // The round scores what the team scored: a match forfeited on both sides alike (one board each way) is
      // a forfeit with a drawn match's match points, and game points are the match's.
      return {
        opponent: record.opponent,
        colour: record.kind === 'played' ? (record.colour ?? 'white') : null,
        result,
        points: scale === 'match' ? record.matchPoints : record.gamePoints,
      };
    }),
  }));
  return { players, points, totalRounds: event.settings.totalRounds };
}

/** Team standings after `throughRound` (default: every round recorded). */
export function computeTeamStandings(event: TeamEvent, options: { tiebreaks?: readonly string[]; throughRound?: number } = {}): TeamStandingRow[] {
  const through = options.throughRound ?? event.rounds.length;
  const codes = parseTeamTiebreakList(options.tiebreaks ?? DEFAULT_TEAM_TIEBREAKS);
  const primary = event.settings.primaryScore;
  const histories = teamHistories(event);
  const total = (team: number, key: 'matchPoints' | 'gamePoints') => (histories.get(team) ?? []).slice(0, through).reduce((sum, record) => sum + record[key], 0);

  // Every individual code but DE, on the score it counts; DE is computed per tied group below.
  const contexts = new Map<'match' | 'game', TiebreakContext>();
  const values = new Map<number, Partial<Record<TeamTiebreakCode, number | null>>>(event.teams.map((team) => [team.number, {}]));
  for (const scale of ['match', 'game'] as const) {
    const own = codes.filter((code) => code !== 'MP' && code !== 'GP' && (splitCode(code).scale ?? primary) === scale);
    if (own.length === 0) continue;
    const tournament = teamsAsTournament(event, through, scale);
    contexts.set(scale, createTiebreakContext(tournament, { system: 'swiss', throughRound: through }));
    const bases = [...new Set(own.map((code) => splitCode(code).base).filter((base) => base !== 'DE'))];
    for (const row of computeStandings(tournament, { system: 'swiss', tiebreaks: bases, throughRound: through })) {
      for (const code of own) values.get(row.startNumber)![code] = splitCode(code).base === 'DE' ? 0 : (row.tiebreaks[splitCode(code).base] ?? null);
    }
  }
  const table = event.teams.map((team) => {
    const matchPoints = total(team.number, 'matchPoints');
    const gamePoints = total(team.number, 'gamePoints');
    const tiebreaks = values.get(team.number)!;
    if (codes.includes('MP')) tiebreaks.MP = matchPoints / 10;
    if (codes.includes('GP')) tiebreaks.GP = gamePoints / 10;
    return { team: team.number, matchPoints, gamePoints, tiebreaks };
  });
  type Row = (typeof table)[number];
  const primaryKey = primary === 'match' ? 'matchPoints' : 'gamePoints';

  // Art. 4.2 of C.07: the primary score, then each code in order; direct encounter inside each group still tied.
  let groups = splitBy([...table].sort((a, b) => b[primaryKey] - a[primaryKey] || a.team - b.team), (row) => row[primaryKey]);
  for (const code of codes) {
    const { base, scale } = splitCode(code);
    const next: Row[][] = [];
    for (const group of groups) {
      if (base === 'DE') {
        const places = group.length > 1 ? directEncounter(contexts.get(scale ?? primary)!, group.map((row) => row.team)) : new Map([[group[0]!.team, 0]]);
        for (const row of group) row.tiebreaks[code] = places.get(row.team)!;
      }
      const key = (row: Row) => row.tiebreaks[code] ?? null;
      // Direct encounter is a place (1 best, 0 when it separates nobody); every other team code is higher-better.
      const rank = (value: number | null) => (value === null ? -Infinity : base === 'DE' ? -(value || Infinity) : value);
      next.push(...splitBy([...group].sort((a, b) => rank(key(b)) - rank(key(a)) || a.team - b.team), key));
    }
    groups = next;
  }
  const result: TeamStandingRow[] = [];
  let rank = 1;
  for (const group of groups) {
    const label = group.length === 1 ? String(rank) : `${rank}–${rank + group.length - 1}`;
    for (const row of group) result.push({ ...row, rank, rankLabel: label });
    rank += group.length;
  }
  return result;
}
