/**
 * The rows Sheetmate writes in a team event's Pairings: each match's row
 * (the team named first under White, the other under Black, each team's
 * score before the round under Pts, the match score under Result), then a row
 * a board (the players under White and Black as the board's colours give
 * them), then the teams without a match. The match score is the boards' game
 * points so far ("2½-1½"); a match not played shows its forfeit (`+/-`).
 */
import type { PlayerId } from '../../ids';
import { formatPoints, type Tenths } from '../../model';
import { matchOutcome, teamHistories, type EventMatch, type TeamEvent } from '../../team-swiss';
import type { TeamPairingsField } from '../../workbook/layout';
import { notationOf, teamByeLabel } from '../../workbook/results';
import type { SheetRound } from '../../workbook/team/team-reconcile';
import { coreRound } from '../../workbook/team/read-team-event';

export interface TeamPairingsRow {
  readonly round: number;
  readonly match: number | '';
  readonly board: number | '';
  readonly white: string;
  readonly whitePoints: Tenths | null;
  readonly result: string;
  readonly blackPoints: Tenths | null;
  readonly black: string;
}

export interface RowNames {
  readonly team: (number: number) => string;
  readonly player: (id: PlayerId) => string;
}

/** The match row's Result: the forfeit of a match not played, else the game points so far ('' before the first board's result). */
export function matchScoreText(match: EventMatch, settings: TeamEvent['settings']): string {
  if (match.forfeit !== undefined) {
    const codes = match.forfeit === 'home' ? { white: '+', black: '-' } : match.forfeit === 'away' ? { white: '-', black: '+' } : { white: '-', black: '-' };
    return notationOf(codes as { white: '+' | '-'; black: '+' | '-' }) ?? '';
  }
  if (match.boards.every((board) => board.homeResult === ' ')) return '';
  const outcome = matchOutcome(match, settings);
  return `${formatPoints(outcome.homeGamePoints)}-${formatPoints(outcome.awayGamePoints)}`;
}

/**
 * A round's rows: its matches (numbered in their order), their boards, then
 * the teams without a match. `event` holds the rounds before it (the points
 * before the round are its primary score); board results as `round` holds them.
 */
export function teamRoundRows(round: SheetRound, event: TeamEvent, names: RowNames): TeamPairingsRow[] {
  const histories = teamHistories(event);
  const key = event.settings.primaryScore === 'match' ? 'matchPoints' : 'gamePoints';
  const before = (team: number) => (histories.get(team) ?? []).slice(0, round.round - 1).reduce((sum, record) => sum + record[key], 0);
  const core = coreRound(round);
  const rows: TeamPairingsRow[] = [];
  round.matches.forEach((match, index) => {
    const number = index + 1;
    rows.push({ round: round.round, match: number, board: '', white: names.team(match.home), whitePoints: before(match.home), result: matchScoreText(core.matches[index]!, event.settings), blackPoints: before(match.away), black: names.team(match.away) });
    for (const board of match.boards) {
      const [white, black] = board.homeColour === 'white' ? [board.home, board.away] : [board.away, board.home];
      rows.push({
        round: round.round,
        match: number,
        board: board.board,
        white: white === null ? '' : names.player(white),
        whitePoints: null,
        result: board.result === null ? '' : (notationOf(board.result) ?? ''),
        blackPoints: null,
        black: black === null ? '' : names.player(black),
      });
    }
  });
  for (const bye of round.byes) {
    rows.push({ round: round.round, match: '', board: '', white: names.team(bye.team), whitePoints: before(bye.team), result: '', blackPoints: null, black: teamByeLabel(bye.kind) });
  }
  return rows;
}

/** Every round's rows, newest first (the repair writes Pairings anew). */
export function allTeamRoundRows(rounds: readonly SheetRound[], event: TeamEvent, names: RowNames): TeamPairingsRow[] {
  return [...rounds].reverse().flatMap((round) => teamRoundRows(round, event, names));
}

/** Rows as cell values in the sheet's column order (other columns blank). */
export function teamRowValues(rows: readonly TeamPairingsRow[], columns: Readonly<Record<TeamPairingsField, number>>, width: number): (string | number)[][] {
  return rows.map((row) => {
    const values: (string | number)[] = Array.from({ length: width }, () => '');
    const put = (field: TeamPairingsField, value: string | number) => {
      if (columns[field] >= 0) values[columns[field]] = value;
    };
    put('round', row.round);
    put('match', row.match);
    put('board', row.board);
    put('white', row.white);
    put('whitePoints', row.whitePoints === null ? '' : row.whitePoints / 10);
    put('result', row.result);
    put('blackPoints', row.blackPoints === null ? '' : row.blackPoints / 10);
    put('black', row.black);
    return values;
  });
}
