/**
 * The sidebar's *Why this pairing* panel, as two read-only actions: the
 * newest round of a section explained (every board, the bye, each player's
 * card, with the rule behind each sentence for the arbiter), and "why not
 * these two?" for two players of that round, computed (the Dutch system
 * re-pairs the round with the pair forced). Names are the players' names as
 * Players spells them now. Nothing is written.
 */
import { InputError } from '../../errors';
import { eventInProgress, pointsBeforeRound } from '../../event/progress';
import type { EventState } from '../../event/event-state';
import { formatPoints } from '../../model';
import { sectionOf } from '../../record/record';
import { nameOrder } from '../../views/by-name-view';
import { languageTag } from '../../views/live-sheets';
import { explainNewestRound } from '../../views/why/explain-round';
import type { BoardReasons, ExplainedRound, RoundToExplain } from '../../views/why/reasons';
import type { WorkbookRead } from '../plan';
import { findSection, readWorkbook, type Section, type Workbook } from '../read';
import { keptApartPairs } from './why-writes';

/** A player as the panel lists them. */
export interface WhyPlayer {
  /** Start number in the section: what a why-not question names. */
  readonly no: number;
  readonly name: string;
  /** Points before the round, as the sheets write them (`2½`). */
  readonly points: string;
  /** The board they play on this round, `bye` for the pairing's bye, null without a game. */
  readonly board: number | 'bye' | null;
  /** Their card before the round, in words (the Dutch system's facts); '' for the other systems. */
  readonly facts: string;
}

/** A board as the panel shows it: the Why sheet's own reasons (words, the rule behind each sentence, the floats before). */
export type WhyBoard = BoardReasons;

/** The newest round of a section explained, as the panel shows it. */
export interface WhyAnswer {
  /** The section explained ('' without a Section column), and every section, to choose another. */
  readonly section: string;
  readonly sections: readonly string[];
  /** The round explained; 0 before round 1. */
  readonly round: number;
  readonly method: { readonly words: string; readonly basis: string };
  readonly notes: readonly string[];
  readonly boards: readonly WhyBoard[];
  readonly bye: { readonly player: number; readonly words: string; readonly basis: readonly string[] } | null;
  readonly notPaired: readonly { readonly player: number; readonly words: string }[];
  /** Every player of the section, alphabetical. */
  readonly players: readonly WhyPlayer[];
  readonly glossary: readonly string[];
}

/** "Why not these two?", answered. */
export interface WhyNotAnswer {
  readonly section: string;
  readonly round: number;
  readonly players: readonly [string, string];
  /** Whether the two could have been paired at all. */
  readonly possible: boolean;
  readonly words: string;
  readonly basis: string;
}

/** `explainRound({ section })`: the newest round of the section (the only one without sections). */
export function explainRoundAction(read: WorkbookRead, request: unknown): WhyAnswer {
  const asked = requestOf(request, 'explainRound', ['section']);
  const workbook = readWorkbook(read, { asked: asked.section === undefined ? {} : { section: asked.section } });
  const section = asked.section === undefined ? workbook.sections[0]! : findSection(workbook, asked.section);
  const state = section.event.state;
  const explained = explainedOf(workbook, section);
  const reasons = explained?.reasons() ?? null;
  const event = eventInProgress(state);
  const newest = state.rounds[state.rounds.length - 1];
  const boardOf = new Map<number, number | 'bye'>();
  for (const board of newest?.boards ?? []) boardOf.set(board.white, board.board).set(board.black, board.board);
  if (reasons?.bye !== null && reasons?.bye !== undefined) boardOf.set(reasons.bye.player, 'bye');
  const order = nameOrder(languageTag(read.spreadsheet.locale));
  const players = state.players
    .map((player): WhyPlayer => ({
      no: player.startNumber,
      name: player.entrant.name,
      points: formatPoints(pointsBeforeRound(event, player.startNumber)),
      board: boardOf.get(player.startNumber) ?? null,
      facts: reasons?.facts.get(player.startNumber) ?? '',
    }))
    .sort((a, b) => order(a.name, b.name) || a.no - b.no);
  return {
    section: section.name,
    sections: workbook.sections.map((candidate) => candidate.name),
    round: reasons?.round ?? 0,
    method: reasons?.method ?? { words: `Round ${state.roundsPlayed + 1} is not paired yet: its reasons appear here when it is.`, basis: '' },
    notes: reasons?.notes ?? [],
    boards: reasons?.boards ?? [],
    bye: reasons?.bye ?? null,
    notPaired: reasons?.notPaired ?? [],
    players,
    glossary: reasons?.glossary ?? [],
  };
}

