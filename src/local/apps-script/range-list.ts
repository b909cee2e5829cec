/** Ranges formatted together: one call for all of them (Sheet.getRangeList). */
import type { RangeListApi } from '../../sheets/apps-script';
import type { CallCounter } from './call-counts';
import type { HorizontalAlignment } from './cell';
import type { LocalRange } from './range';

export class LocalRangeList implements RangeListApi {
  constructor(
    private readonly workbook: CallCounter,
    private readonly ranges: readonly LocalRange[],
  ) {}

  private apply(method: string, patch: Parameters<LocalRange['format']>[0]): this {
    this.workbook.count(method, 'write', this.ranges.reduce((sum, range) => sum + range.cellCount, 0));
    for (const range of this.ranges) range.format(patch);
    return this;
  }

  setFontWeight(fontWeight: 'bold' | 'normal' | null): LocalRangeList {
    return this.apply('setFontWeight', { bold: fontWeight === 'bold' });
  }

  setFontStyle(fontStyle: 'italic' | 'normal' | null): LocalRangeList {
    return this.apply('setFontStyle', { italic: fontStyle === 'italic' });
  }

  setWrap(isWrapEnabled: boolean): LocalRangeList {
    return this.apply('setWrap', { wrap: isWrapEnabled });
  }

  setHorizontalAlignment(alignment: HorizontalAlignment | null): LocalRangeList {
    return this.apply('setHorizontalAlignment', { horizontalAlignment: alignment ?? undefined });
  }
}
