import { Check } from 'lucide-react';
import { type ReactElement, type ReactNode, useId } from 'react';
import {
  Header as RACHeader,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  MenuSection as RACMenuSection,
  type MenuSectionProps as RACMenuSectionProps,
  MenuTrigger as RACMenuTrigger,
  type MenuTriggerProps as RACMenuTriggerProps,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
  Separator as RACSeparator,
} from 'react-aria-components';
import * as styles from './Menu.css.ts';

export interface MenuProps<T extends object>
  extends Omit<RACMenuProps<T>, 'className' | 'style'>,
    Omit<RACMenuTriggerProps, 'children' | 'trigger'> {
  /** The element that opens the menu, usually a `<Button>`. */
  trigger: ReactElement;
  /** Names the menu for assistive technology, e.g. 'Conta'. */
  'aria-label': string;
  /** Where the menu opens relative to the trigger. @default 'bottom end' */
  placement?: RACPopoverProps['placement'];
}

/** A dropdown of actions or links, opened by its trigger. */
export function Menu<T extends object>({
  trigger,
  placement = 'bottom end',
  isOpen,
  defaultOpen,
  onOpenChange,
  'aria-label': ariaLabel,
  ...props
}: MenuProps<T>) {
  // RAC names the menu after its trigger; point it at our own label instead.
  const labelId = useId();
  return (
    <RACMenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <RACPopover placement={placement} offset={6} className={styles.popover}>
        <span id={labelId} hidden>
          {ariaLabel}
        </span>
        <RACMenu {...props} aria-labelledby={labelId} className={styles.menu} />
      </RACPopover>
    </RACMenuTrigger>
  );
}

export interface MenuItemProps<T extends object = object>
  extends Omit<RACMenuItemProps<T>, 'className' | 'children'> {
  children: ReactNode;
  /** Red text for destructive actions ('Excluir Loja', 'Sair'). */
  tone?: 'danger';
  /** A lucide icon shown before the label (it is decorative: give it aria-hidden). */
  icon?: ReactNode;
}

/** One action (`onAction`) or link (`href`, navigates through the app's router). */
export function MenuItem<T extends object>({ children, tone, icon, textValue, ...props }: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={styles.item({ tone })}
    >
      {({ isSelected, selectionMode }) => (
        <>
          {icon && <span className={styles.icon}>{icon}</span>}
          <span className={styles.label}>{children}</span>
          {selectionMode !== 'none' && isSelected && (
            <span className={styles.check}>
              <Check size={16} aria-hidden />
            </span>
          )}
        </>
      )}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T extends object>
  extends Omit<RACMenuSectionProps<T>, 'className' | 'children' | 'items'> {
  /** Heading shown above the section's items. */
  title?: string;
  children: ReactNode;
}

/** A titled group of items. */
export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props}>
      {title && <RACHeader className={styles.sectionHeader}>{title}</RACHeader>}
      {children}
    </RACMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <RACSeparator className={styles.separator} />;
}
