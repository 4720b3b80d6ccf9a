import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Dialog, DialogTrigger, Modal } from './Modal.tsx';

const onSave = fn();

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    children: (
      <Dialog
        title="Instalar checkout"
        description="O checkout passa a atender no domínio verificado da loja."
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancelar
            </Button>
            <Button onPress={onSave}>Instalar</Button>
          </>
        )}
      >
        <Text size="small" tone="muted">
          Os próximos pedidos da loja serão processados pelo checkout da Pagora. Você pode desfazer a
          instalação a qualquer momento em Configurações.
        </Text>
      </Dialog>
    ),
  },
  beforeEach: () => {
    onSave.mockClear();
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  // Also in the light theme and on a phone (the 'screen' baselines): its layout changes there.
  tags: ['screen'],
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Instalar checkout' });
    await expect(within(dialog).getByText(/Os próximos pedidos/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Instalar' }));
    await expect(onSave).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const CloseButton: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Fechar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const EscapeCloses: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const body = within(document.body);
    await body.findByRole('dialog', { name: 'Instalar checkout' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Small: Story = {
  args: {
    size: 'small',
    isDismissable: true,
    children: (
      <Dialog title="Copiar link do checkout" footer={<Button onPress={onSave}>Copiar link</Button>}>
        <Text size="small">https://checkout.minhaloja.com.br/p/camiseta-basica</Text>
      </Dialog>
    ),
  },
};

export const LongContent: Story = {
  args: {
    children: (
      <Dialog
        title="Termos de uso"
        footer={(close) => (
          <Button onPress={close} fullWidth>
            Entendi
          </Button>
        )}
      >
        <Stack gap="medium">
          {Array.from({ length: 14 }, (_, i) => i + 1).map((n) => (
            <Text key={n} size="small" tone="muted">
              {n}. As taxas por pedido aprovado são cobradas no saldo da conta. Depósitos via PIX são
              creditados após a confirmação do pagamento pelo banco.
            </Text>
          ))}
        </Stack>
      </Dialog>
    ),
  },
};

/** Uncontrolled: a DialogTrigger opens the modal from its button. */
export const WithTrigger: Story = {
  args: { isOpen: undefined, isDismissable: true },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Ver detalhes</Button>
      <Modal {...args} isOpen={undefined} onOpenChange={undefined}>
        <Dialog title="Pedido #1042">
          <Text size="small">Pagamento aprovado via PIX em 12/03/2026.</Text>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalhes' }));
    const dialog = await body.findByRole('dialog', { name: 'Pedido #1042' });
    await expect(within(dialog).getByText('Pagamento aprovado via PIX em 12/03/2026.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
