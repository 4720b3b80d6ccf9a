import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { placeholderPages } from '../PlaceholderScreen/PlaceholderScreen.content.ts';
import { PlaceholderScreen } from '../PlaceholderScreen/PlaceholderScreen.tsx';
import { stores, user } from './AppShell.fixtures.ts';
import { AppShell } from './AppShell.tsx';

const mobile = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Screens/AppShell',
  component: AppShell,
  tags: ['screen'],
  parameters: {
    layout: 'fullscreen',
    // React Aria's live announcer (off-screen) keeps 'pending' announcements that point at buttons of
    // dialogs already closed; it is not part of the page.
    a11y: { context: { exclude: ['[role="log"][aria-relevant="additions"]'] } },
  },
  args: {
    user,
    stores,
    activeStoreId: 12,
    currentPath: '/dashboard',
    theme: 'dark',
    onThemeChange: fn(),
    onLogout: fn(),
    onSwitchStore: fn(),
    onAddStore: fn(() => Promise.resolve()),
    onDeleteStore: fn(() => Promise.resolve()),
    children: <PlaceholderScreen {...placeholderPages.dashboard} />,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const openStoreMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Gerenciar Lojas/ }));
  return screen.findByRole('menu', { name: 'Gerenciar Lojas' });
};

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Principal' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Pedidos',
      'Produtos',
      'Marketing',
      'Gateways',
      'Checkout',
      'Frete',
      'Dados Pessoais',
      'Apps Integrados',
      'Configurações',
      'Financeiro',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Pedidos' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('link', { name: 'Frete' })).toHaveAttribute('href', '/logistica');
    await expect(canvas.getByRole('button', { name: /Gerenciar Lojas/ })).toHaveTextContent('Loja da Ana');
    await expect(canvas.getByRole('button', { name: 'Ana Maria Souza' })).toBeVisible();
    // The sidebar is on screen: no drawer button.
    await expect(canvas.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
  },
};

/** A nested path marks its section: /produtos/editar/3 → Produtos. */
export const NestedPathActive: Story = {
  args: {
    currentPath: '/produtos/editar/3',
    children: <PlaceholderScreen {...placeholderPages.productEdit} />,
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Principal' });
    await expect(within(nav).getByRole('link', { name: 'Produtos' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

export const DadosPessoaisActive: Story = {
  // Its end state is another story's picture: no baseline of its own.
  parameters: { visual: { disable: true } },
  args: { currentPath: '/meus-dados', theme: 'light' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Principal' });
    await expect(within(nav).getByRole('link', { name: 'Dados Pessoais' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
    // The sidebar column is hidden below desktop; the drawer holds the navigation.
    await expect(canvas.getByRole('navigation', { name: 'Principal', hidden: true })).not.toBeVisible();
  },
};

export const MobileDrawerOpen: Story = {
  globals: mobile,
  args: { currentPath: '/pedidos', children: <PlaceholderScreen {...placeholderPages.orders} /> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu de navegação' });
    const nav = within(drawer).getByRole('navigation', { name: 'Principal' });
    await expect(within(nav).getByRole('link', { name: 'Pedidos' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('link')).toHaveLength(11);
  },
};

/** Choosing a page in the drawer closes it. */
export const MobileDrawerNavigates: Story = {
  // Its end state is another story's picture: no baseline of its own.
  parameters: { visual: { disable: true } },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu de navegação' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Produtos' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu de navegação' })).not.toBeInTheDocument(),
    );
  },
};

export const StoreMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openStoreMenu(canvasElement);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Trocar Loja',
      'Adicionar Loja',
      'Excluir Loja',
    ]);
  },
};

export const StoreMenuOpenMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const menu = await openStoreMenu(canvasElement);
    await expect(within(menu).getByRole('menuitem', { name: 'Trocar Loja' })).toBeVisible();
  },
};

export const AccountMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ana Maria Souza' }));
    const menu = await screen.findByRole('menu', { name: 'Conta' });
    await expect(within(menu).getByText('Ana Maria Souza')).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Perfil' })).toHaveAttribute(
      'href',
      '/meus-dados',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Configurações' })).toHaveAttribute(
      'href',
      '/configuracoes',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  },
};

