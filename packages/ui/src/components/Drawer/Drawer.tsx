import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Modal as RACModal,
  ModalOverlay as RACModalOverlay,
  type ModalOverlayProps as RACModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import * as overlay from '../private/overlay.css.ts';
import * as styles from './Drawer.css.ts';

export interface DrawerProps
  extends Omit<RACModalOverlayProps, 'children' | 'className' | 'style' | 'isDismissable'> {
  /** Names the panel, e.g. 'Menu de navegação'. */
  'aria-label': string;
  /** The edge it slides in from. @default 'left' */
  side?: 'left' | 'right';
  /** Hide the 'Fechar' button in the top corner (Escape and the backdrop still close it). @default false */
  hideCloseButton?: boolean;
  children: ReactNode;
}

/** A full-height panel that slides in over a dimmed backdrop (the mobile sidebar). */
export function Drawer({
  side = 'left',
  'aria-label': ariaLabel,
  hideCloseButton = false,
  children,
  ...props
}: DrawerProps) {
  return (
    <RACModalOverlay {...props} isDismissable className={overlay.backdrop}>
      <RACModal className={styles.panel({ side })}>
        <RACDialog aria-label={ariaLabel} className={styles.dialog}>
          {({ close }) => (
            <>
              {!hideCloseButton && (
                <Button
                  variant="ghost"
                  size="small"
                  iconOnly
                  aria-label="Fechar"
                  onPress={close}
                  className={styles.close}
                >
                  <X size={18} aria-hidden />
                </Button>
              )}
              {children}
            </>
          )}
        </RACDialog>
      </RACModal>
    </RACModalOverlay>
  );
}
