import { applyCheckoutTemplate, type CheckoutSettings } from '@pagora/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import {
  bannerUrl,
  defaultSettings,
  euroSettings,
  logoUrl,
  previewProducts,
  singleProduct,
  storeSettings,
} from './CheckoutBuilderScreen.fixtures.ts';
import { CheckoutBuilderScreen, type CheckoutBuilderScreenProps } from './CheckoutBuilderScreen.tsx';
import { PREVIEW_SETTINGS_MESSAGE } from './CheckoutPreview.tsx';
import { PIX_WITHOUT_KEY } from './OptionsSection.tsx';

/** As the web app does: the draft lives above the screen, every change comes back as the new draft. */
function ControlledScreen(args: CheckoutBuilderScreenProps) {
  const [draft, setDraft] = useState(args.settings);
  return (
    <CheckoutBuilderScreen
      {...args}
      settings={draft}
      isDirty={args.isDirty || draft !== args.settings}
      onChange={(next) => {
        setDraft(next);
        args.onChange(next);
      }}
    />
  );
}

const slot = (title: string) => (
  <Card>
    <EmptyState title={title} description="Conteúdo montado pelo app (apps/web)." />
  </Card>
);

const meta = {
  title: 'Screens/CheckoutBuilderScreen',
  component: CheckoutBuilderScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <ControlledScreen {...args} />,
  args: {
    settings: storeSettings,
    previewProducts,
    onChange: fn(),
    onSave: fn(),
    onRetry: fn(),
    onUploadImage: fn((kind: 'logo' | 'banner') => Promise.resolve(kind === 'banner' ? bannerUrl : logoUrl)),
    socialProofsTab: slot('Provas Sociais'),
    redirectsTab: slot('Redirecionamento'),
  },
} satisfies Meta<typeof CheckoutBuilderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const frame = () => screen.getByTitle<HTMLIFrameElement>('Pré-visualização do checkout');

export const Loading: Story = {
  args: { settings: null, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Configuração de Checkout' })).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: 'Carregando configuração do checkout…' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Fechar' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { settings: null, error: 'Falha ao buscar a configuração do checkout.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar a configuração do checkout.')).toBeVisible();
    await expect(canvas.getByText('Falha ao buscar a configuração do checkout.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Construtor',
      'Provas Sociais',
      'Redirecionamento',
    ]);
    await expect(canvas.getByRole('tab', { name: 'Construtor' })).toHaveAttribute('aria-selected', 'true');
    // Every section of the builder, in its order, each a heading with its toggle.
    const sections = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(sections).toEqual([
      'Navegação do checkout',
      'ModeloModelo 01',
      'CabeçalhoAtivado',
      'Barra de avisoAtivado',
      'BannerDesativado',
      'Carrinho',
      'Conteúdo',
      'Escassez10 minutos',
      'Order BumpVertical',
      'Configurações',
      'RodapéAtivado',
      'Pré-visualização',
    ]);
    // Modelo is open, the rest closed.
    await expect(canvas.getByRole('button', { name: 'Modelo Modelo 01' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Configurações' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('radiogroup', { name: 'Modelo do checkout' })).toBeVisible();
    const templates = canvas.getByRole('radiogroup', { name: 'Modelo do checkout' });
    await expect(within(templates).getAllByRole('radio')).toHaveLength(12);
    await expect(canvas.getByRole('radio', { name: 'Modelo 01' })).toBeChecked();
    // 3 steps by default.
    await expect(canvas.getByRole('radio', { name: '3 etapas' })).toBeChecked();
    // The real checkout (about:blank in stories) in the preview, desktop first, and a product choice.
    await expect(frame()).toHaveAttribute('src', 'about:blank');
    await expect(canvas.getByRole('radio', { name: 'Desktop' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Produto/ })).toHaveTextContent(
      'Camiseta Básica Algodão Orgânico',
    );
    await expect(canvas.queryByText('Alterações não salvas')).toBeNull();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};

export const OneProduct: Story = {
  args: { previewProducts: singleProduct },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(frame()).toBeVisible();
    // Nothing to choose: no product select.
    await expect(canvas.queryByRole('button', { name: /Produto/ })).toBeNull();
  },
};

export const NoProducts: Story = {
  args: { previewProducts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cadastre um produto para pré-visualizar o checkout.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cadastrar produto' })).toHaveAttribute(
      'href',
      '/produtos/novo',
    );
    await expect(screen.queryByTitle('Pré-visualização do checkout')).toBeNull();
    await expect(canvas.queryByRole('radio', { name: 'Desktop' })).toBeNull();
  },
};

export const Dirty: Story = {
  args: { isDirty: true, settings: applyCheckoutTemplate(storeSettings, 'model-02') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Alterações não salvas')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Modelo 02' })).toBeChecked();
  },
};

export const Saving: Story = {
  args: { isDirty: true, isSaving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toHaveAttribute('data-pending', 'true');
  },
};

export const Save: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const ChooseTemplate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Amazon' }));
    const expected = applyCheckoutTemplate(storeSettings, 'amazon');
    await expect(args.onChange).toHaveBeenCalledWith(expected);
    // The preset's colours and layout, everything else kept (logo, texts, PIX key).
    await expect(expected.appearance.primary_color).toBe('#ffd814');
    await expect(expected.header.background_color).toBe('#131921');
    await expect(expected.header.logo_url).toBe(storeSettings.header.logo_url);
    await expect(canvas.getByRole('radio', { name: 'Amazon' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Modelo Amazon' })).toBeVisible();
    await expect(canvas.getByText('Alterações não salvas')).toBeVisible();
    // Configurações shows the preset's colours.
    await userEvent.click(canvas.getByRole('button', { name: 'Configurações' }));
    await expect(canvas.getByRole('textbox', { name: 'Cor principal' })).toHaveValue('#ffd814');
    await expect(canvas.getByRole('button', { name: /Fonte/ })).toHaveTextContent('Arial');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const StepsToggle: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '1 etapa' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...storeSettings, steps: 1 });
    await expect(canvas.getByText('Todos os dados em uma única página.')).toBeVisible();
  },
};

