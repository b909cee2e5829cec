/**
 * `sheetmate explain FILE [--round R] [--players A,B] [--system S] [--format text|json]`:
 * why each board of a round is paired as it is, in words, with the FIDE article
 * or criterion behind each sentence; with --players, why those two were not
 * paired (the round re-paired with them forced to meet).
 *
 * Which round: a TRF's rounds are those it holds (a round paired but not yet
 * played counts). `--round R` of one of them explains it as paired in the file:
 * the facts are those before round R, the reasons are those of the pairing that
 * is there, and the output says when the Dutch rules would have paired it
 * otherwise. `--round` one past the last explains the next round, paired now.
 * Without --round: the file's last round (round 1, paired now, when it has none).
 */
import { nameKey } from '../core/ids';
import type { QuickSwissPlayer } from '../core/systems/quick-swiss';
import { parseQuickSwissText } from '../core/systems/quick-swiss-text';
import { roundRobinRoundCount } from '../core/systems/round-robin';
import {
  dutchJson,
  dutchRound,
  dutchText,
  explainDutchRound,
  explainQuickSwiss,
  explainRoundRobin,
  jsonPlayer,
  playerFacts,
  quickSwissJson,
  quickSwissText,
  roundRobinJson,
  roundRobinText,
  whyNot,
  type JsonPlayer,
} from '../core/explain';
import { tournamentBeforeRound } from '../core/dutch';
import { InputError } from '../core/errors';
import { scoreOf, type Tournament } from '../core/model';
import { readTrf } from '../core/trf';
import { checkOptions, type ParsedArgs } from './args';
import { readInputFile, type CliIo, type CliOutput } from './io';

const SYSTEMS = ['dutch', 'quick', 'round-robin', 'double-round-robin'] as const;