export const Logout: Story = {
  // Its end state is another story's picture: no baseline of its own.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ana Maria Souza' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const ThemeMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tema: Escuro' }));
    const menu = await screen.findByRole('menu', { name: 'Tema' });
    await expect(within(menu).getByRole('menuitemradio', { name: 'Escuro' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const ChangeTheme: Story = {
  // Its end state is another story's picture: no baseline of its own.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tema: Escuro' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Sistema' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('system');
  },
};

export const SwitchStore: Story = {
  // Its end state is another story's picture: no baseline of its own.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const menu = await openStoreMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Trocar Loja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trocar Loja' });
    const list = within(dialog).getByRole('list', { name: 'Suas lojas' });
    await expect(within(list).getAllByRole('button')).toHaveLength(3);
    await expect(within(list).getByRole('button', { name: /Loja da Ana/ })).toHaveTextContent('Loja Ativa');
    await userEvent.click(within(list).getByRole('button', { name: /Ana Acessórios/ }));
    await expect(args.onSwitchStore).toHaveBeenCalledWith(15);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Trocar Loja' })).not.toBeInTheDocument(),
    );
  },
};

export const SwitchStoreDialogOpen: Story = {
  args: { defaultOpenDialog: 'switch' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Trocar Loja' });
    await waitFor(() => expect(within(dialog).getByText('Moda Praia Copacabana Oficial')).toBeVisible());
  },
};

export const AddStore: Story = {
  // Its end state is another story's picture: no baseline of its own.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const menu = await openStoreMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Adicionar Loja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Loja' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome da loja' }), '  Loja Nova  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Loja' }));
    await expect(args.onAddStore).toHaveBeenCalledWith('Loja Nova');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Adicionar Loja' })).not.toBeInTheDocument(),
    );
  },
};

export const AddStoreDialogOpen: Story = {
  args: { defaultOpenDialog: 'add' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Loja' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Nome da loja' })).toBeVisible());
  },
};

export const AddStoreEmptyName: Story = {
  args: { defaultOpenDialog: 'add' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Loja' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome da loja' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Loja' }));
    await waitFor(() => expect(within(dialog).getByText('Por favor, digite o nome da loja.')).toBeVisible());
    await expect(args.onAddStore).not.toHaveBeenCalled();
  },
};

export const AddStorePending: Story = {
  args: { defaultOpenDialog: 'add', onAddStore: fn(() => new Promise<never>(() => {})) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Loja' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome da loja' }), 'Loja Nova');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Loja' }));
    await expect(args.onAddStore).toHaveBeenCalledWith('Loja Nova');
    await expect(within(dialog).getByRole('button', { name: 'Criar Loja' })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

export const DeleteStore: Story = {
  // Its end state is another story's picture: no baseline of its own.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const menu = await openStoreMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Excluir Loja' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir a loja “Loja da Ana”?' });
    await expect(dialog).toHaveTextContent(
      'excluirá permanentemente a loja Loja da Ana e todos os seus dados',
    );
    await expect(dialog).toHaveTextContent('Esta ação não pode ser desfeita.');
    // Not until the store's name is typed, exactly.
    const confirm = within(dialog).getByRole('button', { name: 'Sim, excluir' });
    await expect(confirm).toBeDisabled();
    const name = within(dialog).getByRole('textbox', { name: 'Digite o nome da loja para confirmar' });
    await userEvent.type(name, 'Loja da An');
    await expect(confirm).toBeDisabled();
    await userEvent.type(name, 'a');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onDeleteStore).toHaveBeenCalledWith(12);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const DeleteStoreCancel: Story = {
  args: { defaultOpenDialog: 'delete' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    await expect(args.onDeleteStore).not.toHaveBeenCalled();
  },
  parameters: { visual: { disable: true } },
};

export const DeleteStoreDialogOpen: Story = {
  args: { defaultOpenDialog: 'delete' },
  play: async () => {
    await expect(
      await screen.findByRole('alertdialog', { name: 'Excluir a loja “Loja da Ana”?' }),
    ).toBeVisible();
  },
};

/** The profile is still loading: no name yet, no store. */
export const LoadingUser: Story = {
  args: { user: null, stores: [], activeStoreId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Gerenciar Lojas/ })).toHaveTextContent('Nenhuma loja');
  },
};

export const WithAvatar: Story = {
  args: {
    user: {
      ...user,
      avatarUrl: `data:image/svg+xml,${encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><rect width="72" height="72" fill="#0f766e"/><circle cx="36" cy="29" r="13" fill="#99f6e4"/><path d="M12 72c2-16 12-24 24-24s22 8 24 24z" fill="#99f6e4"/></svg>',
      )}`,
    },
    currentPath: '/financeiro',
    children: <PlaceholderScreen {...placeholderPages.finance} />,
  },
};
