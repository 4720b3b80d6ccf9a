import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { anaProof, carlosProof, julianaProof, socialProofs } from './CheckoutSocialProofs.fixtures.ts';
import { SocialProofList } from './SocialProofList.tsx';

const meta = {
  title: 'Screens/CheckoutSocialProofs/SocialProofList',
  component: SocialProofList,
  args: {
    proofs: socialProofs,
    onEdit: fn(),
    onDelete: fn(() => Promise.resolve()),
    onRetry: fn(),
  },
} satisfies Meta<typeof SocialProofList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { proofs: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Carregando provas sociais…' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { proofs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma prova social cadastrada.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { proofs: [], error: 'Acesso negado a esta loja.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar provas sociais')).toBeVisible();
    await expect(canvas.getByText('Acesso negado a esta loja.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 provas sociais · 2 ativas no checkout')).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'Provas sociais' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    const [ana, carlos, juliana] = rows as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(ana).getByRole('img', { name: 'Ana Souza' })).toHaveAttribute(
      'src',
      anaProof.photo_url,
    );
    await expect(ana).toHaveTextContent('Ativo');
    // No photo: the initials.
    await expect(within(carlos).getByRole('img', { name: 'Carlos Henrique Lima' })).toHaveTextContent('CL');
    await expect(carlos).toHaveTextContent(carlosProof.text);
    await expect(juliana).toHaveTextContent('Inativo');
    await userEvent.click(canvas.getByRole('button', { name: 'Editar prova social de Juliana Martins' }));
    await expect(args.onEdit).toHaveBeenCalledWith(julianaProof);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Reloading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Editing: Story = {
  args: { editingId: carlosProof.id },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('Carlos Henrique Lima').closest('li');
    await expect(row).toHaveAttribute('data-current', 'true');
    await expect(row).toHaveTextContent('Em edição');
  },
};

export const DeleteDialog: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Excluir prova social de Ana Souza' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(dialog).toHaveTextContent(
      'Esta ação não pode ser desfeita. Isso excluirá permanentemente o depoimento de Ana Souza.',
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
      within(canvasElement).getByRole('button', { name: 'Excluir prova social de Ana Souza' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDelete).toHaveBeenCalledWith(anaProof);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const DeleteFails: Story = {
  parameters: { visual: { disable: true } },
  args: { onDelete: fn(() => Promise.reject(new Error('Erro ao excluir'))) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Excluir prova social de Ana Souza' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDelete).toHaveBeenCalledWith(anaProof);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Sim, excluir' })).not.toHaveAttribute(
        'data-pending',
      ),
    );
    await expect(screen.getByRole('alertdialog', { name: 'Você tem certeza?' })).toBeVisible();
  },
};
