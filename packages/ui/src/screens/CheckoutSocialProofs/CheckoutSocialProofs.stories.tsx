import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  anaProof,
  carlosProof,
  fileInput,
  samplePortrait,
  socialProofs,
} from './CheckoutSocialProofs.fixtures.ts';
import { CheckoutSocialProofs } from './CheckoutSocialProofs.tsx';

const meta = {
  title: 'Screens/CheckoutSocialProofs',
  component: CheckoutSocialProofs,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    proofs: socialProofs,
    onRetry: fn(),
    onCreate: fn(() => Promise.resolve()),
    onUpdate: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof CheckoutSocialProofs>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

export const Loading: Story = {
  args: { proofs: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando provas sociais…' })).toBeVisible();
    // The form works while the list loads.
    await expect(canvas.getByRole('button', { name: 'Salvar Prova Social' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { proofs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma prova social cadastrada.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { proofs: [], error: 'Não foi possível conectar ao servidor. Verifique sua conexão.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar provas sociais')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nova prova social' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const CreateWithPhoto: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome da pessoa' }), 'Beatriz Costa');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Depoimento' }), 'Amei o atendimento!');
    const photo = await samplePortrait('beatriz.png');
    await userEvent.upload(fileInput(canvasElement), photo);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Prova Social' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Beatriz Costa',
      text: 'Amei o atendimento!',
      active: true,
      photo,
      removePhoto: false,
    });
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nome da pessoa' })).toHaveValue(''));
  },
};

export const EditMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar prova social de Ana Souza' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Editar prova social' })).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Nome da pessoa' })).toHaveValue('Ana Souza');
    await expect(canvas.getByRole('textbox', { name: 'Depoimento' })).toHaveValue(anaProof.text);
    await expect(canvas.getByText('Em edição')).toBeVisible();
    await waitFor(() => expect(window.scrollY).toBe(0));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SaveEdit: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Editar prova social de Carlos Henrique Lima' }),
    );
    await userEvent.click(await canvas.findByRole('switch', { name: /Ativo/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(carlosProof, {
      name: carlosProof.name,
      text: carlosProof.text,
      active: false,
      photo: null,
      removePhoto: false,
    });
    // Saved: back to create mode.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Nova prova social' })).toBeVisible());
  },
};

export const CancelEdit: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar prova social de Ana Souza' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar Edição' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Nova prova social' })).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Nome da pessoa' })).toHaveValue('');
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { onCreate: fn(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome da pessoa' }), 'Beatriz Costa');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Depoimento' }), 'Amei o atendimento!');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Prova Social' }));
    await expect(canvas.getByRole('button', { name: 'Salvar Prova Social' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const ServerPhotoError: Story = {
  args: { errors: { photo: 'A imagem deve ser PNG, JPEG ou WebP.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'A imagem deve ser PNG, JPEG ou WebP.',
    );
  },
};

export const DeleteDialog: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Excluir prova social de Carlos Henrique Lima' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(dialog).toHaveTextContent(
      'Isso excluirá permanentemente o depoimento de Carlos Henrique Lima.',
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteConfirmed: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Excluir prova social de Carlos Henrique Lima' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDelete).toHaveBeenCalledWith(carlosProof);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