/** `whyNot({ section, round, players: [a, b] })`: why two players of the newest round were not paired (start numbers, from explainRound). */
export function whyNotAction(read: WorkbookRead, request: unknown): WhyNotAnswer {
  const asked = requestOf(request, 'whyNot', ['section', 'round', 'players']);
  const workbook = readWorkbook(read, { asked: asked.section === undefined ? {} : { section: asked.section } });
  const section = asked.section === undefined ? workbook.sections[0]! : findSection(workbook, asked.section);
  const state = section.event.state;
  const [a, b] = playersOf(asked.players, state);
  const explained = explainedOf(workbook, section);
  if (explained === null) throw new InputError('there is no round to ask about yet: pair round 1 first.');
  if (asked.round !== explained.round) {
    throw new InputError(`round ${String(asked.round)} was asked about, but the newest round${section.name === '' ? '' : ` of ${section.name}`} is now round ${explained.round}. Choose the two players again.`);
  }
  const answer = explained.whyNot(a, b);
  const name = (n: number) => state.players[n - 1]!.entrant.name;
  return { section: section.name, round: explained.round, players: [name(a), name(b)], possible: answer.possible, words: answer.words, basis: answer.basis };
}

/** The section's newest round, ready to explain, with how the round came into the record and the pairs kept apart. */
function explainedOf(workbook: Workbook, section: Section): ExplainedRound | null {
  const state = section.event.state;
  const newest = state.rounds[state.rounds.length - 1];
  if (newest === undefined) return null;
  const recorded = sectionOf(workbook.previous, section.name).rounds.find((round) => round.round === newest.round);
  const sections = workbook.sections.map((candidate) => ({ section: candidate, after: candidate.event.state }));
  const input: RoundToExplain = {
    state,
    settings: section.settings,
    // A round in Pairings that the record does not hold yet was typed by hand.
    origin: recorded?.origin ?? 'typed',
    keptApart: keptApartPairs(workbook.read, sections, workbook.previous).of(state),
  };
  return explainNewestRound(input);
}

/** The request as an object of known options (anything can come from a page). */
function requestOf(value: unknown, fn: string, known: readonly string[]): { section?: string; round?: unknown; players?: unknown } {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new InputError(`the options of ${fn} must be an object, such as ${fn}({ section: "U10" }).`);
  const options = value as Record<string, unknown>;
  for (const key of Object.keys(options)) if (!known.includes(key)) throw new InputError(`"${key}" is not an option of ${fn} (its options: ${known.join(', ')}).`);
  const section = options.section;
  if (section !== undefined && (typeof section !== 'string' || section.trim() === '')) throw new InputError(`the section must be named as Players names it, such as "U10", not ${JSON.stringify(section)}.`);
  return { ...(section === undefined ? {} : { section: section as string }), round: options.round, players: options.players };
}

/** The two players asked about: two different start numbers of the section. */
function playersOf(value: unknown, state: EventState): [number, number] {
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= state.players.length;
  if (!Array.isArray(value) || value.length !== 2 || !ok(value[0]) || !ok(value[1])) {
    throw new InputError('why-not needs two players of the round, by their numbers, such as { players: [3, 8] }.');
  }
  if (value[0] === value[1]) throw new InputError('choose two different players.');
  return [value[0], value[1]];
}
