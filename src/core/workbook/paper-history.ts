/**
 * The paper history each player brings (Score, Opponents, Colours typed in
 * Players before the add-on's first round), with the opponents' names
 * resolved to start numbers by the one name rule:
 *
 * - once the record holds a round, the snapshot it took then (by Sheetmate
 *   ID); Players' paper columns must still agree with it;
 * - before that, the Players sheet as typed.
 */
import { InputError, throwIfAny } from '../errors';
import { nameKey, startNumber as startNumberOf, type PlayerId, type StartNumber } from '../ids';
import type { CarriedHistory, Entrant } from '../event/entrant';
import type { EventPlayer, PaperHistory } from '../event/entrant';
import { checkListedOpponents, rebuildCarriedRounds, type CarriedRounds } from '../event/paper-rounds';
import type { PointSystem } from '../model';
import type { CarriedRecord, SectionRecord } from '../record/record';
import { PAPER_FIELDS, PLAYERS_SHEET, playersHeader } from './layout';
import { commaAdvice } from './names/name-lists';
import type { PlayersTable } from './players-table';

/** What an Opponents entry may say for a round without a game. */
const NO_GAME = new Set(['-', '–', 'bye', 'x', '']);

/** How names that are no player's are taken. */
export type PaperNames =
  /** Refused, naming the round (the Dutch system rebuilds each paper round). */
  | 'rounds'
  /** Refused (the quick Swiss or a round robin before its first round uses them as a list). */
  | 'list'
  /** Left out (a list once rounds are held: the name can meet nobody). */
  | 'lenient';

/** Players in start-number order, as seated. */
type Seated = readonly { readonly startNumber: StartNumber; readonly entrant: Entrant }[];

/**
 * The players with their paper history: the record's snapshot when it holds
 * one (checked against the Players columns when they are the organiser's),
 * else the Players cells as typed.
 *
 * @throws InputError naming the row of an opponent who is no player, or of a
 *   history changed since the record took it.
 */
export function withPaperHistory(
  seated: Seated,
  section: SectionRecord,
  players: PlayersTable,
  ownsPaperColumns: boolean,
  names: PaperNames,
  source: string = PLAYERS_SHEET,
): EventPlayer[] {
  const byName = new Map<string, StartNumber>();
  for (const { startNumber, entrant } of seated) byName.set(nameKey(entrant.name), startNumber);
  if (section.carried === null) {
    const problems: InputError[] = [];
    const result = seated.map((player) => withPaper(player, typedPaper(player.entrant, byName, names, problems, source)));
    throwIfAny(problems);
    return result;
  }
  const byId = new Map<number, StartNumber>();
  for (const { startNumber, entrant } of seated) if (entrant.id !== undefined) byId.set(entrant.id, startNumber);
  // A name the record kept (it matched no player then) may be a recorded player's.
  const recordedByName = new Map(byName);
  for (const player of section.players) {
    const seat = byId.get(player.id);
    if (seat !== undefined && !recordedByName.has(nameKey(player.name))) recordedByName.set(nameKey(player.name), seat);
  }
  const snapshot = new Map(section.carried.map((carried) => [carried.id, carried]));
  const paperOnSheet = !ownsPaperColumns && PAPER_FIELDS.some((field) => players.columns[field] !== undefined);
  const problems: InputError[] = [];
  const result = seated.map((player) => {
    const recorded = player.entrant.id === undefined ? undefined : snapshot.get(player.entrant.id);
    const paper = recorded === undefined ? undefined : recordedPaper(recorded, byId, recordedByName);
    if (paperOnSheet && !samePaper(player.entrant.carried, paper, byName)) problems.push(changedPaper(player.entrant, paper, seated));
    return withPaper(player, paper);
  });
  throwIfAny(problems);
  return result;
}

function withPaper(player: Seated[number], paper: PaperHistory | undefined): EventPlayer {
  return paper === undefined ? { startNumber: player.startNumber, entrant: player.entrant } : { startNumber: player.startNumber, entrant: player.entrant, paper };
}

/** A history as typed in Players, its opponents resolved. */
function typedPaper(entrant: Entrant, byName: ReadonlyMap<string, StartNumber>, names: PaperNames, problems: InputError[], source: string): PaperHistory | undefined {
  const typed = entrant.carried;
  if (typed === undefined) return undefined;
  const opponents = typed.opponents.map((text, round) => {
    const name = text.trim();
    if (NO_GAME.has(name.toLowerCase())) return null;
    const found = byName.get(nameKey(name));
    if (found !== undefined || names === 'lenient') return found ?? null;
    const advice = commaAdvice({ names: typed.opponents, byCommas: typed.byCommas === true }, 'Carlsen, Magnus; Caruana, Fabiano');
    const message =
      names === 'rounds'
        ? `opponent "${name}" (round ${round + 1}) is not on the Players sheet.${advice}`
        : `opponent "${name}" is not on the Players sheet. Correct the spelling, or add the player.${advice}`;
    problems.push(new InputError(message, { source, row: entrant.row, column: playersHeader('opponents') }));
    return null;
  });
  return { score: typed.score, opponents, colours: typed.colours };
}

