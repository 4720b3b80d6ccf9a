import type { ProfileStore } from '@pagora/contract';
import {
  ArrowLeftRight,
  ChevronDown,
  ChevronsUpDown,
  LogOut,
  Menu as MenuIcon,
  Plus,
  Settings,
  Store,
  Trash2,
  UserRound,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link as RACLink } from 'react-aria-components';
import { Avatar } from '../../components/Avatar/Avatar.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Drawer } from '../../components/Drawer/Drawer.tsx';
import { cx } from '../../components/Field/Field.tsx';
import { Menu, MenuItem, MenuSection, MenuSeparator } from '../../components/Menu/Menu.tsx';
import type { ThemePreference } from '../../themes/index.ts';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle.tsx';
import * as styles from './AppShell.css.ts';
import { activeNavHref, navItems } from './AppShell.nav.ts';
import { AddStoreDialog, DeleteStoreDialog, SwitchStoreDialog } from './StoreDialogs.tsx';

/** The signed-in person, as the header shows them. */
export interface AppShellUser {
  name: string;
  email: string;
  avatarUrl: string | null;
}

export type StoreDialog = 'switch' | 'add' | 'delete';

export interface AppShellProps {
  /** The signed-in user; `null` while the profile is loading. */
  user: AppShellUser | null;
  /** The user's stores. */
  stores: ProfileStore[];
  /** The store everything is scoped to. */
  activeStoreId: number | null;
  /** The current location's path: the sidebar marks the item it starts with. */
  currentPath: string;
  /** The theme preference shown by the theme toggle. */
  theme: ThemePreference;
  onThemeChange: (theme: ThemePreference) => void;
  /** 'Sair'. */
  onLogout: () => void;
  /** 'Trocar Loja' (and picking a store there). */
  onSwitchStore: (id: number) => void;
  /** 'Adicionar Loja': creates a store named so; the dialog closes when it resolves, stays open if it rejects. */
  onAddStore: (name: string) => Promise<unknown>;
  /** 'Excluir Loja' confirmed for the active store; the confirmation stays open (pending) until it settles. */
  onDeleteStore: (id: number) => Promise<unknown>;
  /** The page. */
  children: ReactNode;
  /** A store dialog open from the start (stories). */
  defaultOpenDialog?: StoreDialog;
}

/** The authenticated layout: sidebar (a drawer below desktop), header with store, theme and account menus. */
export function AppShell({
  user,
  stores,
  activeStoreId,
  currentPath,
  theme,
  onThemeChange,
  onLogout,
  onSwitchStore,
  onAddStore,
  onDeleteStore,
  children,
  defaultOpenDialog,
}: AppShellProps) {
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [dialog, setDialog] = useState<StoreDialog | null>(defaultOpenDialog ?? null);
  const activeStore = stores.find((store) => store.id === activeStoreId);
  const dialogState = (name: StoreDialog) => ({
    isOpen: dialog === name,
    onOpenChange: (isOpen: boolean) => setDialog(isOpen ? name : null),
  });

  // Any navigation (a link, the browser's back button) closes the drawer.
  const [pathSeen, setPathSeen] = useState(currentPath);
  if (pathSeen !== currentPath) {
    setPathSeen(currentPath);
    setDrawerOpen(false);
  }

  return (
    <div className={styles.shell}>
      <a href="#conteudo" className={styles.skipLink}>
        Pular para o conteúdo
      </a>
      <aside className={styles.sidebar} aria-label="Menu lateral">
        <SidebarContent currentPath={currentPath} />
      </aside>
      <Drawer isOpen={isDrawerOpen} onOpenChange={setDrawerOpen} side="left" aria-label="Menu de navegação">
        <SidebarContent currentPath={currentPath} onNavigate={() => setDrawerOpen(false)} />
      </Drawer>

      <div className={styles.main}>
        <header className={styles.header}>
          <Button
            variant="ghost"
            iconOnly
            aria-label="Abrir menu"
            className={styles.menuButton}
            onPress={() => setDrawerOpen(true)}
          >
            <MenuIcon size={20} aria-hidden />
          </Button>
          <div className={styles.headerStart}>
            <StoreMenu store={activeStore} hasStores={stores.length > 0} onOpenDialog={setDialog} />
          </div>
          <div className={styles.headerEnd}>
            <ThemeToggle value={theme} onChange={onThemeChange} />
            <AccountMenu user={user} onLogout={onLogout} />
          </div>
        </header>
        <main id="conteudo" tabIndex={-1} className={styles.content}>
          {children}
        </main>
      </div>

      <SwitchStoreDialog
        {...dialogState('switch')}
        stores={stores}
        activeStoreId={activeStoreId}
        onSwitchStore={onSwitchStore}
      />
      <AddStoreDialog {...dialogState('add')} onAddStore={onAddStore} />
      <DeleteStoreDialog {...dialogState('delete')} store={activeStore} onDeleteStore={onDeleteStore} />
    </div>
  );
}

