import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WooCommercePluginCard } from './WooCommercePluginCard.tsx';

const meta = {
  title: 'Screens/AppsScreen/WooCommercePluginCard',
  component: WooCommercePluginCard,
  args: { connected: true, skipCart: false, onDownload: fn() },
} satisfies Meta<typeof WooCommercePluginCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Checkout Pagora na loja WooCommerce' })).toBeVisible();
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent('Baixe o plugin');
    await expect(steps[0]).toHaveTextContent('já vem com o endereço do checkout da sua loja.');
    await expect(steps[1]).toHaveTextContent('Plugins › Adicionar novo › Enviar plugin');
    await expect(steps[2]).toHaveTextContent('Clique em Ativar plugin.');
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar plugin' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    blur();
  },
};

export const SkipCart: Story = {
  args: { skipCart: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'O arquivo pagora-checkout.zip já vem com o endereço do checkout da sua loja e com Pular carrinho ligado.',
      ),
    ).toBeVisible();
  },
};

export const NotConnected: Story = {
  args: { connected: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Baixar plugin' })).toBeDisabled();
    await expect(canvas.getByText('Conecte a loja para baixar o plugin.')).toBeVisible();
  },
};

export const Downloading: Story = {
  args: { isDownloading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Baixar plugin' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const DownloadError: Story = {
  args: { downloadError: 'Conecte sua loja WooCommerce antes de continuar.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Erro ao baixar o plugin');
    await expect(alert).toHaveTextContent('Conecte sua loja WooCommerce antes de continuar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar plugin' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    blur();
  },
};
