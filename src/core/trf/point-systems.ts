/**
 * Point systems in a TRF: JaVaFo's `XXS CODE=VALUE` extension (TRF16 era) and
 * the `162` record of TRF-2026. Both are read into the model's `PointSystem`
 * (tenths) and written back from it.
 */

import { STANDARD_POINTS, type PointSystem, type Tenths } from '../model';
import { formatTenths, left } from './fields';

/** A code and its value as found on a line, with the 1-based column of the code. */
export interface PointAssignment {
  readonly code: string;
  readonly text: string;
  readonly column: number;
  /** 1-based column where the value starts. */
  readonly valueColumn: number;
}

/**
 * Splits the part of a point-system line after its 3-character tag into
 * `code value` pairs. Accepts `WW=1`, `W=1.0`, `W 1.0` and `W1.0`, because JaVaFo's
 * extension uses the first and TRF-2026's fixed columns give the others.
 *
 * @example
 * splitAssignments('XXS WW=1 D=0.5').map((a) => a.code); // ['WW', 'D']
 */
export function splitAssignments(line: string): { assignments: PointAssignment[]; junkColumn: number | null } {
  const assignments: PointAssignment[] = [];
  let at = 3;
  while (at < line.length) {
    while (at < line.length && /\s/.test(line[at]!)) at++;
    if (at >= line.length) break;
    const codeStart = at;
    while (at < line.length && /[A-Za-z]/.test(line[at]!)) at++;
    if (at === codeStart) return { assignments, junkColumn: codeStart + 1 };
    const code = line.slice(codeStart, at).toUpperCase();
    while (at < line.length && line[at] === ' ') at++;
    // After `=` the value is the whole word, so that a wrong one is quoted whole;
    // without it (TRF-2026 columns) the value is the number that follows the code.
    const withEquals = line[at] === '=';
    if (withEquals) at++;
    while (at < line.length && line[at] === ' ') at++;
    const valueStart = at;
    const valueChar = withEquals ? /\S/ : /[-+0-9.]/;
    while (at < line.length && valueChar.test(line[at]!)) at++;
    assignments.push({ code, text: line.slice(valueStart, at), column: codeStart + 1, valueColumn: valueStart + 1 });
  }
  return { assignments, junkColumn: null };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** JaVaFo's XXS codes, each with the model fields it sets. `L` is not JaVaFo's; other files use it for WL+BL. */
const XXS_CODES: Readonly<Record<string, readonly (keyof PointSystem | ColourSide)[]>> = {
  WW: ['whiteWin'],
  BW: ['blackWin'],
  WD: ['whiteDraw'],
  BD: ['blackDraw'],
  WL: ['whiteLoss'],
  BL: ['blackLoss'],
  ZPB: ['zeroPointBye'],
  HPB: ['halfPointBye'],
  FPB: ['fullPointBye'],
  PAB: ['pairingAllocatedBye'],
  FW: ['forfeitWin'],
  FL: ['forfeitLoss'],
  W: ['whiteWin', 'blackWin', 'forfeitWin', 'fullPointBye'],
  D: ['whiteDraw', 'blackDraw', 'halfPointBye'],
  L: ['whiteLoss', 'blackLoss'],
};

/** XXS tells White's and Black's game points apart; the model does not, so the reader tracks both and insists they agree. */
type ColourSide = 'whiteWin' | 'blackWin' | 'whiteDraw' | 'blackDraw' | 'whiteLoss' | 'blackLoss';

/**
 * The state of the point system while XXS and 162 lines are read, in file order:
 * later codes override earlier ones, as JaVaFo defines it.
 *
 * @example
 * const builder = new PointSystemBuilder();
 * builder.applyXxs('W', 30, 3, 5);
 * builder.result().win; // 30
 */
export class PointSystemBuilder {
  private readonly values: Mutable<PointSystem> & Record<ColourSide, Tenths>;
  /** Where each colour-specific value was last set, to point at it when White's and Black's differ. */
  private readonly lastSet = new Map<ColourSide, { line: number; column: number }>();
  private unknown: Tenths | undefined;

  constructor(base: PointSystem = STANDARD_POINTS) {
    this.values = {
      ...base,
      whiteWin: base.win,
      blackWin: base.win,
      whiteDraw: base.draw,
      blackDraw: base.draw,
      whiteLoss: base.loss,
      blackLoss: base.loss,
    };
  }

  /** True when `code` is an XXS code. */
  static isXxsCode(code: string): boolean {
    return Object.prototype.hasOwnProperty.call(XXS_CODES, code);
  }

  /** True when `code` is a `162` result symbol. */
  static is162Code(code: string): boolean {
    return 'WDLAPX'.includes(code) && code.length === 1;
  }

  applyXxs(code: string, tenths: Tenths, line: number, column: number): void {
    for (const field of XXS_CODES[code] ?? []) this.set(field, tenths, line, column);
  }

  /**
   * Applies one `162` symbol. `pabGiven` / `unknownGiven` say whether the file sets
   * `P` / `X` itself: if not, they follow `W` / `D`, as TRF-2026 defines their defaults.
   */
  apply162(code: string, tenths: Tenths, line: number, column: number, pabGiven: boolean, unknownGiven: boolean): void {
    switch (code) {
      case 'W':
        for (const field of ['whiteWin', 'blackWin', 'forfeitWin', 'fullPointBye'] as const) this.set(field, tenths, line, column);
        if (!pabGiven) this.values.pairingAllocatedBye = tenths;
        break;
      case 'D':
        for (const field of ['whiteDraw', 'blackDraw', 'halfPointBye'] as const) this.set(field, tenths, line, column);
        if (!unknownGiven) this.unknown = tenths;
        break;
      case 'L':
        for (const field of ['whiteLoss', 'blackLoss'] as const) this.set(field, tenths, line, column);
        break;
      case 'A':
        this.values.zeroPointBye = tenths;
        this.values.forfeitLoss = tenths;
        break;
      case 'P':
        this.values.pairingAllocatedBye = tenths;
        break;
      case 'X':
        this.unknown = tenths;
        break;
    }
  }

  private set(field: keyof PointSystem | ColourSide, tenths: Tenths, line: number, column: number): void {
    (this.values as Record<string, Tenths>)[field] = tenths;
    if (field.startsWith('white') || field.startsWith('black')) this.lastSet.set(field as ColourSide, { line, column });
  }

  /**
   * The colour pair whose points differ, if any: Sheetmate scores a game the same
   * for White and Black, so such a file cannot be scored faithfully.
   */
  colourMismatch(): { white: string; black: string; whiteTenths: Tenths; blackTenths: Tenths; line: number; column: number } | null {
    const pairs = [
      ['whiteWin', 'blackWin', 'WW', 'BW'],
      ['whiteDraw', 'blackDraw', 'WD', 'BD'],
      ['whiteLoss', 'blackLoss', 'WL', 'BL'],
    ] as const;
    for (const [white, black, whiteCode, blackCode] of pairs) {
      if (this.values[white] !== this.values[black]) {
        const place = [this.lastSet.get(white), this.lastSet.get(black)]
          .filter((p): p is { line: number; column: number } => p !== undefined)
          .sort((a, b) => b.line - a.line || b.column - a.column)[0] ?? { line: 0, column: 0 };
        return {
          white: whiteCode,
          black: blackCode,
          whiteTenths: this.values[white],
          blackTenths: this.values[black],
          ...place,
        };
      }
    }
    return null;
  }

  /** The model's point system (call after `colourMismatch()` found nothing). */
  result(): PointSystem {
    const v = this.values;
    return {
      win: v.whiteWin,
      draw: v.whiteDraw,
      loss: v.whiteLoss,
      forfeitWin: v.forfeitWin,
      forfeitLoss: v.forfeitLoss,
      pairingAllocatedBye: v.pairingAllocatedBye,
      halfPointBye: v.halfPointBye,
      fullPointBye: v.fullPointBye,
      zeroPointBye: v.zeroPointBye,
    };
  }

  /** Points for `162 X` (unknown result), when a `162` line set or implied them. */
  unknownResult(): Tenths | undefined {
    return this.unknown;
  }
}

/**
 * True when two point systems give the same points for every code.
 *
 * @example
 * samePoints(STANDARD_POINTS, { ...STANDARD_POINTS }); // true
 */
export function samePoints(a: PointSystem, b: PointSystem): boolean {
  return (Object.keys(STANDARD_POINTS) as (keyof PointSystem)[]).every((key) => a[key] === b[key]);
}

/**
 * The `XXS` line for a point system: every code spelled out, so that nothing
 * depends on JaVaFo's defaults or on the order of shortcuts.
 *
 * @example
 * formatXxs(STANDARD_POINTS);
 * // 'XXS WW=1.0 BW=1.0 WD=0.5 BD=0.5 WL=0.0 BL=0.0 ZPB=0.0 HPB=0.5 FPB=1.0 PAB=1.0 FW=1.0 FL=0.0'
 */
export function formatXxs(points: PointSystem): string {
  const codes: [string, Tenths][] = [
    ['WW', points.win],
    ['BW', points.win],
    ['WD', points.draw],
    ['BD', points.draw],
    ['WL', points.loss],
    ['BL', points.loss],
    ['ZPB', points.zeroPointBye],
    ['HPB', points.halfPointBye],
    ['FPB', points.fullPointBye],
    ['PAB', points.pairingAllocatedBye],
    ['FW', points.forfeitWin],
    ['FL', points.forfeitLoss],
  ];
  return `XXS ${codes.map(([code, tenths]) => `${code}=${formatTenths(tenths)}`).join(' ')}`;
}

/**
 * True when a `162` record can say everything about the point system: TRF-2026
 * gives a forfeit win and a full-point bye the points of a win, a half-point bye
 * those of a draw, and a forfeit loss those of a zero-point bye.
 *
 * @example
 * fitsIn162({ ...STANDARD_POINTS, halfPointBye: 0 }); // false
 */
export function fitsIn162(points: PointSystem): boolean {
  return (
    points.forfeitWin === points.win &&
    points.fullPointBye === points.win &&
    points.halfPointBye === points.draw &&
    points.forfeitLoss === points.zeroPointBye
  );
}

/**
 * The `162` line for a point system (check `fitsIn162` first), in the record's
 * fixed columns: symbol at 6, 15, 24, …, points in the four columns after it.
 * `unknownResult` adds the `X` symbol (points for an adjourned or unknown result)
 * when it is not D's, its default.
 * `A` (absence) is written only when it is not TRF-2026's default of 0: the
 * FIDE-endorsed engine (bbpPairings v6) refuses a line that carries it, so a
 * file of an ordinary event would not re-pair there.
 *
 * @example
 * format162(STANDARD_POINTS); // '162  W 1.0    D 0.5    L 0.0    P 1.0'
 */
export function format162(points: PointSystem, unknownResult?: Tenths): string {
  const entries: [string, Tenths][] = [
    ['W', points.win],
    ['D', points.draw],
    ['L', points.loss],
    ...(points.zeroPointBye !== 0 ? ([['A', points.zeroPointBye]] as [string, Tenths][]) : []),
    ['P', points.pairingAllocatedBye],
  ];
  // X defaults to D's points; written only when it differs (bbpPairings v6 refuses the symbol).
  if (unknownResult !== undefined && unknownResult !== points.draw) entries.push(['X', unknownResult]);
  const fields = entries.map(([code, tenths]) => `${code}${formatTenths(tenths).padStart(4, ' ')}`);
  return `162  ${fields.map((field, i) => (i === fields.length - 1 ? field : left(field, 9))).join('')}`;
}
