import type { Ref } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';

type ColumnCount = 2 | 3 | 4;

export interface ColumnsProps extends Omit<BoxProps, 'display' | 'gridTemplateColumns' | 'gap'> {
  /**
   * How many equal columns from `collapseBelow` up, or per breakpoint (`{ tablet: 2, desktop: 3 }`).
   * @default 2
   */
  columns?: ColumnCount | { tablet?: ColumnCount; desktop?: ColumnCount };
  /** Below this breakpoint the columns stack into one. @default 'tablet' */
  collapseBelow?: 'tablet' | 'desktop';
  /** Space between rows (and between stacked items). @default 'large' */
  rowGap?: BoxProps['rowGap'];
  /** Space between side-by-side columns. @default 'xlarge' */
  columnGap?: BoxProps['columnGap'];
  /** Items keep their own height, top-aligned, so a field's error does not stretch its neighbour. @default 'flex-start' */
  alignItems?: BoxProps['alignItems'];
  ref?: Ref<HTMLElement>;
}

/**
 * Children side by side in equal columns that may shrink (long words never widen one), stacked one
 * under the other on small screens. The fields of a form use the defaults.
 */
export function Columns({
  columns = 2,
  collapseBelow = 'tablet',
  rowGap = 'large',
  columnGap = 'xlarge',
  alignItems = 'flex-start',
  ...props
}: ColumnsProps) {
  return (
    <Box
      display="grid"
      gridTemplateColumns={
        typeof columns === 'object'
          ? { mobile: 1, ...columns }
          : collapseBelow === 'tablet'
            ? { mobile: 1, tablet: columns }
            : { mobile: 1, desktop: columns }
      }
      rowGap={rowGap}
      columnGap={columnGap}
      alignItems={alignItems}
      {...props}
    />
  );
}
