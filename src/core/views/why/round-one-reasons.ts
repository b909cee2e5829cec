/**
 * Round 1 paired by a round-1 method (the rating split, fold, slide, adjacent,
 * random) explained: a sentence on the method, and for each board where its
 * two players are on the list and what the method does with those places.
 * The method is applied again, without the pairs kept apart, so a board the
 * Do not pair sheet changed says so instead of claiming the method's pair.
 */
import type { EventRound } from '../../event/event-state';
import { GLOSSARY } from '../../explain';
import { paragraph, sentence, type Sentence } from '../../explain/words';
import { byePoints, type Colour, type RoundPairing } from '../../model';
import type { RoundOneMethod } from '../../record/settings';
import { resolveInitialColour } from '../../record/settings';
import { pairFirstRound } from '../../systems/group-methods';
import type { BoardReasons, ByeReasons, ExplainedRound, RoundReasons, RoundToExplain } from './reasons';
import { notPairedWords, ordinal, points } from './why-words';

/** How each method pairs the list, for parents; and what the odd player out is. */
const METHODS: Record<RoundOneMethod, { words: string; pairs: string; out: string }> = {
  split: {
    words: 'the list is split in half, and the top half meets the bottom half in order (1st against the first of the bottom half, 2nd against the next, …)',
    pairs: 'the top half of the list meets the bottom half in order',
    out: 'with an odd number of players the last on the list sits out',
  },
  slide: {
    words: 'the list is split in half, and the top half meets the bottom half in order (1st against the first of the bottom half, 2nd against the next, …)',
    pairs: 'the top half of the list meets the bottom half in order',
    out: 'with an odd number of players the last on the list sits out',
  },
  fold: {
    words: 'the list is folded: the 1st meets the last, the 2nd the second to last, and so on',
    pairs: 'the list is folded, top against bottom',
    out: 'with an odd number of players the 1st on the list sits out, by custom',
  },
  adjacent: {
    words: 'neighbours on the list meet: the 1st against the 2nd, the 3rd against the 4th, and so on',
    pairs: 'neighbours on the list meet',
    out: 'with an odd number of players the last on the list sits out',
  },
  random: {
    words: 'the pairs are drawn by lot (from the event’s random seed, so the same draw comes out every time)',
    pairs: 'the two were drawn together by lot',
    out: 'the player left over in the draw sits out',
  },
};

function listWords(input: RoundToExplain): string {
  const numbered = input.state.players.length > 0 && input.state.players.every((player) => player.entrant.number !== undefined);
  return numbered ? 'the list of players in the order of the No. column' : 'the list of players by rating, highest first (equal ratings in the order entered, unrated players last)';
}

export function explainedRoundOne(input: RoundToExplain, round: EventRound): ExplainedRound {
  return {
    round: round.round,
    reasons: () => roundOneReasons(input, round),
    whyNot: (a, b) => {
      const name = (n: number) => input.state.players[n - 1]!.entrant.name;
      const together = round.boards.find((board) => (board.white === a && board.black === b) || (board.white === b && board.black === a));
      const method = METHODS[input.settings.round1Method];
      return {
        players: [a, b],
        possible: true,
        words:
          together !== undefined
            ? `${name(a)} and ${name(b)} are paired, on board ${together.board}.`
            : `Round 1 pairs by places on the list, not by choice: ${method.pairs}, and that put ${name(a)} and ${name(b)} on different boards.`,
        basis: `Round 1 by the ${input.settings.round1Method} method`,
      };
    },
  };
}

