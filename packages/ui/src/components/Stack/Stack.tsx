import { Box, type BoxProps } from '../Box/Box.tsx';

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /** Space between children. @default 'medium' */
  gap?: BoxProps['gap'];
}

/** Children one under the other with even space between them. */
export function Stack({ gap = 'medium', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} {...props} />;
}
