import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { anaProof, carlosProof, fileInput, samplePortrait } from './CheckoutSocialProofs.fixtures.ts';
import { SocialProofForm } from './SocialProofForm.tsx';

const meta = {
  title: 'Screens/CheckoutSocialProofs/SocialProofForm',
  component: SocialProofForm,
  args: {
    proof: null,
    onSubmit: fn(() => Promise.resolve()),
    onCancelEdit: fn(),
  },
} satisfies Meta<typeof SocialProofForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const never = () => new Promise<never>(() => {});

async function fill(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nome da pessoa' }), 'Beatriz Costa');
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Depoimento' }),
    'Produto excelente, entrega rápida.',
  );
}

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nova prova social' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome da pessoa' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Depoimento' })).toBeRequired();
    await expect(canvas.getByRole('img', { name: 'Sem foto' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Escolher foto' })).toBeVisible();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    await expect(canvas.getByRole('switch', { name: /Ativo/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Salvar Prova Social' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar Edição' })).toBeNull();
  },
};

export const CreateSubmits: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    const photo = await samplePortrait('beatriz.png');
    await userEvent.upload(fileInput(canvasElement), photo);
    await userEvent.click(canvas.getByRole('switch', { name: /Ativo/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Prova Social' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Beatriz Costa',
      text: 'Produto excelente, entrega rápida.',
      active: false,
      photo,
      removePhoto: false,
    });
    // Saved: the form empties for the next testimonial.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nome da pessoa' })).toHaveValue(''));
    await expect(canvas.getByRole('switch', { name: /Ativo/ })).toBeChecked();
    await expect(canvas.getByRole('img', { name: 'Sem foto' })).toBeVisible();
  },
};

export const InitialsWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome da pessoa' }), 'Beatriz Costa');
    // Without a photo the checkout shows the initials.
    await expect(canvas.getByRole('img', { name: 'Beatriz Costa' })).toHaveTextContent('BC');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PhotoPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome da pessoa' }), 'Beatriz Costa');
    await userEvent.upload(fileInput(canvasElement), await samplePortrait('beatriz.png'));
    const preview = await canvas.findByRole('img', { name: 'Beatriz Costa' });
    await expect(preview.tagName).toBe('IMG');
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getByText('beatriz.png')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trocar foto' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remover foto' })).toBeVisible();
    await waitFor(() => expect((preview as HTMLImageElement).complete).toBe(true));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RemoveChosenPhoto: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await samplePortrait());
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover foto' }));
    await expect(canvas.getByRole('img', { name: 'Sem foto' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remover foto' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Escolher foto' })).toBeVisible();
  },
};

export const WrongFileType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const gif = new File(['GIF89a'], 'animacao.gif', { type: 'image/gif' });
    await userEvent.upload(fileInput(canvasElement), gif, { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Escolha uma imagem PNG, JPEG ou WebP.');
    await expect(canvas.getByRole('img', { name: 'Sem foto' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PhotoTooBig: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A foto deve ter no máximo 2 MB.');
  },
};

export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Prova Social' }));
    await waitFor(() => expect(canvas.getByText('Informe o nome da pessoa.')).toBeVisible());
    await expect(canvas.getByText('Escreva o depoimento.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const TooLong: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome da pessoa' }), 'Beatriz');
    const text = canvas.getByRole('textbox', { name: 'Depoimento' });
    await userEvent.click(text);
    await userEvent.paste('a'.repeat(601));
    await expect(canvas.getByText('601/600 caracteres')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Prova Social' }));
    await waitFor(() =>
      expect(canvas.getByText('O depoimento deve ter no máximo 600 caracteres.')).toBeVisible(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: {
    validationErrors: {
      name: 'O nome deve ter no máximo 80 caracteres.',
      photo: 'A imagem deve ter no máximo 2 MB.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('O nome deve ter no máximo 80 caracteres.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('A imagem deve ter no máximo 2 MB.');
  },
};

export const EditWithPhoto: Story = {
  args: { proof: anaProof },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Editar prova social' })).toBeVisible();
    await expect(canvas.getByText('Editando Ana Souza')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome da pessoa' })).toHaveValue('Ana Souza');
    await expect(canvas.getByRole('textbox', { name: 'Nome da pessoa' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Depoimento' })).toHaveValue(anaProof.text);
    await expect(canvas.getByRole('img', { name: 'Ana Souza' })).toHaveAttribute('src', anaProof.photo_url);
    await expect(canvas.getByRole('button', { name: 'Trocar foto' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Salvar Alterações' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar Edição' }));
    await expect(args.onCancelEdit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EditRemovesPhoto: Story = {
  parameters: { visual: { disable: true } },
  args: { proof: anaProof },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover foto' }));
    // The initials take the photo's place.
    await expect(canvas.getByRole('img', { name: 'Ana Souza' })).toHaveTextContent('AS');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ana Souza',
      text: anaProof.text,
      active: true,
      photo: null,
      removePhoto: true,
    });
  },
};

export const EditWithoutPhoto: Story = {
  args: { proof: carlosProof },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Carlos Henrique Lima' })).toHaveTextContent('CL');
    const text = canvas.getByRole('textbox', { name: 'Depoimento' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Recomendo de olhos fechados.');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Carlos Henrique Lima',
      text: 'Recomendo de olhos fechados.',
      active: true,
      photo: null,
      removePhoto: false,
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Saving: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Prova Social' }));
    await expect(canvas.getByRole('button', { name: 'Salvar Prova Social' })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Escolher foto' })).toBeDisabled();
  },
};

export const SaveFails: Story = {
  parameters: { visual: { disable: true } },
  args: { onSubmit: fn(() => Promise.reject(new Error('Erro ao salvar'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Prova Social' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Salvar Prova Social' })).not.toHaveAttribute('data-pending'),
    );
    // What was typed stays, ready to try again.
    await expect(canvas.getByRole('textbox', { name: 'Nome da pessoa' })).toHaveValue('Beatriz Costa');
  },
};
