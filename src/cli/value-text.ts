/**
 * How the command line's text tables write a tie-break value: in the notation
 * of the points beside it (4½, not 4.5), so one table writes numbers one way.
 */
import { formatValue } from '../core/model';

/** A tie-break value as the text table writes it: in the notation of the points (4½), blank when there is none. */
export function valueText(value: number | string | null | undefined): string {
  return typeof value === 'number' ? formatValue(value) : (value ?? '');
}