/** The record's snapshot of a history, its IDs as start numbers. */
function recordedPaper(recorded: CarriedRecord, byId: ReadonlyMap<number, StartNumber>, byName: ReadonlyMap<string, StartNumber>): PaperHistory {
  return {
    score: recorded.score,
    opponents: recorded.opponents.map((opponent) => (typeof opponent === 'number' ? (byId.get(opponent) ?? null) : (byName.get(nameKey(opponent)) ?? null))),
    colours: recorded.colours,
  };
}

function isBlank(history: CarriedHistory | PaperHistory | undefined): boolean {
  return history === undefined || (history.score === null && history.opponents.length === 0 && history.colours === '');
}

/** Whether the history typed in Players is the one the record took. */
function samePaper(typed: CarriedHistory | undefined, recorded: PaperHistory | undefined, byName: ReadonlyMap<string, StartNumber>): boolean {
  if (isBlank(typed) || isBlank(recorded)) return isBlank(typed) && isBlank(recorded);
  const key = (name: string) => {
    if (NO_GAME.has(name.trim().toLowerCase())) return 'none';
    const found = byName.get(nameKey(name));
    return found === undefined ? `name:${nameKey(name)}` : `seat:${found}`;
  };
  return (
    typed!.score === recorded!.score &&
    typed!.colours === recorded!.colours &&
    typed!.opponents.length === recorded!.opponents.length &&
    typed!.opponents.every((name, index) => {
      const opponent = recorded!.opponents[index];
      return key(name) === (opponent === null || opponent === undefined ? 'none' : `seat:${opponent}`);
    })
  );
}

function changedPaper(entrant: Entrant, recorded: PaperHistory | undefined, seated: Seated): InputError {
  return new InputError(
    recorded === undefined
      ? `${entrant.name} has a paper history (Score, Opponents or Colours), but joined after the event began in Sheetmate. ` +
          'These columns are read only before the first round Sheetmate pairs: clear them (a late entry scores the late-entry points chosen in the sidebar).'
      : `the paper history of ${entrant.name} (Score, Opponents, Colours) has changed since Sheetmate recorded it when the event began in Sheetmate: ` +
          `it was ${describePaper(recorded, seated)}. Sheetmate goes on from what it recorded: put the cells back, or undo every round to start again from the new history.`,
    { source: PLAYERS_SHEET, row: entrant.row },
  );
}

function describePaper(history: PaperHistory, seated: Seated): string {
  const nameOf = (opponent: StartNumber | null) => (opponent === null ? '-' : (seated[opponent - 1]?.entrant.name ?? String(opponent)));
  return [
    history.score === null ? 'no score' : `score ${history.score / 10}`,
    history.opponents.length === 0 ? 'no opponents' : `opponents ${history.opponents.map(nameOf).join(', ')}`,
    history.colours === '' ? 'no colours' : `colours ${history.colours}`,
  ].join(', ');
}

/**
 * The paper history as the record keeps it: by Sheetmate ID, taken once, when
 * the first round is recorded. An entry that names no player (`-` for a round
 * without a game) is kept as typed, so each round keeps its place.
 */
export function paperSnapshot(players: readonly EventPlayer[], idByStartNumber: ReadonlyMap<number, PlayerId>): CarriedRecord[] {
  const snapshot: CarriedRecord[] = [];
  for (const player of players) {
    const id = idByStartNumber.get(player.startNumber);
    const typed = player.entrant.carried;
    if (player.paper === undefined || typed === undefined || id === undefined) continue;
    const opponents = typed.opponents.map((text, index) => {
      const opponent = player.paper!.opponents[index];
      return (opponent === null || opponent === undefined ? undefined : idByStartNumber.get(opponent)) ?? text;
    });
    snapshot.push({ id, score: player.paper.score, opponents, colours: player.paper.colours });
  }
  return snapshot;
}

/** Entrants in entry order, seated 1, 2, … with their typed paper histories resolved (`names` says how unknown names are taken). */
function seatedAsListed(entrants: readonly Entrant[], names: PaperNames, source: string): EventPlayer[] {
  const seated = entrants.map((entrant, index) => ({ startNumber: startNumberOf(index + 1), entrant }));
  const table: PlayersTable = { entrants, columns: {}, rows: entrants.map((entrant) => entrant.row) };
  return withPaperHistory(seated, { name: '', players: [], carried: null, rounds: [] }, table, false, names, source);
}

/**
 * The rounds played on paper, rebuilt from Players rows as typed (the
 * players in entry order, start numbers 1, 2, …).
 *
 * @throws InputError naming rows when an opponent is no player, the histories disagree or the scores cannot add up.
 */
export function paperRoundsOf(entrants: readonly Entrant[], points: PointSystem, source = PLAYERS_SHEET): CarriedRounds {
  return rebuildCarriedRounds(seatedAsListed(entrants, 'rounds', source), points, source);
}

/**
 * Checks the Opponents typed in Players rows when they are used as a list
 * (the quick Swiss, a round robin): every name a player's, nobody their own
 * opponent, every game on both rows as often.
 *
 * @throws InputError naming the row of each problem.
 */
export function checkTypedOpponents(entrants: readonly Entrant[], source = PLAYERS_SHEET): void {
  checkListedOpponents(seatedAsListed(entrants, 'list', source), source);
}
