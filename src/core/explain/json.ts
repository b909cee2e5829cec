/**
 * The explanation as plain JSON, the format independent checks read:
 *
 *   { "round": R,
 *     "boards": [ { "board": k, "white": P, "black": P, "colourRule": "5.2.x", "words": "…" } ],
 *     "bye": null | { "player": N, "words": "…" },
 *     "whyNot": null | { "players": [A, B], "possible": true|false, "worse": "C…"|null, "words": "…" } }
 *
 * where each P is { "no": start number, "points": points before the round,
 * "preference": { "colour": "white"|"black"|null, "strength": "absolute"|"strong"|"mild"|"none" },
 * "floats": { "lastRound": "up"|"down"|null, "twoRoundsAgo": "up"|"down"|null } }.
 * Extra fields: each P's name and score group, each board's basis (the article
 * or criterion behind each sentence) and float, the bye's and why-not's basis,
 * the players not paired, whether the pairing is the Dutch one, the glossary.
 */
import type { Tenths } from '../model';
import type { RoundExplanation } from './dutch/explain-dutch';
import type { PlayerFacts } from './dutch/player-facts';
import type { QuickSwissStep } from './quick-swiss';
import type { RoundRobinExplanation } from './round-robin';
import type { WhyNot } from './dutch/why-not';

export interface JsonPlayer {
  readonly no: number;
  readonly name: string;
  readonly points: number;
  /** The score group: the pairing score (points plus virtual points of acceleration). */
  readonly scoreGroup: number;
  /** Null only when the input holds no colours at all (a typed quick-Swiss field). */
  readonly preference: { readonly colour: 'white' | 'black' | null; readonly strength: 'absolute' | 'strong' | 'mild' | 'none' } | null;
  /** Null only when the input holds no rounds at all (a typed quick-Swiss field). */
  readonly floats: { readonly lastRound: 'up' | 'down' | null; readonly twoRoundsAgo: 'up' | 'down' | null } | null;
}

/** Tenths as a JSON number of points: `25` → `2.5`. */
function points(tenths: Tenths): number {
  return tenths / 10;
}

export function jsonPlayer(facts: PlayerFacts): JsonPlayer {
  return {
    no: facts.no,
    name: facts.name,
    points: points(facts.points),
    scoreGroup: points(facts.pairingPoints),
    preference: { colour: facts.preference.colour, strength: facts.preference.strength },
    floats: { lastRound: facts.floats.lastRound, twoRoundsAgo: facts.floats.twoRoundsAgo },
  };
}

function jsonWhyNot(answer: WhyNot): object {
  return {
    players: answer.players,
    possible: answer.possible,
    worse: answer.worse,
    words: answer.words,
    reason: answer.reason,
    basis: answer.sentence.basis,
    ...(answer.group !== undefined ? { group: points(answer.group) } : {}),
    ...(answer.actual !== undefined ? { actual: answer.actual, forced: answer.forced } : {}),
    ...(answer.forcedPairing !== undefined ? { forcedPairing: answer.forcedPairing.boards.map((b) => [b.white, b.black]) } : {}),
  };
}

export function dutchJson(explanation: RoundExplanation, whyNot: WhyNot | null): object {
  const player = (n: number) => jsonPlayer(explanation.players.get(n)!);
  return {
    round: explanation.round,
    system: 'dutch',
    source: explanation.source,
    asDutch: explanation.asDutch,
    ...(explanation.dutchPairing !== undefined
      ? { dutchPairing: explanation.dutchPairing === null ? null : explanation.dutchPairing.boards.map((b) => [b.white, b.black]) }
      : {}),
    boards: explanation.boards.map((board) => ({
      board: board.board,
      white: player(board.white),
      black: player(board.black),
      colourRule: board.colours.rule,
      words: board.words,
      basis: board.sentences.map((s) => s.basis),
      ...(board.coloursReversed ? { coloursReversed: true } : {}),
      float:
        board.float === null
          ? null
          : {
              down: board.float.down,
              up: board.float.up,
              groups: board.float.groups,
              causes: board.float.causes,
              choice: board.float.choice?.kind ?? null,
              ...(board.float.choice?.instead !== undefined ? { instead: board.float.choice.instead } : {}),
              ...(board.float.choice?.kind === 'criterion' ? { criterion: board.float.choice.rule } : {}),
            },
    })),
    bye:
      explanation.bye === null
        ? null
        : {
            player: explanation.bye.player,
            words: explanation.bye.sentences.map((s) => s.words).join(' '),
            basis: explanation.bye.sentences.map((s) => s.basis),
            points: points(explanation.bye.points),
          },
    notPaired: explanation.notPaired.map((n) => ({ player: n.player, kind: n.kind })),
    whyNot: whyNot === null ? null : jsonWhyNot(whyNot),
    glossary: explanation.glossary,
  };
}

/** The quick Swiss: each row's step. `player(name)` gives the P of a player. */
export function quickSwissJson(round: number, steps: readonly QuickSwissStep[], player: (name: string) => JsonPlayer): object {
  return {
    round,
    system: 'quick',
    boards: steps
      .filter((s) => s.opponent !== null)
      .map((s, k) => ({ board: k + 1, white: player(s.chooser), black: player(s.opponent!), colourRule: null, words: s.words, basis: s.sentences.map((x) => x.basis), check: s.check })),
    bye: steps
      .filter((s) => s.opponent === null)
      .map((s) => ({ player: player(s.chooser).no, words: s.words }))[0] ?? null,
    whyNot: null,
  };
}

export function roundRobinJson(explanation: RoundRobinExplanation, player: (pairingNumber: number) => JsonPlayer): object {
  return {
    round: explanation.round,
    system: 'round-robin',
    tableSize: explanation.tableSize,
    tableRound: explanation.tableRound,
    secondCycle: explanation.secondCycle,
    row: explanation.row.map((g) => [g.white, g.black]),
    boards: explanation.boards.map((b) => ({ board: b.board, white: player(b.white), black: player(b.black), colourRule: null, words: b.words, basis: b.sentences.map((s) => s.basis) })),
    bye: explanation.rest === null ? null : { player: player(explanation.rest).no, words: explanation.restSentence!.words },
    whyNot: null,
  };
}
