import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { bottleBump, mugBump, offerProducts, orderBumps, upsells } from './MarketingScreen.fixtures.ts';
import { OfferList } from './OfferList.tsx';

const meta = {
  title: 'Screens/Marketing/OfferList',
  component: OfferList,
  args: {
    kind: 'bump',
    offers: orderBumps,
    products: offerProducts,
    onEdit: fn(),
    onDelete: fn(() => Promise.resolve()),
    onRetry: fn(),
  },
} satisfies Meta<typeof OfferList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { offers: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Carregando order bumps…' }),
    ).toBeVisible();
  },
};

export const EmptyOrderBumps: Story = {
  args: { offers: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nenhum order bump cadastrado para esta loja.'),
    ).toBeVisible();
  },
};

export const EmptyUpsells: Story = {
  args: { kind: 'upsell', offers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum upsell cadastrado para esta loja.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { offers: [], error: 'Falha ao buscar ofertas.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar ofertas')).toBeVisible();
    await expect(canvas.getByText('Falha ao buscar ofertas.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 order bumps')).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'Order bumps cadastrados' })).getAllByRole(
      'listitem',
    );
    await expect(rows).toHaveLength(3);
    const [mug, ebook, bottle] = rows as [HTMLElement, HTMLElement, HTMLElement];
    // Original price struck through, then the offer's (read as 'De … por …').
    await expect(mug).toHaveTextContent(/De R\$\s49,90\s*por R\$\s29,90/);
    await expect(mug).toHaveTextContent('Camiseta Básica Algodão Orgânico e Boné Trucker Bordado');
    await expect(mug).toHaveTextContent('Ativo');
    await expect(within(mug).getByRole('img', { name: 'Caneca Esmaltada 350 ml' })).toBeVisible();
    await expect(ebook).toHaveTextContent('Todos os produtos');
    // Same price as the product's: nothing struck.
    await expect(bottle).not.toHaveTextContent('De R$');
    await expect(bottle).toHaveTextContent(
      /Camiseta Básica Algodão Orgânico, Caneca Esmaltada 350 ml e mais 1/,
    );
    await expect(bottle).toHaveTextContent('Inativo');
    await userEvent.click(canvas.getByRole('button', { name: 'Editar order bump Caneca Esmaltada 350 ml' }));
    await expect(args.onEdit).toHaveBeenCalledWith(mugBump);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Upsells: Story = {
  args: { kind: 'upsell', offers: upsells },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 upsell')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Editar upsell Boné Trucker Bordado' })).toBeVisible();
  },
};

export const ProductsNotLoaded: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem');
    // Without the product list, the chosen products are counted.
    await expect(rows[0]).toHaveTextContent('2 produtos');
    await expect(rows[1]).toHaveTextContent('Todos os produtos');
  },
};

export const Editing: Story = {
  args: { editingId: bottleBump.id },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('Garrafa térmica para o dia a dia').closest('li');
    await expect(row).toHaveAttribute('data-current', 'true');
    await expect(row).toHaveTextContent('Em edição');
  },
};

export const DeleteDialog: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Excluir order bump Caneca Esmaltada 350 ml' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(dialog).toHaveTextContent(
      'Esta ação não pode ser desfeita. Isso excluirá permanentemente o order bump "Caneca Esmaltada 350 ml".',
    );
    await expect(within(dialog).getByRole('button', { name: 'Não' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Sim, excluir' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteConfirmed: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Excluir order bump Caneca Esmaltada 350 ml' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDelete).toHaveBeenCalledWith(mugBump);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const DeleteDismissed: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Excluir order bump Caneca Esmaltada 350 ml' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteFails: Story = {
  parameters: { visual: { disable: true } },
  args: { onDelete: fn(() => Promise.reject(new Error('Erro ao excluir'))) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Excluir order bump Caneca Esmaltada 350 ml' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDelete).toHaveBeenCalledWith(mugBump);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Sim, excluir' })).not.toHaveAttribute(
        'data-pending',
      ),
    );
    await expect(screen.getByRole('alertdialog', { name: 'Você tem certeza?' })).toBeVisible();
  },
};
