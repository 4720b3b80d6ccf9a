import { Box, type BoxProps } from '../Box/Box.tsx';

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'wrap'> {
  /** Space between children. @default 'small' */
  gap?: BoxProps['gap'];
  /** Wrap onto new lines when there is no room. @default true */
  wrap?: boolean;
}

/** Children side by side, vertically centred, wrapping when narrow. */
export function Inline({ gap = 'small', wrap = true, alignItems = 'center', ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      alignItems={alignItems}
      gap={gap}
      {...props}
    />
  );
}
