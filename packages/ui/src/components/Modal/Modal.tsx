import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import {
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
  Heading as RACHeading,
  Modal as RACModal,
  ModalOverlay as RACModalOverlay,
  type ModalOverlayProps as RACModalOverlayProps,
  Text as RACText,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import * as overlay from '../private/overlay.css.ts';
import { useScrollFocus } from '../private/useScrollFocus.ts';
import * as styles from './Modal.css.ts';

export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';

export interface ModalProps extends Omit<RACModalOverlayProps, 'children' | 'className' | 'style'> {
  /** Usually one `<Dialog>`. */
  children: ReactNode;
  /** Maximum width of the panel. @default 'medium' */
  size?: 'small' | 'medium' | 'large';
}

/**
 * A centred panel over a dimmed backdrop. Controlled (`isOpen`/`onOpenChange`) or inside a
 * `<DialogTrigger>`. Escape closes it; a click on the backdrop only when `isDismissable`.
 */
export function Modal({ children, size, ...props }: ModalProps) {
  return (
    <RACModalOverlay {...props} className={overlay.backdrop}>
      <RACModal className={styles.modal({ size })}>{children}</RACModal>
    </RACModalOverlay>
  );
}

type WithClose = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps extends Omit<RACDialogProps, 'children' | 'className' | 'style'> {
  /** The dialog's heading, which also names it. */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** The body; a function receives `close`. */
  children?: WithClose;
  /** Actions at the bottom (usually Buttons); a function receives `close`. */
  footer?: WithClose;
  /** Hide the 'Fechar' button in the corner. @default false */
  hideCloseButton?: boolean;
}

const render = (content: WithClose, close: () => void) =>
  typeof content === 'function' ? content(close) : content;

function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollFocus(ref);
  return (
    <div ref={ref} className={styles.body}>
      {children}
    </div>
  );
}

/** The content of a Modal: title (and close button), scrollable body, footer with actions. */
export function Dialog({
  title,
  description,
  children,
  footer,
  hideCloseButton = false,
  ...props
}: DialogProps) {
  return (
    <RACDialog {...props} className={styles.dialog}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <div className={styles.titles}>
              <RACHeading slot="title" className={styles.title}>
                {title}
              </RACHeading>
              {description && (
                <RACText slot="description" className={styles.description}>
                  {description}
                </RACText>
              )}
            </div>
            {!hideCloseButton && (
              <Button
                variant="ghost"
                size="small"
                iconOnly
                aria-label="Fechar"
                onPress={close}
                className={overlay.closeButton}
              >
                <X size={18} aria-hidden />
              </Button>
            )}
          </div>
          {children != null && <DialogBody>{render(children, close)}</DialogBody>}
          {footer != null && <div className={styles.footer}>{render(footer, close)}</div>}
        </>
      )}
    </RACDialog>
  );
}
