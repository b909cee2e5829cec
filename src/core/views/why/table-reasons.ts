/**
 * The systems without choices to weigh, explained for the Why view: the quick
 * Swiss (the greedy step that chose each opponent, replayed from the standings
 * before the round) and the round robins (the row of the FIDE Berger table).
 * Each is checked against the round as it stands, so a round typed by hand, or
 * paired before the system was changed, says how far it is from the system's.
 */
import { pointsOf, type EventRound } from '../../event/event-state';
import { explainQuickSwiss, explainRoundRobin, type QuickSwissStep, type Sentence } from '../../explain';
import { byePoints, type RoundPairing } from '../../model';
import type { QuickSwissPlayer } from '../../systems/quick-swiss';
import { roundRobinRound, roundRobinRoundCount } from '../../systems/round-robin';
import type { BoardReasons, ByeReasons, ExplainedRound, RoundMaking, RoundReasons, RoundToExplain, WhyNotReasons } from './reasons';
import { compared, notPairedWords } from './why-words';

const QUICK_METHOD = {
  words:
    'Paired by the quick Swiss: players are listed by points (equal points alphabetically), and from the top each meets the highest-placed player left whom they have not played. The higher-placed of the two has White.',
  basis: "Quick Swiss (Sheetmate's score-order pairing, not a FIDE system): no colour balancing, no floats",
};

const ROUND_ROBIN_METHOD = {
  words: 'A round robin: everyone meets everyone (twice in a double round robin), in the order of the FIDE Berger tables, where each player’s number fixes their games and colours.',
  basis: 'FIDE C.05 Annex 1 (Berger tables)',
};

/** Who is in the round's pairing: the boards and the pairing's bye. */
function fieldOf(round: EventRound): number[] {
  return [...round.boards.flatMap((board) => [board.white, board.black]), ...round.byes.filter((bye) => bye.kind === 'pairing-allocated').map((bye) => bye.player)].sort((a, b) => a - b);
}

/** The round's boards given their words: the system's own where it made the same game, else the note's. */
function boardsOf(round: EventRound, words: ReadonlyMap<string, { readonly words: string; readonly basis: readonly string[] }>, otherwise: string): BoardReasons[] {
  return round.boards.map((board) => {
    const found = words.get(`${board.white}-${board.black}`);
    return { board: board.board, white: board.white, black: board.black, words: found?.words ?? otherwise, basis: found?.basis ?? [] };
  });
}

/** The note on a round that is not the system's own (typed by hand, imported, or paired before the settings changed). */
function notesOf(input: RoundToExplain, round: EventRound, own: RoundPairing, system: string): string[] {
  const { same, words } = compared(round, own, system);
  if (input.origin !== 'paired') return [words];
  return same ? [] : [`${system.charAt(0).toUpperCase() + system.slice(1)}, as the settings stand now, pairs this round otherwise. ${words}`];
}

export function explainedQuickSwiss(input: RoundToExplain, round: EventRound): ExplainedRound {
  let steps: QuickSwissStep[] | undefined;
  const ready = () => (steps ??= quickSwissSteps(input, round));
  return { round: round.round, reasons: () => quickReasons(input, round, ready()), whyNot: (a, b) => quickWhyNot(input, round, ready(), a, b) };
}

function quickSwissSteps(input: RoundToExplain, round: EventRound): QuickSwissStep[] {
  const { state } = input;
  const before = state.withRounds(state.rounds.slice(0, -1));
  const name = (n: number) => state.players[n - 1]!.entrant.name;
  const players: QuickSwissPlayer[] = fieldOf(round).map((n) => {
    const paper = before.carriedRounds > 0 ? [] : (before.players[n - 1]!.paper?.opponents ?? []).flatMap((opponent) => (opponent === null ? [] : [opponent]));
    const played = before.tournament.players[n - 1]!.rounds.flatMap((entry) => (entry.opponent === null ? [] : [entry.opponent]));
    return { name: name(n), score: pointsOf(before, n), opponents: [...paper, ...played].map(name) };
  });
  return explainQuickSwiss(players, { keptApart: input.keptApart.map(([a, b]) => [name(a), name(b)] as const) }).steps;
}

function quickReasons(input: RoundToExplain, round: EventRound, steps: readonly QuickSwissStep[]): RoundReasons {
  const number = new Map(input.state.players.map((player) => [player.entrant.name, player.startNumber]));
  const games = steps.filter((step) => step.opponent !== null);
  const byeStep = steps.find((step) => step.opponent === null);
  return systemReasons(input, round, {
    making: 'quick',
    method: QUICK_METHOD,
    system: 'the quick Swiss',
    games: games.map((step, index) => ({ board: index + 1, white: number.get(step.chooser)!, black: number.get(step.opponent!)!, words: step.words, basis: step.sentences.map((s) => s.basis) })),
    bye: byeStep === undefined ? null : { player: number.get(byeStep.chooser)!, words: byeStep.words, basis: byeStep.sentences.map((s) => s.basis) },
  });
}

