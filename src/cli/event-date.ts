/** The date a TRF says its event started (`042`, else the first round's date in `132`), for the rules that depend on it. */
import type { TrfFile } from '../core/trf';

export interface EventDate {
  readonly year: number;
  /** `YYYY-MM-DD` when the day is known. */
  readonly day?: string;
}

/** Reads `2025/11/07`, `2025-11-07`, `2025.11.07`, `07.11.2025` or a bare year. */
function readDate(text: string | undefined): EventDate | undefined {
  const value = (text ?? '').trim();
  let match = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})/.exec(value);
  if (match !== null) return { year: Number(match[1]), day: `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}` };
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})/.exec(value);
  if (match !== null) return { year: Number(match[3]), day: `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` };
  match = /^(\d{4})\b/.exec(value);
  return match === null ? undefined : { year: Number(match[1]) };
}

export function eventDate(file: TrfFile): EventDate | undefined {
  return readDate(file.header.startDate) ?? readDate(file.header.roundDates?.find((date) => date.trim() !== ''));
}
