/**
 * A team event's part of the record (its shape is record.ts's) as JSON,
 * compact: teams as `[number, name, [ids]]`, a match as
 * `[home, away, forfeit, [[board, homeId, awayId, colour, result], …]]`
 * (0 for an empty board, `w`/`b` the home player's colour, the result as
 * Pairings shows it, from White's side), a bye as `[team, kind]`.
 */
import type { PlayerId } from '../ids';
import { RESULT_CHOICES, type TeamByeKind } from '../workbook/results';
import { RecordDamagedError, type RoundOrigin, type TeamMatchRecord, type TeamRecord, type TeamRoundRecord } from './record';

const TEAM_BYE_KINDS: readonly TeamByeKind[] = ['pairing-allocated', 'full-point', 'half-point', 'absent', 'rest'];
const FORFEITS = ['home', 'away', 'none'] as const;
const ORIGINS: readonly RoundOrigin[] = ['paired', 'typed', 'imported'];
const RESULTS: readonly string[] = ['', ...RESULT_CHOICES];

/** The team part of a section, as JSON values. */
export function teamRecordJson(team: TeamRecord): unknown {
  return {
    teams: team.teams.map((entry) => [entry.number, entry.name, entry.players]),
    rounds: team.rounds.map((round) => ({
      round: round.round,
      origin: round.origin,
      locked: round.locked,
      pairedAt: round.pairedAt,
      matches: round.matches.map((match) => [
        match.home,
        match.away,
        match.forfeit ?? '',
        match.boards.map((board) => [board.board, board.home ?? 0, board.away ?? 0, board.homeColour === 'white' ? 'w' : 'b', board.result]),
      ]),
      byes: round.byes.map((bye) => [bye.team, bye.kind]),
    })),
  };
}

/** Reads the team part back, every field checked; `known` checks that an ID is one of the section's players. */
export function readTeamRecord(value: unknown, where: string, known: (id: number, place: string) => PlayerId): TeamRecord {
  const top = object(value, where);
  const numbers = new Set<number>();
  const teams = array(top.teams, `${where}.teams`).map((entry, index) => {
    const place = `${where}.teams[${index}]`;
    const parts = array(entry, place);
    const number = positive(parts[0], place);
    if (numbers.has(number)) throw new RecordDamagedError(`team ${number} is listed twice`);
    numbers.add(number);
    return { number, name: text(parts[1], place), players: array(parts[2], place).map((id) => known(positive(id, place), place)) };
  });
  const team = (value: unknown, place: string): number => {
    const number = positive(value, place);
    if (!numbers.has(number)) throw new RecordDamagedError(`${place} names team ${number}, which is not among the teams`);
    return number;
  };
  let expected: number | undefined;
  const rounds = array(top.rounds, `${where}.rounds`).map((entry, index): TeamRoundRecord => {
    const place = `${where}.rounds[${index}]`;
    const round = object(entry, place);
    const number = positive(round.round, `${place}.round`);
    if (expected !== undefined && number !== expected) throw new RecordDamagedError(`team round ${number} follows round ${expected - 1}`);
    expected = number + 1;
    const origin = round.origin as RoundOrigin;
    if (!ORIGINS.includes(origin)) throw new RecordDamagedError(`${place} has an unknown origin`);
    if (typeof round.locked !== 'boolean') throw new RecordDamagedError(`${place} does not say whether it is locked`);
    const matches = array(round.matches, `${place}.matches`).map((match, m) => readMatch(match, `round ${number}, match ${m + 1}`, team, known));
    const byes = array(round.byes, `${place}.byes`).map((bye, b) => {
      const spot = `round ${number}, bye entry ${b + 1}`;
      const parts = array(bye, spot);
      const kind = parts[1] as TeamByeKind;
      if (!TEAM_BYE_KINDS.includes(kind)) throw new RecordDamagedError(`${spot} has an unknown kind of bye`);
      return { team: team(parts[0], spot), kind };
    });
    return { round: number, origin, locked: round.locked, pairedAt: text(round.pairedAt, `${place}.pairedAt`), matches, byes };
  });
  return { teams, rounds };
}

function readMatch(value: unknown, spot: string, team: (value: unknown, place: string) => number, known: (id: number, place: string) => PlayerId): TeamMatchRecord {
  const parts = array(value, spot);
  const forfeit = parts[2] === '' ? null : (parts[2] as TeamMatchRecord['forfeit']);
  if (forfeit !== null && !FORFEITS.includes(forfeit)) throw new RecordDamagedError(`${spot} has an unknown forfeit`);
  const boards = array(parts[3], spot).map((entry, b) => {
    const place = `${spot}, board entry ${b + 1}`;
    const cells = array(entry, place);
    const player = (id: unknown) => (id === 0 ? null : known(positive(id, place), place));
    if (cells[3] !== 'w' && cells[3] !== 'b') throw new RecordDamagedError(`${place} has no colour`);
    const result = text(cells[4], place);
    if (!RESULTS.includes(result)) throw new RecordDamagedError(`${place} has the result "${result}"`);
    return { board: positive(cells[0], place), home: player(cells[1]), away: player(cells[2]), homeColour: cells[3] === 'w' ? ('white' as const) : ('black' as const), result };
  });
  return { home: team(parts[0], spot), away: team(parts[1], spot), forfeit, boards };
}

function object(value: unknown, where: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new RecordDamagedError(`${where} is not an object`);
  return value as Record<string, unknown>;
}

function array(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new RecordDamagedError(`${where} is not a list`);
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string') throw new RecordDamagedError(`${where} is not text`);
  return value;
}

function positive(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw new RecordDamagedError(`${where} is not a positive whole number`);
  return value;
}