/** What a system without choices to weigh made of the round: its games with their words, its bye. */
interface SystemRound {
  readonly making: RoundMaking;
  readonly method: Sentence;
  /** The system in words, for the notes: "the quick Swiss". */
  readonly system: string;
  readonly games: readonly BoardReasons[];
  readonly bye: ByeReasons | null;
}

/** The round's reasons from what the system made of it, set against the round as it stands. */
function systemReasons(input: RoundToExplain, round: EventRound, made: SystemRound): RoundReasons {
  const own: RoundPairing = {
    round: round.round,
    boards: made.games.map((game) => ({ board: game.board, white: game.white, black: game.black })),
    byes: made.bye === null ? [] : [{ player: made.bye.player, kind: 'pairing-allocated', points: byePoints('pairing-allocated', input.state.tournament.points) }],
  };
  const words = new Map(made.games.map((game) => [`${game.white}-${game.black}`, game]));
  const pab = round.byes.find((bye) => bye.kind === 'pairing-allocated');
  return {
    round: round.round,
    making: input.origin === 'paired' ? made.making : input.origin,
    method: made.method,
    notes: notesOf(input, round, own, made.system),
    boards: boardsOf(round, words, `Not ${made.system}’s own pair: see the note above.`),
    bye: pab === undefined ? null : made.bye?.player === pab.player ? made.bye : { player: pab.player, words: `${input.state.players[pab.player - 1]!.entrant.name} has the bye.`, basis: [] },
    notPaired: notPairedWords(input.state, round),
    glossary: [],
    facts: new Map(),
  };
}

function quickWhyNot(input: RoundToExplain, round: EventRound, steps: readonly QuickSwissStep[], a: number, b: number): WhyNotReasons {
  const name = (n: number) => input.state.players[n - 1]!.entrant.name;
  const basis = QUICK_METHOD.basis;
  const together = round.boards.find((board) => (board.white === a && board.black === b) || (board.white === b && board.black === a));
  if (together !== undefined) return { players: [a, b], possible: true, words: `${name(a)} and ${name(b)} are paired, on board ${together.board}.`, basis };
  const met = input.state.tournament.players[a - 1]!.rounds.slice(0, round.round - 1).some((entry) => entry.opponent === b);
  if (met) return { players: [a, b], possible: false, words: `${name(a)} and ${name(b)} have already played each other: the quick Swiss pairs a rematch only when nothing else is left.`, basis };
  const step = steps.find((s) => [s.chooser, s.opponent].some((n) => n === name(a) || n === name(b)));
  if (step === undefined) return { players: [a, b], possible: false, words: `${name(a)} and ${name(b)} are not both in this round's pairing.`, basis };
  return { players: [a, b], possible: true, words: `${name(a)} and ${name(b)} were not paired because the greedy order reached one of them first: ${step.words}`, basis };
}

export function explainedRoundRobin(input: RoundToExplain, round: EventRound): ExplainedRound {
  const double = input.settings.system === 'double-round-robin';
  const size = input.state.players.length;
  const name = (n: number) => input.state.players[n - 1]!.entrant.name;
  return {
    round: round.round,
    reasons: () => robinReasons(input, round, double),
    whyNot: (a, b): WhyNotReasons => {
      const total = roundRobinRoundCount(size, { double });
      const rounds = Array.from({ length: total }, (_, r) => r + 1).filter((r) =>
        roundRobinRound(size, r, { double }).games.some((game) => (game.white === a && game.black === b) || (game.white === b && game.black === a)),
      );
      const when = rounds.map((r) => `round ${r}`).join(' and ');
      return {
        players: [a, b],
        possible: false,
        words: `In a round robin everyone meets everyone: ${name(a)} and ${name(b)} meet in ${when === '' ? 'no round of this table' : when}, as the Berger table fixes it.`,
        basis: ROUND_ROBIN_METHOD.basis,
      };
    },
  };
}

function robinReasons(input: RoundToExplain, round: EventRound, double: boolean): RoundReasons {
  const { state } = input;
  const explanation = explainRoundRobin(state.players.length, round.round, { double }, (n) => state.players[n - 1]!.entrant.name);
  const rest = explanation.restSentence;
  return systemReasons(input, round, {
    making: 'round-robin',
    method: ROUND_ROBIN_METHOD,
    system: 'the Berger table',
    games: explanation.boards.map((board) => ({ board: board.board, white: board.white, black: board.black, words: board.words, basis: board.sentences.map((s) => s.basis) })),
    bye: explanation.rest === null || rest === null ? null : { player: explanation.rest, words: rest.words, basis: [rest.basis] },
  });
}
