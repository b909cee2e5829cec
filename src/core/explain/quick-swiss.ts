/**
 * The quick Swiss explained: the greedy step that chose each opponent. Players
 * are in standings order (score, then name); the top unpaired player meets the
 * highest-placed unpaired player they have not met (and may meet), or, when
 * they have met everyone left, the highest-placed of them again. The steps are
 * read off the rows the quick Swiss made, replayed in that order, so they say
 * exactly what the pairing did: who chose, who was passed over and why.
 */
import { formatPoints, type Tenths } from '../model';
import { metByName, pairQuickSwiss, standingsOrder, type QuickSwissCheck, type QuickSwissPairOptions, type QuickSwissPlayer, type QuickSwissRow } from '../systems/quick-swiss';
import { nameKey } from '../ids';
import { listInWords, paragraph, sentence, type Sentence } from './words';

export interface QuickSwissStep {
  /** The row of the table this step made (its index). */
  readonly row: number;
  /** The player who chose: the highest-placed still unpaired. */
  readonly chooser: string;
  readonly chooserScore: Tenths;
  /** Their opponent, or null for the bye. */
  readonly opponent: string | null;
  readonly opponentScore: Tenths | null;
  /** Place of each in the standings order (1 = top). */
  readonly chooserPlace: number;
  readonly opponentPlace: number | null;
  /** Unpaired players placed above the opponent who were passed over, and why. */
  readonly passedOver: readonly { readonly name: string; readonly why: 'met' | 'kept-apart' }[];
  readonly check: QuickSwissCheck;
  readonly sentences: readonly Sentence[];
  readonly words: string;
}

/** Pairs the field by the quick Swiss and explains every row. */
export function explainQuickSwiss(players: readonly QuickSwissPlayer[], options: QuickSwissPairOptions = {}): { rows: QuickSwissRow[]; steps: QuickSwissStep[] } {
  const rows = pairQuickSwiss(players, options);
  const order = standingsOrder(players);
  const place = new Map(order.map((p, k) => [nameKey(p.name), k + 1]));
  const met = metByName(players, options.history);
  const keptApart = (options.keptApart ?? []).length > 0;
  const unpaired = order.map((p) => p.name);
  const steps = rows.map((row, index): QuickSwissStep => {
    const chooserPlace = place.get(nameKey(row.playerA))!;
    const opponentPlace = row.playerB === null ? null : place.get(nameKey(row.playerB))!;
    const history = met.get(nameKey(row.playerA))!;
    const passedOver =
      row.playerB === null || row.check === 'Rematch unavoidable'
        ? []
        : unpaired
            .filter((name) => name !== row.playerA && place.get(nameKey(name))! < opponentPlace!)
            .map((name) => ({ name, why: history.has(nameKey(name)) ? ('met' as const) : ('kept-apart' as const) }));
    for (const name of [row.playerA, row.playerB]) if (name !== null) unpaired.splice(unpaired.indexOf(name), 1);
    const sentences = stepSentences(row, passedOver, keptApart);
    return {
      row: index,
      chooser: row.playerA,
      chooserScore: row.scoreA,
      opponent: row.playerB,
      opponentScore: row.scoreB,
      chooserPlace,
      opponentPlace,
      passedOver,
      check: row.check,
      sentences,
      words: paragraph(sentences),
    };
  });
  return { rows, steps };
}

function stepSentences(row: QuickSwissRow, passedOver: QuickSwissStep['passedOver'], keptApart: boolean): Sentence[] {
  const basis = 'Quick Swiss: the top unpaired player meets the highest-placed unpaired player not yet met';
  const a = `${row.playerA} (${formatPoints(row.scoreA)})`;
  if (row.playerB === null) return [sentence(`${a} was the one player left over, so has the bye`, 'Quick Swiss: on an odd count the last player left has the bye')];
  const b = `${row.playerB} (${formatPoints(row.scoreB!)})`;
  let first: Sentence;
  if (row.check === 'Rematch unavoidable') {
    first = sentence(`${a} was the highest-placed player still unpaired and had played everyone left, so meets the highest-placed of them, ${b}, again`, `${basis}; "Rematch unavoidable"`);
  } else {
    const met = passedOver.filter((p) => p.why === 'met').map((p) => p.name);
    const apart = passedOver.filter((p) => p.why === 'kept-apart').map((p) => p.name);
    const skipped = [
      ...(met.length > 0 ? [`${listInWords(met)}, already played`] : []),
      ...(apart.length > 0 ? [`${listInWords(apart)}, ${keptApart ? 'kept apart or needed to pair the others' : 'needed to pair the others'}`] : []),
    ];
    first = sentence(
      `${a} was the highest-placed player still unpaired, and ${b} is the highest-placed player left whom ${row.playerA} has not played${skipped.length > 0 ? ` (passed over: ${skipped.join('; ')})` : ''}`,
      basis,
    );
  }
  return [first, sentence(`${row.playerA}, placed higher, has White`, 'Quick Swiss: Player A, the higher placed, takes White; colours are not balanced')];
}