export const DeviceToggle: Story = {
  // As wide as the app's content beside the sidebar on a 1280 px screen: the tablet must shrink.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Desktop: a real 1280 × 800 viewport (the checkout lays out for desktop), scaled into the
    // panel — wider than the tablet's, never the phone layout a narrow frame would get.
    await waitFor(() => expect(frame().offsetWidth).toBe(1280));
    await expect(frame().offsetHeight).toBe(800);
    const desktop = frame().getBoundingClientRect();
    await expect(desktop.width).toBeLessThan(1280);
    await expect(desktop.height / desktop.width).toBeCloseTo(800 / 1280, 2);
    await userEvent.click(canvas.getByRole('radio', { name: 'Tablet' }));
    await waitFor(() => expect(frame().offsetWidth).toBe(768));
    await expect(frame().offsetHeight).toBe(1024);
    // Scaled down to the panel, keeping the tablet's proportions.
    const box = frame().getBoundingClientRect();
    await expect(box.width).toBeLessThan(768);
    await expect(box.height / box.width).toBeCloseTo(1024 / 768, 2);
    await userEvent.click(canvas.getByRole('radio', { name: 'Celular' }));
    await waitFor(() => expect(frame().offsetWidth).toBe(375));
    await expect(frame().offsetHeight).toBe(667);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PreviewGetsTheDraft: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const received: { type: string; settings: CheckoutSettings }[] = [];
    await waitFor(() => expect(frame().contentWindow).not.toBeNull());
    frame().contentWindow?.addEventListener('message', (event: MessageEvent) => received.push(event.data));
    await userEvent.click(canvas.getByRole('radio', { name: '1 etapa' }));
    await waitFor(() =>
      expect(received.at(-1)).toEqual({
        type: PREVIEW_SETTINGS_MESSAGE,
        settings: { ...storeSettings, steps: 1 },
      }),
    );
    // The checkout saying it listens (it posts from inside the frame) gets the draft at once.
    const count = received.length;
    const inFrame = frame().contentWindow as (Window & { eval: (code: string) => unknown }) | null;
    inFrame?.eval(
      `parent.postMessage({ type: 'pagora:preview-ready' }, ${JSON.stringify(window.location.origin)})`,
    );
    await waitFor(() => expect(received).toHaveLength(count + 1));
    // The same message from anywhere else is ignored.
    window.postMessage({ type: 'pagora:preview-ready' }, window.location.origin);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(received).toHaveLength(count + 1);
  },
};

export const CurrencyRate: Story = {
  args: { defaultExpandedSections: ['options'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Cotação' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Moeda/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'EUR — Euro' }));
    const rate = await canvas.findByRole('textbox', { name: 'Cotação' });
    await expect(rate).toHaveAccessibleDescription(/Quantos EUR valem R\$ 1,00/);
    await userEvent.type(rate, '0,18');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        options: expect.objectContaining({ currency: 'EUR', currency_rate: 0.18 }),
      }),
    );
    // Back to BRL: no rate.
    await userEvent.click(canvas.getByRole('button', { name: /Moeda/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'BRL — Real brasileiro' }));
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'Cotação' })).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ options: expect.objectContaining({ currency: 'BRL', currency_rate: null }) }),
    );
  },
};

export const ForeignCurrency: Story = {
  args: { settings: euroSettings, defaultExpandedSections: ['options'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Cotação' })).toHaveValue('0,17');
    await expect(canvas.getByRole('button', { name: /Idioma/ })).toHaveTextContent('Inglês');
  },
};

export const PixWithoutKey: Story = {
  args: { settings: defaultSettings, defaultExpandedSections: ['options'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(PIX_WITHOUT_KEY)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Chave PIX' }), 'contato@loja.com.br');
    await waitFor(() => expect(canvas.queryByText(PIX_WITHOUT_KEY)).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const cityError = 'Cidade do recebedor: no máximo 15 caracteres.';

export const ServerFieldError: Story = {
  args: { isDirty: true, fieldErrors: { 'options.pix_city': cityError } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Its section opened by itself, the message on the field.
    await expect(canvas.getByRole('button', { name: 'Configurações' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const city = canvas.getByRole('textbox', { name: 'Cidade do recebedor' });
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(city).toHaveAccessibleDescription(cityError);
    await expect(canvas.getByText(cityError)).toBeVisible();
  },
};

export const ServerFieldErrorClears: Story = {
  args: { isDirty: true, fieldErrors: { 'options.pix_city': cityError } },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('textbox', { name: 'Cidade do recebedor' });
    // Editing the field clears it (once the change is committed, leaving the field).
    await userEvent.type(city, 'x');
    await userEvent.tab();
    await waitFor(() => expect(city).not.toHaveAttribute('aria-invalid'));
    await expect(canvas.queryByText(cityError)).toBeNull();
  },
};

export const SocialProofsTab: Story = {
  args: { defaultTab: 'provas-sociais' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Provas Sociais' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(canvas.getByRole('tabpanel')).getByText('Provas Sociais')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Redirecionamento' }));
    await expect(within(canvas.getByRole('tabpanel')).getByText('Redirecionamento')).toBeVisible();
    // Back to the builder: the same sections open.
    await userEvent.click(canvas.getByRole('tab', { name: 'Construtor' }));
    await expect(canvas.getByRole('button', { name: 'Modelo Modelo 01' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