export function explainCommand(args: ParsedArgs, io: CliIo): CliOutput {
  checkOptions(args, { round: 'round', players: 'text', system: SYSTEMS, format: ['text', 'json'] });
  const input = readInputFile(args, io);
  const json = args.options.format === 'json';
  const out = (text: string): CliOutput => ({ stdout: text, stderr: '', exitCode: 0 });
  if (input.kind === 'txt') {
    const system = args.options.system ?? 'quick';
    if (system !== 'quick') throw new InputError(`Name | score | opponents lines are explained with --system quick, not ${system}.`);
    if (args.options.players !== undefined) throw new InputError('--players (why not) is computed for the FIDE Dutch system: give a TRF.');
    const field = parseQuickSwissText(input.text, input.path);
    const round = args.options.round === undefined ? 1 : Number(args.options.round);
    const { steps } = explainQuickSwiss(field.players, { history: 'own-list' });
    const byName = new Map(field.players.map((p, k) => [nameKey(p.name), k + 1]));
    const player = (name: string): JsonPlayer => typedPlayer(field.players, byName, name);
    return out(json ? JSON.stringify(quickSwissJson(round, steps, player), null, 2) + '\n' : quickSwissText(round, steps));
  }
  if (input.kind !== 'trf') throw new InputError(`explain reads a FIDE TRF (for the Dutch system, the quick Swiss or a round robin) or a quick-Swiss .txt; ${input.path} is neither.`);
  const file = readTrf(input.text, input.path);
  const tournament = file.tournament;
  const system = args.options.system ?? 'dutch';
  const last = file.roundsPlayed;
  const round = args.options.round === undefined ? Math.max(1, last) : Number(args.options.round);
  if (system === 'round-robin' || system === 'double-round-robin') {
    if (args.options.players !== undefined) throw new InputError('--players (why not) is computed for the FIDE Dutch system.');
    const double = system === 'double-round-robin';
    const total = roundRobinRoundCount(tournament.players.length, { double });
    if (round > total) throw new InputError(`a ${system} of ${tournament.players.length} players has rounds 1 to ${total}; --round ${round} is not one of them.`);
    const order = tournament.players.map((p) => p.startNumber);
    const facts = playerFacts(tournamentBeforeRound(tournament, round), round);
    const nameOf = (k: number) => tournament.players[k - 1]!.name;
    const explanation = explainRoundRobin(order.length, round, { double }, nameOf);
    return out(json ? JSON.stringify(roundRobinJson(explanation, (k) => jsonPlayer(facts.get(order[k - 1]!)!)), null, 2) + '\n' : roundRobinText(explanation, nameOf));
  }
  if (round > last + 1) {
    throw new InputError(`${input.path} holds ${last} round${last === 1 ? '' : 's'}, so round ${last + 1} is the next; --round ${round} cannot be explained yet.`);
  }
  if (system === 'quick') {
    if (args.options.players !== undefined) throw new InputError('--players (why not) is computed for the FIDE Dutch system.');
    const before = tournamentBeforeRound(tournament, round);
    const facts = playerFacts(before, round);
    const byNumber = new Map(tournament.players.map((p) => [p.startNumber, p]));
    const players: QuickSwissPlayer[] = before.players
      .filter((p) => !p.withdrawn)
      .map((p) => ({
        name: p.name,
        score: scoreOf(p, tournament.points, round - 1),
        opponents: p.rounds.slice(0, round - 1).flatMap((e) => (e.opponent === null ? [] : [byNumber.get(e.opponent)?.name ?? `#${e.opponent}`])),
      }));
    const { steps } = explainQuickSwiss(players);
    const byName = new Map(tournament.players.map((p) => [nameKey(p.name), p.startNumber]));
    const player = (name: string) => jsonPlayer(facts.get(byName.get(nameKey(name))!)!);
    return out(json ? JSON.stringify(quickSwissJson(round, steps, player), null, 2) + '\n' : quickSwissText(round, steps));
  }
  const prepared = dutchRound(tournament, round);
  const explanation = explainDutchRound(prepared);
  const asked = args.options.players === undefined ? null : pairAsked(args.options.players, tournament);
  const answer = asked === null ? null : whyNot(prepared, asked[0], asked[1]);
  if (json) return out(JSON.stringify(dutchJson(explanation, answer), null, 2) + '\n');
  const source = prepared.source === 'recorded' ? `as paired in ${input.path}` : `paired now from ${input.path} (the round after the last in the file)`;
  return out(dutchText(explanation, answer, source));
}

/** `--players A,B`: two start numbers or names (as the file spells them, case and spacing aside). */
function pairAsked(value: string, tournament: Tournament): [number, number] {
  const parts = value.split(',').map((s) => s.trim());
  if (parts.length !== 2 || parts.some((s) => s === '')) throw new InputError(`--players takes two players, A,B (start numbers or names), not "${value}".`);
  const find = (text: string): number => {
    if (/^\d+$/.test(text)) {
      const n = Number(text);
      if (!tournament.players.some((p) => p.startNumber === n)) throw new InputError(`--players: no player has start number ${n}.`);
      return n;
    }
    const matches = tournament.players.filter((p) => nameKey(p.name) === nameKey(text));
    if (matches.length !== 1) throw new InputError(`--players: ${matches.length === 0 ? 'no player is called' : 'more than one player is called'} "${text}"; give a start number.`);
    return matches[0]!.startNumber;
  };
  const [a, b] = [find(parts[0]!), find(parts[1]!)];
  if (a === b) throw new InputError(`--players names the same player twice (${a}).`);
  return [a, b];
}

/** A typed quick-Swiss player as JSON: the line number as their number, no colour history. */
function typedPlayer(players: readonly QuickSwissPlayer[], byName: ReadonlyMap<string, number>, name: string): JsonPlayer {
  const no = byName.get(nameKey(name))!;
  const p = players[no - 1]!;
  return { no, name: p.name, points: p.score / 10, scoreGroup: p.score / 10, preference: null, floats: null };
}
