import type { PixelSettingsView } from '@pagora/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PixelsPanel } from './PixelsPanel.tsx';

const empty: PixelSettingsView = {
  meta_pixel_id: null,
  meta_capi_token_set: false,
  ga4_id: null,
  google_ads_id: null,
  google_ads_label: null,
  tiktok_pixel_id: null,
  meta_capi: { last_sent_at: null, last_error: null, last_error_at: null },
};

const filled: PixelSettingsView = {
  meta_pixel_id: '1234567890123456',
  meta_capi_token_set: true,
  ga4_id: 'G-AB12CD34EF',
  google_ads_id: 'AW-123456789',
  google_ads_label: 'AbC-D_efG',
  tiktok_pixel_id: 'C4B2J8P5R3Q1M7N6K0L9',
  meta_capi: { last_sent_at: '2025-11-20T14:32:00.000Z', last_error: null, last_error_at: null },
};

const meta = {
  title: 'Screens/AppsScreen/PixelsPanel',
  component: PixelsPanel,
  tags: ['screen'],
  args: { pixels: empty, onSave: fn(), onRetryLoad: fn() },
} satisfies Meta<typeof PixelsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

export const Loading: Story = {
  args: { pixels: null, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando…' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'ID do Pixel da Meta' })).toBeDisabled();
  },
};

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pixels de anúncios' })).toBeVisible();
    await expect(canvas.getByText('Não configurado')).toBeVisible();
    await expect(canvas.getByLabelText('Token da API de Conversões')).toHaveAttribute('type', 'password');
    await expect(canvas.queryByRole('checkbox', { name: 'Remover o token salvo' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'ID do Pixel da Meta' }), ' 1234567890123456 ');
    await userEvent.type(canvas.getByLabelText('Token da API de Conversões'), 'EAAGm0PX4ZCpsBA1token_0001');
    await userEvent.type(canvas.getByRole('textbox', { name: 'ID de medição do GA4' }), 'g-ab12cd34ef');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'ID do Pixel do TikTok' }),
      'c4b2j8p5r3q1m7n6k0l9',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Pixels' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      metaPixelId: '1234567890123456',
      metaCapiToken: 'EAAGm0PX4ZCpsBA1token_0001',
      removeMetaCapiToken: false,
      ga4Id: 'G-AB12CD34EF',
      googleAdsId: '',
      googleAdsLabel: '',
      tiktokPixelId: 'C4B2J8P5R3Q1M7N6K0L9',
    });
    blur();
  },
};

export const Filled: Story = {
  args: { pixels: filled },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Configurado')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'ID do Pixel da Meta' })).toHaveValue(
      '1234567890123456',
    );
    await expect(canvas.getByRole('textbox', { name: 'ID do Google Ads' })).toHaveValue('AW-123456789');
    // The stored token is never shown, only that there is one.
    await expect(canvas.getByLabelText('Token da API de Conversões')).toHaveValue('');
    await expect(canvas.getByText('Há um token salvo. Deixe em branco para mantê-lo.')).toBeVisible();
    await expect(canvas.getByText('Última compra aceita pela Meta: 20/11/2025 11:32.')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remover o token salvo' }));
    await expect(canvas.getByLabelText('Token da API de Conversões')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Pixels' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        metaPixelId: '1234567890123456',
        metaCapiToken: '',
        removeMetaCapiToken: true,
      }),
    );
    blur();
  },
};

export const InvalidIds: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'ID do Pixel da Meta' }), 'abc');
    await userEvent.type(canvas.getByRole('textbox', { name: 'ID de medição do GA4' }), 'UA-1234-1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Rótulo da conversão de compra' }), 'AbC');
    await userEvent.type(canvas.getByRole('textbox', { name: 'ID do Pixel do TikTok' }), 'C4B2-J8');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Pixels' }));
    await expect(
      canvas.getByText('O ID do Pixel da Meta tem só números (de 10 a 20 dígitos).'),
    ).toBeVisible();
    await expect(canvas.getByText('O ID de medição do GA4 começa com G- (ex.: G-AB12CD34EF).')).toBeVisible();
    await expect(
      canvas.getByText('Informe o ID do Google Ads para usar o rótulo de conversão.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('O ID do Pixel do TikTok tem só letras e números (ex.: C4B2J8P5R3Q1M7N6K0L9).'),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    blur();
  },
};

export const ServerErrors: Story = {
  args: {
    pixels: filled,
    saveError: 'O token da API de Conversões tem só letras, números, - e _.',
    validationErrors: { metaCapiToken: 'O token da API de Conversões tem só letras, números, - e _.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao salvar os pixels');
    await expect(
      canvas.getAllByText('O token da API de Conversões tem só letras, números, - e _.'),
    ).toHaveLength(2);
  },
};

export const ConversionsApiFailure: Story = {
  args: {
    pixels: {
      ...filled,
      meta_capi: {
        last_sent_at: '2025-11-18T10:00:00.000Z',
        last_error:
          'A Meta recusou o token da API de Conversões (HTTP 400, código 190): Invalid OAuth access token. Gere um novo token no Gerenciador de Eventos e salve-o em Apps › Pixels.',
        last_error_at: '2025-11-20T14:32:00.000Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('API de Conversões com falha');
    await expect(alert).toHaveTextContent('20/11/2025 11:32: A Meta recusou o token');
    await expect(canvas.queryByText(/Última compra aceita pela Meta/)).toBeNull();
  },
};

export const Saving: Story = {
  args: { pixels: filled, isSaving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Salvar Pixels' })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'ID do Pixel do TikTok' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: { pixels: null, loadError: 'Acesso não autorizado para buscar a integração desta loja.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Acesso não autorizado para buscar a integração desta loja.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryLoad).toHaveBeenCalledOnce();
    blur();
  },
};
