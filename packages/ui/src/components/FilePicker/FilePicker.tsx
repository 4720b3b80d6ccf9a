import { Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import * as styles from './FilePicker.css.ts';

export interface FilePickerProps extends Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'isPending'> {
  /** Accepted mime types, e.g. `['image/png', 'image/jpeg']`. */
  accept: string[];
  /** Called with the chosen file. */
  onSelect: (file: File) => void;
  /** The button's label. */
  children: ReactNode;
  isDisabled?: boolean;
  /** Icon before the label; `null` for none. @default an upload icon */
  icon?: ReactNode;
}

/** A button that opens the system file chooser and hands back one file. */
export function FilePicker({
  accept,
  onSelect,
  children,
  isDisabled,
  icon = <Upload size={16} aria-hidden />,
  variant = 'secondary',
  ...buttonProps
}: FilePickerProps) {
  return (
    <span className={styles.root}>
      <FileTrigger
        acceptedFileTypes={accept}
        onSelect={(files) => {
          const file = files?.[0];
          if (file) onSelect(file);
        }}
      >
        <Button {...buttonProps} variant={variant} isDisabled={isDisabled}>
          {/* While pending the Button shows its own spinner in the icon's place. */}
          {!buttonProps.isPending && icon}
          {children}
        </Button>
      </FileTrigger>
    </span>
  );
}
