import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { type ToastMessage, type ToastTone, toast } from './Toast.tsx';

interface ToastDemoProps extends ToastMessage {
  tone: ToastTone;
  /** Label of the button that raises the toast. */
  label: string;
}

/** A button that raises one toast; the region itself comes from the Storybook decorator. */
function ToastDemo({ tone, label, ...message }: ToastDemoProps) {
  return (
    <Button variant="secondary" onPress={() => toast[tone](message)}>
      {label}
    </Button>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: ToastDemo,
  args: {
    tone: 'success',
    label: 'Excluir cupom',
    title: 'Cupom excluído com sucesso!',
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir cupom' }));
    const body = within(document.body);
    await waitFor(() => expect(body.getByText('Cupom excluído com sucesso!')).toBeVisible());
    await expect(body.getByRole('button', { name: 'Fechar' })).toBeVisible();
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  args: {
    tone: 'error',
    label: 'Salvar perfil',
    title: 'Erro',
    description: 'Falha ao atualizar o perfil',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar perfil' }));
    const body = within(document.body);
    await waitFor(() => expect(body.getByText('Erro')).toBeVisible());
    await expect(body.getByText('Falha ao atualizar o perfil')).toBeVisible();
  },
};

export const InfoToast: Story = {
  name: 'Info',
  args: {
    tone: 'info',
    label: 'Quitar com PIX',
    title: 'Regularização iniciada',
    description: 'Escolha a forma de pagamento para quitar a taxa pendente.',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar com PIX' }));
    const body = within(document.body);
    await waitFor(() => expect(body.getByText('Regularização iniciada')).toBeVisible());
    await expect(body.getByText('Escolha a forma de pagamento para quitar a taxa pendente.')).toBeVisible();
  },
};

export const OneAtATime: Story = {
  // Also in the light theme and on a phone (the 'screen' baselines): its place changes there.
  tags: ['screen'],
  render: () => (
    <Inline>
      <ToastDemo tone="success" label="Salvar" title="Dados atualizados com sucesso!" />
      <ToastDemo
        tone="error"
        label="Adicionar domínio"
        title="Erro"
        description="Nenhuma loja ativa selecionada para adicionar domínio."
      />
      <ToastDemo
        tone="info"
        label="Gerar depósito"
        title="Depósito gerado!"
        description="QR Code PIX gerado com sucesso."
      />
    </Inline>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar domínio' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar depósito' }));
    const body = within(document.body);
    await waitFor(() => expect(body.getByText('Depósito gerado!')).toBeVisible());
    // The newest replaced the others: one toast, never a pile over the page.
    await waitFor(() => expect(body.queryByText('Dados atualizados com sucesso!')).not.toBeInTheDocument());
    await expect(
      body.queryByText('Nenhuma loja ativa selecionada para adicionar domínio.'),
    ).not.toBeInTheDocument();
    await expect(body.getAllByRole('button', { name: 'Fechar' })).toHaveLength(1);
  },
};

export const Closed: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir cupom' }));
    const body = within(document.body);
    await waitFor(() => expect(body.getByText('Cupom excluído com sucesso!')).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(body.queryByText('Cupom excluído com sucesso!')).not.toBeInTheDocument());
  },
};
