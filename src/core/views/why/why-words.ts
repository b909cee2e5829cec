/**
 * Words the Why view shares between systems: places on a list ("3rd"), a
 * round without a game, a player's card before the round, how far a round
 * typed by hand is from what the rules would have paired.
 */
import type { EventRound, EventState } from '../../event/event-state';
import type { PlayerFacts } from '../../explain';
import { byePoints, formatPoints, isPlayedGame, type RoundPairing, type Tournament } from '../../model';

/** `1st`, `2nd`, `3rd`, `11th`, `22nd`. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** Points as read aloud: `1 point`, `½ point`, `2½ points`. */
export function points(tenths: number): string {
  return `${formatPoints(tenths)} point${tenths === 10 || tenths === 5 ? '' : 's'}`;
}

/** The players of the newest round without a game who did not get the pairing's bye, each with why, in words. */
export function notPairedWords(state: EventState, round: EventRound): { player: number; words: string }[] {
  const scoring = state.tournament.points;
  return round.byes.flatMap((bye) => {
    const player = state.players[bye.player - 1]!;
    const name = player.entrant.name;
    switch (bye.kind) {
      case 'pairing-allocated':
        return [];
      case 'half-point':
        return [{ player: bye.player, words: `${name} asked for a bye this round (${points(byePoints('half-point', scoring))}), so is not paired.` }];
      case 'full-point':
        return [{ player: bye.player, words: `${name} has a full-point bye this round (${points(byePoints('full-point', scoring))}), so is not paired.` }];
      case 'zero-point':
        return [{ player: bye.player, words: player.entrant.status === 'withdrawn' ? `${name} has withdrawn from the event.` : `${name} is absent this round, so is not paired.` }];
    }
  });
}

/** A colour as a letter, for a short history: `W B W`. */
function letter(colour: 'white' | 'black'): string {
  return colour === 'white' ? 'W' : 'B';
}

/**
 * A player's card before the round, in words: "2 points before the round;
 * colours so far W B W; due Black (a strong preference); floated down last
 * round."
 */
export function factsInWords(facts: PlayerFacts): string {
  const parts = [`${points(facts.points)} before the round${facts.pairingPoints !== facts.points ? ` (paired as ${formatPoints(facts.pairingPoints)}, with the points an accelerated round adds)` : ''}`];
  parts.push(facts.colours.length === 0 ? 'no game played yet' : `colours so far ${facts.colours.map(letter).join(' ')}`);
  const { colour, strength } = facts.preference;
  if (colour !== null && strength !== 'none') {
    parts.push(`due ${colour === 'white' ? 'White' : 'Black'} (${strength === 'absolute' ? 'a must' : `a ${strength} preference`})`);
  }
  const floats = [
    ...(facts.floats.lastRound === null ? [] : [`floated ${facts.floats.lastRound} last round`]),
    ...(facts.floats.twoRoundsAgo === null ? [] : [`floated ${facts.floats.twoRoundsAgo} the round before`]),
  ];
  if (floats.length > 0) parts.push(floats.join(', '));
  if (!facts.byeEligible) parts.push('has had a bye (or a win without playing) already');
  return `${parts.join('; ')}.`;
}

/**
 * A round typed by hand, or paired otherwise, set against what a system
 * gives: "The Dutch rules would have paired it the same way." / "… the same
 * games, with the colours the other way round on 1 board." / "… 7 of its 9
 * boards the same way." `same` when nothing differs.
 */
export function compared(round: EventRound, other: RoundPairing, system: string): { same: boolean; words: string } {
  const game = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const colours = new Map(other.boards.map((board) => [game(board.white, board.black), board.white]));
  const games = round.boards.filter((board) => colours.has(game(board.white, board.black)));
  const reversed = games.filter((board) => colours.get(game(board.white, board.black)) !== board.white).length;
  const all = round.boards.length;
  const byeOf = (byes: readonly { player: number; kind: string }[]) => byes.find((bye) => bye.kind === 'pairing-allocated')?.player;
  const Who = system.charAt(0).toUpperCase() + system.slice(1);
  if (games.length === all && other.boards.length === all && byeOf(round.byes) === byeOf(other.byes)) {
    if (reversed === 0) return { same: true, words: `${Who} would have paired it the same way.` };
    return { same: false, words: `${Who} would have paired the same games, with the colours the other way round on ${reversed} board${reversed === 1 ? '' : 's'}.` };
  }
  const same = games.length - reversed;
  return { same: false, words: `${Who} would have paired ${same === 0 ? 'none' : same} of its ${all} board${all === 1 ? '' : 's'} the same way.` };
}

/**
 * Who of a board's players floated in the two rounds before, and which way
 * (C.04.3 Art. 1.4: the bye, or other points without a game, count as floating down): "Floats
 * before: Jonas Lindqvist down in round 3; Priya Raghavan up in round 2, down
 * in round 3." '' when neither did.
 */
export function floatsBefore(players: readonly PlayerFacts[], tournament: Tournament, round: number): string {
  const said = players.flatMap((facts) => {
    const rounds = [
      { round: round - 2, direction: facts.floats.twoRoundsAgo },
      { round: round - 1, direction: facts.floats.lastRound },
    ].filter((entry): entry is { round: number; direction: 'up' | 'down' } => entry.direction !== null);
    if (rounds.length === 0) return [];
    // A round without a game floats down only by its points: said where it happens.
    const note = (entry: { round: number }, where = '') => {
      const played = tournament.players[facts.no - 1]?.rounds[entry.round - 1];
      if (played === undefined || isPlayedGame(played)) return '';
      return played.result === 'U' ? `the bye${where} counts as floating down` : `points without a game${where} count as floating down`;
    };
    if (rounds.length === 2 && rounds[0]!.direction === rounds[1]!.direction) {
      const notes = rounds.flatMap((entry) => (note(entry) === '' ? [] : [note(entry, ` in round ${entry.round}`)]));
      return [`${facts.name} ${rounds[0]!.direction} in rounds ${rounds[0]!.round} and ${rounds[1]!.round}${notes.length === 0 ? '' : ` (${notes.join(', ')})`}`];
    }
    return [`${facts.name} ${rounds.map((entry) => `${entry.direction} in round ${entry.round}${note(entry) === '' ? '' : ` (${note(entry)})`}`).join(', ')}`];
  });
  return said.length === 0 ? '' : `Floats before: ${said.join('; ')}.`;
}