function SidebarContent({ currentPath, onNavigate }: { currentPath: string; onNavigate?: () => void }) {
  const active = activeNavHref(currentPath);
  return (
    <div className={styles.sidebarContent}>
      <div className={styles.brandRow}>
        <RACLink href="/dashboard" className={styles.brand} onPress={onNavigate}>
          <span className={styles.brandMark} aria-hidden>
            P
          </span>
          Pagora
        </RACLink>
      </div>
      <nav aria-label="Principal" className={styles.nav}>
        <ul className={styles.navList}>
          {navItems.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <RACLink
                href={href}
                className={styles.navLink}
                aria-current={href === active ? 'page' : undefined}
                onPress={onNavigate}
              >
                <Icon className={styles.navIcon} aria-hidden />
                {label}
              </RACLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

interface StoreMenuProps {
  store: ProfileStore | undefined;
  hasStores: boolean;
  onOpenDialog: (dialog: StoreDialog) => void;
}

/** 'Gerenciar Lojas': shows the active store; Trocar, Adicionar and Excluir Loja open their dialogs. */
function StoreMenu({ store, hasStores, onOpenDialog }: StoreMenuProps) {
  return (
    <Menu
      aria-label="Gerenciar Lojas"
      placement="bottom start"
      trigger={
        <Button variant="ghost" className={styles.storeTrigger}>
          <Store size={18} aria-hidden className={styles.triggerIcon} />
          <span className={styles.storeTriggerText}>
            <span className={cx(styles.storeCaption, styles.hiddenOnPhone)}>Gerenciar Lojas</span>
            <span className={styles.storeName}>{store?.name ?? 'Nenhuma loja'}</span>
          </span>
          <ChevronsUpDown size={16} aria-hidden className={styles.triggerIcon} />
        </Button>
      }
    >
      <MenuItem
        id="switch"
        icon={<ArrowLeftRight size={16} aria-hidden />}
        isDisabled={!hasStores}
        onAction={() => onOpenDialog('switch')}
      >
        Trocar Loja
      </MenuItem>
      <MenuItem id="add" icon={<Plus size={16} aria-hidden />} onAction={() => onOpenDialog('add')}>
        Adicionar Loja
      </MenuItem>
      <MenuSeparator />
      <MenuItem
        id="delete"
        tone="danger"
        icon={<Trash2 size={16} aria-hidden />}
        isDisabled={!store}
        onAction={() => onOpenDialog('delete')}
      >
        Excluir Loja
      </MenuItem>
    </Menu>
  );
}

/** The user's avatar and name; Perfil, Configurações and Sair. */
function AccountMenu({ user, onLogout }: { user: AppShellUser | null; onLogout: () => void }) {
  const name = user?.name ?? 'Carregando…';
  return (
    <Menu
      aria-label="Conta"
      placement="bottom end"
      trigger={
        // Named by the user's name (visible from tablet up, for screen readers only on phones).
        <Button variant="ghost" className={styles.accountTrigger}>
          <span aria-hidden className={styles.accountAvatar}>
            <Avatar src={user?.avatarUrl} name={name} size="small" />
          </span>
          <span className={cx(styles.accountName, styles.hiddenOnPhone)}>{name}</span>
          <ChevronDown size={16} aria-hidden className={styles.accountChevron} />
        </Button>
      }
    >
      <MenuSection title={name}>
        <MenuItem id="perfil" href="/meus-dados" icon={<UserRound size={16} aria-hidden />}>
          Perfil
        </MenuItem>
        <MenuItem id="configuracoes" href="/configuracoes" icon={<Settings size={16} aria-hidden />}>
          Configurações
        </MenuItem>
      </MenuSection>
      <MenuSeparator />
      <MenuItem id="sair" icon={<LogOut size={16} aria-hidden />} onAction={onLogout}>
        Sair
      </MenuItem>
    </Menu>
  );
}
