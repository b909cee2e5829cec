/**
 * `sheetmate pair FILE.trf`: the next round (or `--round N`) of a Tournament
 * Report File, by the Dutch system, the quick Swiss or a round robin. It
 * refuses what the sheet refuses: a round past the event's total (`XXR` /
 * `142`), and the next round while the last one still lacks results.
 */
import { InputError } from '../core/errors';
import { scoreOf, type Player, type Tournament } from '../core/model';
import type { Settings } from '../core/record/settings';
import { pairTournamentRound } from '../core/systems/dutch';
import { pairQuickSwiss, quickSwissRoundPairing } from '../core/systems/quick-swiss';
import { readTrf, type TrfFile } from '../core/trf';
import { quickSwissChecks, type Printable } from './pair-output';
import { roundRobinRound } from './round-robin';
import type { PairingSystemName } from './systems';

/** Games named in a refusal before the rest are counted. */
const GAMES_NAMED = 8;

export interface TrfPairingOptions {
  readonly system: PairingSystemName;
  /** `--round N`; the next round when absent. */
  readonly round?: number;
  readonly settings: Settings;
}

export function pairTrf(text: string, path: string, options: TrfPairingOptions): Printable {
  const { system, settings } = options;
  const file = readTrf(text, path);
  const tournament = file.tournament;
  // Start numbers may have gaps (players 1-6 and 20): look players up by number, never by position.
  const byNumber = new Map(tournament.players.map((player) => [player.startNumber, player]));
  const names = (n: number) => byNumber.get(n)?.name ?? `#${n}`;
  const round = options.round ?? file.roundsPlayed + 1;
  refuseRoundPastTheEvent(file, path, round, options.round !== undefined);
  const scores = (n: number) => {
    const player = byNumber.get(n);
    return player === undefined ? 0 : scoreOf(player, tournament.points, round - 1) / 10;
  };
  if (system === 'round-robin' || system === 'double-round-robin') return roundRobinRound(tournament, round, settings);
  if (round > file.roundsPlayed + 1) {
    throw new InputError(
      `${path} has ${file.roundsPlayed} round${file.roundsPlayed === 1 ? '' : 's'} played, so round ${file.roundsPlayed + 1} is the next to pair; --round ${round} cannot be paired yet.`,
    );
  }
  if (round === file.roundsPlayed + 1) refuseUnfinishedRound(tournament, path, file.roundsPlayed, names);
  if (system === 'quick') {
    const rows = pairQuickSwiss(
      tournament.players
        .filter((player) => !player.withdrawn)
        .map((player) => ({
          name: player.name,
          score: scoreOf(player, tournament.points, round - 1),
          opponents: player.rounds.slice(0, round - 1).flatMap((entry) => (entry.opponent === null ? [] : [names(entry.opponent)])),
        })),
    );
    const startNumbers = new Map(tournament.players.map((player) => [player.name, player.startNumber]));
    const pairing = quickSwissRoundPairing(rows, { round, startNumbers, points: tournament.points });
    return { pairing, names, scores, quickRows: rows, checks: quickSwissChecks(pairing, rows, names) };
  }
  if (system !== 'dutch') throw new InputError(`--system ${system} pairs round 1 from a Players CSV; a TRF is paired with dutch (or swiss), quick or round-robin.`);
  return { pairing: pairTournamentRound(tournament, round), names, scores };
}

/** The sheet's "the event is finished": no round past the total the file gives. */
export function refuseRoundPastTheEvent(file: TrfFile, path: string, round: number, asked: boolean): void {
  const total = file.tournament.totalRounds;
  if (total === undefined || round <= total) return;
  const line = file.header.roundsTag === 'trf2026' ? `142 ${total}` : `XXR ${total}`;
  if (asked) {
    throw new InputError(`${path} is an event of ${total} round${total === 1 ? '' : 's'} (${line}); --round ${round} is not one of them.`);
  }
  throw new InputError(
    `${path} is finished: all ${total} rounds of the event (${line}) are paired, so there is no round ${round} to pair. ` +
      `To add a round, raise the number on the ${line.split(' ')[0]} line.`,
  );
}

/** The sheet's "round N is not finished": the next round waits for every result of the last. */
function refuseUnfinishedRound(tournament: Tournament, path: string, last: number, names: (n: number) => string): void {
  if (last < 1) return;
  const waiting: [Player, number][] = [];
  for (const player of tournament.players) {
    const entry = player.rounds[last - 1];
    if (entry === undefined || entry.opponent === null || entry.result !== ' ') continue;
    // Each game once: from White's side, or from the lower number when the colours are not given.
    if (entry.colour === 'black' || (entry.colour === null && player.startNumber > entry.opponent)) continue;
    waiting.push([player, entry.opponent]);
  }
  if (waiting.length === 0) return;
  const games = waiting.slice(0, GAMES_NAMED).map(([player, opponent]) => `${player.startNumber}–${opponent} (${player.name} – ${names(opponent)})`);
  const more = waiting.length > GAMES_NAMED ? ` and ${waiting.length - GAMES_NAMED} more` : '';
  throw new InputError(
    `${path}: round ${last} is not finished: no result for ${games.join(', ')}${more}. ` +
      `Give each game of round ${last} its result, then pair round ${last + 1}.`,
  );
}
