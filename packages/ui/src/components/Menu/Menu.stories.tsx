import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown, LogOut, Plus, Repeat, Settings, Store, Trash2, User } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu.tsx';

const onAction = fn();

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: {
    'aria-label': 'Conta',
    onAction,
    trigger: (
      <Button variant="ghost">
        <User size={18} aria-hidden />
        Maria Silva
        <ChevronDown size={16} aria-hidden />
      </Button>
    ),
    children: [
      <MenuItem key="perfil" id="perfil" href="/meus-dados" icon={<User size={16} aria-hidden />}>
        Perfil
      </MenuItem>,
      <MenuItem
        key="configuracoes"
        id="configuracoes"
        href="/configuracoes"
        icon={<Settings size={16} aria-hidden />}
      >
        Configurações
      </MenuItem>,
      <MenuSeparator key="sep" />,
      <MenuItem key="sair" id="sair" tone="danger" icon={<LogOut size={16} aria-hidden />}>
        Sair
      </MenuItem>,
    ],
  },
  parameters: { layout: 'centered' },
  beforeEach: () => {
    onAction.mockClear();
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Maria Silva/ }));
    const body = within(document.body);
    const menu = await body.findByRole('menu', { name: 'Conta' });
    await expect(within(menu).getByRole('menuitem', { name: 'Perfil' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Configurações' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  },
};

export const SelectAction: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Maria Silva/ }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Sair' }));
    await expect(onAction.mock.lastCall?.[0]).toBe('sair');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const KeyboardOpen: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: /Maria Silva/ }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Perfil' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(onAction.mock.lastCall?.[0]).toBe('sair');
  },
};

/** The store menu of the sidebar: sections with titles. */
export const WithSections: Story = {
  args: {
    'aria-label': 'Gerenciar Lojas',
    placement: 'bottom start',
    trigger: (
      <Button variant="secondary">
        <Store size={18} aria-hidden />
        Loja Centro
        <ChevronDown size={16} aria-hidden />
      </Button>
    ),
    children: [
      <MenuSection key="lojas" title="Gerenciar Lojas">
        <MenuItem id="trocar" icon={<Repeat size={16} aria-hidden />}>
          Trocar Loja
        </MenuItem>
        <MenuItem id="adicionar" icon={<Plus size={16} aria-hidden />}>
          Adicionar Loja
        </MenuItem>
      </MenuSection>,
      <MenuSeparator key="sep" />,
      <MenuItem key="excluir" id="excluir" tone="danger" icon={<Trash2 size={16} aria-hidden />}>
        Excluir Loja
      </MenuItem>,
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Loja Centro/ }));
    const body = within(document.body);
    const menu = await body.findByRole('menu', { name: 'Gerenciar Lojas' });
    await expect(within(menu).getByText('Gerenciar Lojas')).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Adicionar Loja' }));
    await expect(onAction.mock.lastCall?.[0]).toBe('adicionar');
    await userEvent.click(canvas.getByRole('button', { name: /Loja Centro/ }));
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Excluir Loja' })).toBeVisible());
  },
};

/** Single selection shows a check on the chosen item. */
export const Selectable: Story = {
  args: {
    'aria-label': 'Trocar Loja',
    selectionMode: 'single',
    defaultSelectedKeys: ['centro'],
    trigger: <Button variant="secondary">Trocar Loja</Button>,
    children: [
      <MenuItem key="centro" id="centro">
        Loja Centro
      </MenuItem>,
      <MenuItem key="praia" id="praia">
        Loja Praia
      </MenuItem>,
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Trocar Loja' }));
    const body = within(document.body);
    const item = await body.findByRole('menuitemradio', { name: 'Loja Centro' });
    await expect(item).toHaveAttribute('aria-checked', 'true');
  },
};