function roundOneReasons(input: RoundToExplain, round: EventRound): RoundReasons {
  const { state, settings } = input;
  const method = METHODS[settings.round1Method];
  const basis = `Round 1 by the ${settings.round1Method === 'split' ? 'rating split' : `${settings.round1Method} method`}; colours alternate down the boards (C.04.3 Art. 5.2.5 as a round 1 applies it)`;
  const field = [...round.boards.flatMap((board) => [board.white, board.black]), ...round.byes.filter((bye) => bye.kind === 'pairing-allocated').map((bye) => bye.player)].sort((a, b) => a - b);
  const place = new Map(field.map((startNumber, index) => [startNumber, index + 1]));
  const colour = resolveInitialColour(settings.initialColour, settings.seed);
  const expected = methodPairing(input, field, colour);
  const key = (white: number, black: number) => `${white}-${black}`;
  const made = new Set(expected.boards.map((board) => key(board.white, board.black)));
  const boards = round.boards.map((board): BoardReasons => {
    const sentences = boardSentences(input, board, place, made.has(key(board.white, board.black)), colour, basis);
    return { board: board.board, white: board.white, black: board.black, words: paragraph(sentences), basis: sentences.map((s) => s.basis) };
  });
  const kept = input.keptApart.length > 0 && boards.some((board) => !made.has(key(board.white, board.black)));
  return {
    round: round.round,
    making: 'round-one',
    method: sentence(`Round 1 is paired from ${listWords(input)}: ${method.words}. Colours alternate down the boards`, basis),
    notes: kept ? ['Some pairs were changed, as little as possible, so that a pair on the Do not pair sheet is kept apart.'] : [],
    boards,
    bye: byeReasons(input, round, place, basis),
    notPaired: notPairedWords(state, round),
    // The Dutch system's glossary: the words of the rounds to come (and the sheet keeps its layout from round 1 to round 2).
    glossary: GLOSSARY,
    facts: new Map(),
  };
}

/** The method's own pairing of the field, the pairs kept apart left out. */
function methodPairing(input: RoundToExplain, field: readonly number[], colour: Colour): RoundPairing {
  const { state, settings } = input;
  if (field.length < 2) return { round: 1, boards: [], byes: [] };
  return pairFirstRound(
    field.map((startNumber) => ({ startNumber, name: state.players[startNumber - 1]!.entrant.name, rating: 0, entryIndex: startNumber })),
    { method: settings.round1Method, initialColour: colour, seed: settings.seed, points: state.tournament.points, ranked: true },
  );
}

function boardSentences(
  input: RoundToExplain,
  board: EventRound['boards'][number],
  place: ReadonlyMap<number, number>,
  asMethod: boolean,
  colour: Colour,
  basis: string,
): Sentence[] {
  const name = (n: number) => input.state.players[n - 1]!.entrant.name;
  const [higher, lower] = place.get(board.white)! < place.get(board.black)! ? [board.white, board.black] : [board.black, board.white];
  const method = METHODS[input.settings.round1Method];
  const who = `${name(higher)} (${ordinal(place.get(higher)!)} on the list) plays ${name(lower)} (${ordinal(place.get(lower)!)})`;
  const first = asMethod ? sentence(`${who}: ${method.pairs}`, basis) : sentence(`${who}: the pairs were changed here so that a pair on the Do not pair sheet is kept apart`, 'Do not pair: the method’s pairing changed as little as it takes');
  const usual = (board.board % 2 === 1) === (colour === 'white') ? 'higher' : 'lower';
  const second = sentence(
    `${name(board.white)} has White: colours alternate down the boards, and on ${board.board % 2 === 1 ? 'odd' : 'even'}-numbered boards the ${usual}-placed player has White`,
    'C.04.3 Art. 5.2.5 (round 1: the colour drawn for board 1, alternating down the boards)',
  );
  return [first, second];
}

function byeReasons(input: RoundToExplain, round: EventRound, place: ReadonlyMap<number, number>, basis: string): ByeReasons | null {
  const bye = round.byes.find((entry) => entry.kind === 'pairing-allocated');
  if (bye === undefined) return null;
  const name = input.state.players[bye.player - 1]!.entrant.name;
  const worth = points(byePoints('pairing-allocated', input.state.tournament.points));
  const words = `${name} (${ordinal(place.get(bye.player)!)} on the list) has the bye, worth ${worth}: ${METHODS[input.settings.round1Method].out}.`;
  return { player: bye.player, words, basis: [basis] };
}
