import {
  applyCheckoutTemplate,
  INTEREST_FREE_ABOVE_MAX_MESSAGE,
  MONTHLY_INTEREST_DECIMALS_MESSAGE,
  MONTHLY_INTEREST_NUMBER_MESSAGE,
  mergeCheckoutSettings,
  PIX_DISCOUNT_RANGE_MESSAGE,
} from '@pagora/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Disclosure, DisclosureGroup } from '../../components/Disclosure/Disclosure.tsx';
import { BuilderSectionPanel, type BuilderSectionPanelProps } from './BuilderSectionPanel.tsx';
import {
  bannerSettings,
  bannerUrl,
  defaultSettings,
  logoUrl,
  storeSettings,
} from './CheckoutBuilderScreen.fixtures.ts';
import { PIX_WITHOUT_KEY } from './OptionsSection.tsx';
import { BUILDER_SECTION_TITLES, type CheckoutImageUpload } from './sections.ts';

/** One section as the builder shows it: open in the accordion, at the panel's width, editing a draft. */
function ExpandedSection(args: BuilderSectionPanelProps) {
  const [draft, setDraft] = useState(args.settings);
  return (
    <div style={{ maxWidth: 400 }}>
      <DisclosureGroup defaultExpandedKeys={[args.section]}>
        <Disclosure id={args.section} title={BUILDER_SECTION_TITLES[args.section]} headingLevel={2}>
          <BuilderSectionPanel
            {...args}
            settings={draft}
            onChange={(next) => {
              setDraft(next);
              args.onChange(next);
            }}
          />
        </Disclosure>
      </DisclosureGroup>
    </div>
  );
}

const meta = {
  title: 'Screens/CheckoutBuilderScreen/Sections',
  component: BuilderSectionPanel,
  render: (args) => <ExpandedSection {...args} />,
  args: {
    section: 'template',
    settings: storeSettings,
    onChange: fn(),
    // The app gets `/uploads/…` back; stories load nothing, so the upload answers an inline image.
    onUpload: fn((kind: 'logo' | 'banner') => Promise.resolve(kind === 'banner' ? bannerUrl : logoUrl)),
  },
} satisfies Meta<typeof BuilderSectionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

export const Template: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Modelo do checkout' });
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Modelo 01',
      'Modelo 02',
      'Modelo 03',
      'Modelo 04',
      'Modelo 05',
      'Estilo Stripe',
      'Amazon',
      'Hotmart',
      'Pagbank',
      'Estilo Stripe (digital)',
      'Estilo Stripe (físico)',
      'Estilo Mercado Livre',
    ]);
    await userEvent.click(canvas.getByRole('radio', { name: 'Hotmart' }));
    await expect(args.onChange).toHaveBeenCalledWith(applyCheckoutTemplate(storeSettings, 'hotmart'));
    await expect(canvas.getByRole('radio', { name: 'Hotmart' })).toBeChecked();
    // Arrow keys move the choice too.
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      applyCheckoutTemplate(applyCheckoutTemplate(storeSettings, 'hotmart'), 'pagbank'),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Header: Story = {
  args: { section: 'header' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Logo atual' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Exibir cabeçalho' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Cor de fundo' })).toHaveValue('#ffffff');
    await expect(canvas.getByLabelText('Cor de fundo: seletor de cor')).toHaveValue('#ffffff');
    await expect(canvas.getByRole('switch', { name: /Selo de compra segura/ })).toBeChecked();
  },
};

export const HeaderRemoveAndUploadLogo: Story = {
  args: { section: 'header' },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover logo' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      mergeCheckoutSettings(storeSettings, { header: { logo_url: null } }),
    );
    await expect(canvas.getByText('Nenhuma logo enviada')).toBeVisible();
    const file = png('logo.png', 2048);
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onUpload).toHaveBeenCalledWith('logo', file);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        mergeCheckoutSettings(storeSettings, { header: { logo_url: logoUrl } }),
      ),
    );
  },
};

export const HeaderUploading: Story = {
  args: {
    section: 'header',
    settings: defaultSettings,
    onUpload: fn<CheckoutImageUpload>(() => new Promise(() => {})),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png('logo.png', 2048));
    await expect(canvas.getByRole('button', { name: 'Enviando…' })).toHaveAttribute('data-pending', 'true');
  },
};

export const HeaderHidden: Story = {
  args: { section: 'header', settings: mergeCheckoutSettings(storeSettings, { header: { enabled: false } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Off: its settings stay visible, disabled.
    await expect(canvas.getByRole('textbox', { name: 'Cor de fundo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Trocar logo' })).toBeDisabled();
  },
};

export const NoticeBar: Story = {
  args: { section: 'notice_bar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Texto do aviso' });
    await expect(text).toHaveValue('Frete grátis para todo o Brasil!');
    await expect(text).toHaveAttribute('maxlength', '160');
    // A colour is typed as #RRGGBB (the # may be left out); only valid colours reach the draft.
    const color = canvas.getByRole('textbox', { name: 'Cor de fundo' });
    await userEvent.clear(color);
    await userEvent.type(color, '0F766E');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      mergeCheckoutSettings(storeSettings, { notice_bar: { background_color: '#0f766e' } }),
    );
    await expect(canvas.getByLabelText('Cor de fundo: seletor de cor')).toHaveValue('#0f766e');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const InvalidColor: Story = {
  args: { section: 'notice_bar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const color = canvas.getByRole('textbox', { name: 'Cor do texto' });
    await userEvent.clear(color);
    await userEvent.type(color, '#12zz');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText('Use uma cor no formato #RRGGBB.')).toBeVisible());
    await expect(args.onChange).not.toHaveBeenCalled();
    // The swatch keeps the colour in use.
    await expect(canvas.getByLabelText('Cor do texto: seletor de cor')).toHaveValue('#ffffff');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Banner: Story = {
  args: { section: 'banner', settings: bannerSettings },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Imagem do banner atual' })).toBeVisible();
    await expect(canvas.getByText('jpg ou png, máx. 500kb, 728x90px')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Imagem do banner' })).toHaveAccessibleDescription(
      'jpg ou png, máx. 500kb, 728x90px',
    );
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
  },
};

export const BannerTooLarge: Story = {
  args: { section: 'banner', settings: mergeCheckoutSettings(storeSettings, { banner: { enabled: true } }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum banner enviado')).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), png('banner.png', 600 * 1024));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('O banner deve ter no máximo 500 kB.');
    await expect(args.onUpload).not.toHaveBeenCalled();
    // A fitting file goes up and into the draft.
    const file = png('banner.png', 400 * 1024);
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onUpload).toHaveBeenCalledWith('banner', file);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        mergeCheckoutSettings(storeSettings, {
          banner: { enabled: true, image_url: bannerUrl },
        }),
      ),
    );
  },
};

export const BannerServerError: Story = {
  args: {
    section: 'banner',
    settings: bannerSettings,
    errors: { 'banner.image_url': 'Imagem inválida: envie a imagem pelo botão de upload.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Imagem inválida: envie a imagem pelo botão de upload.',
    );
  },
};

export const Cart: Story = {
  args: { section: 'cart' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: /Mostrar a descrição do produto/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      mergeCheckoutSettings(storeSettings, { cart: { show_product_description: true } }),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Content: Story = {
  args: { section: 'content' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('textbox', { name: 'Texto do botão' });
    await expect(button).toHaveAttribute('placeholder', 'Finalizar compra');
    await userEvent.type(button, 'Comprar agora');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      mergeCheckoutSettings(storeSettings, { content: { button_text: 'Comprar agora' } }),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Scarcity: Story = {
  args: { section: 'scarcity' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const timer = canvas.getByRole('button', { name: /Cronômetro/ });
    await expect(timer).toHaveTextContent('10 minutos');
    await userEvent.click(timer);
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Desativado',
      '5 minutos',
      '10 minutos',
      '15 minutos',
      '20 minutos',
      '25 minutos',
      '30 minutos',
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Desativado' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      mergeCheckoutSettings(storeSettings, { scarcity: { minutes: 0 } }),
    );
    // Without a timer its text and colours are off.
    await expect(canvas.getByRole('textbox', { name: 'Texto do cronômetro' })).toBeDisabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OrderBump: Story = {
  args: { section: 'order_bump' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Marketing › Order Bump' })).toHaveAttribute(
      'href',
      '/marketing',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Horizontal' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      mergeCheckoutSettings(storeSettings, { order_bump: { orientation: 'horizontal' } }),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Options: Story = {
  args: { section: 'options' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Pedir CPF/ })).toHaveTextContent('Sim (obrigatório)');
    const methods = canvas.getByRole('group', { name: 'Formas de pagamento' });
    for (const box of within(methods).getAllByRole('checkbox')) await expect(box).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Pagamento pré-selecionado/ })).toHaveTextContent('PIX');
    await expect(canvas.getByRole('button', { name: /Parcelas no cartão/ })).toHaveTextContent('Até 12x');
    await expect(canvas.getByRole('button', { name: /Parcelas sem juros/ })).toHaveTextContent(
      'Só 1x (à vista)',
    );
    await expect(canvas.getByRole('textbox', { name: 'Juros ao mês' })).toHaveValue('0');
    await expect(canvas.getByRole('textbox', { name: 'Parcela mínima' })).toHaveValue('5,00');
    await expect(canvas.getByRole('textbox', { name: 'Desconto no PIX' })).toHaveValue('0');
    await expect(canvas.getByRole('button', { name: /Fonte/ })).toHaveTextContent('Inter (padrão)');
    await expect(canvas.getByRole('radio', { name: 'Pequeno' })).toBeChecked();
    await expect(canvas.queryByText(PIX_WITHOUT_KEY)).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Cotação' })).toBeNull();
  },
};

export const OptionsPaymentMethods: Story = {
  args: { section: 'options' },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Turning PIX off moves the pre-selection to the next method on.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'PIX' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      mergeCheckoutSettings(storeSettings, {
        options: { payment_methods: ['card', 'boleto'], preselected_payment: 'card' },
      }),
    );
    // Only the methods on can be pre-selected.
    await userEvent.click(canvas.getByRole('button', { name: /Pagamento pré-selecionado/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cartão de crédito', 'Boleto']);
    await userEvent.keyboard('{Escape}');
    // The last method on cannot be turned off.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Boleto' }));
    await expect(canvas.getByRole('checkbox', { name: 'Cartão de crédito' })).toBeDisabled();
  },
};

/** Installments: 3x without interest, 2,99 % a.m. on the others, R$ 10,00 minimum; 5 % off by PIX. */
export const OptionsPaymentTerms: Story = {
  args: { section: 'options' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Parcelas sem juros/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Até 3x sem juros' }));
    const rate = canvas.getByRole('textbox', { name: 'Juros ao mês' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '2,99');
    const minimum = canvas.getByRole('textbox', { name: 'Parcela mínima' });
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '10,00');
    const pix = canvas.getByRole('textbox', { name: 'Desconto no PIX' });
    await userEvent.clear(pix);
    await userEvent.type(pix, '5');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      mergeCheckoutSettings(storeSettings, {
        options: {
          interest_free_installments: 3,
          monthly_interest_percent: 2.99,
          min_installment_cents: 1000,
          pix_discount_percent: 5,
        },
      }),
    );
    await expect(
      canvas.getByText('Tabela Price: o comprador vê o total com juros de cada opção.'),
    ).toBeVisible();
    // Fewer installments at most: the interest-free count follows.
    await userEvent.click(canvas.getByRole('button', { name: /Parcelas no cartão/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Até 2x' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      mergeCheckoutSettings(storeSettings, {
        options: {
          max_installments: 2,
          interest_free_installments: 2,
          monthly_interest_percent: 2.99,
          min_installment_cents: 1000,
          pix_discount_percent: 5,
        },
      }),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The contract's messages beside the fields while a value is out of range or not a number. */
export const OptionsPaymentTermsErrors: Story = {
  args: { section: 'options' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rate = canvas.getByRole('textbox', { name: 'Juros ao mês' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '2,999');
    await userEvent.tab();
    await expect(rate).toHaveAccessibleDescription(
      expect.stringContaining(MONTHLY_INTEREST_DECIMALS_MESSAGE),
    );
    await userEvent.clear(rate);
    await userEvent.type(rate, 'dois');
    await userEvent.tab();
    await expect(rate).toHaveAccessibleDescription(expect.stringContaining(MONTHLY_INTEREST_NUMBER_MESSAGE));
    const pix = canvas.getByRole('textbox', { name: 'Desconto no PIX' });
    await userEvent.clear(pix);
    await userEvent.type(pix, '60');
    await userEvent.tab();
    await expect(pix).toHaveAccessibleDescription(expect.stringContaining(PIX_DISCOUNT_RANGE_MESSAGE));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A message from the server about the interest-free count shows beside it. */
export const OptionsInterestFreeError: Story = {
  args: {
    section: 'options',
    errors: { 'options.interest_free_installments': INTEREST_FREE_ABOVE_MAX_MESSAGE },
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(INTEREST_FREE_ABOVE_MAX_MESSAGE)).toBeVisible();
  },
};

export const OptionsPixWithoutKey: Story = {
  args: { section: 'options', settings: defaultSettings },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(PIX_WITHOUT_KEY)).toBeVisible();
    // Without PIX there is nothing to warn about.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'PIX' }));
    await waitFor(() => expect(canvas.queryByText(PIX_WITHOUT_KEY)).toBeNull());
    await userEvent.click(canvas.getByRole('checkbox', { name: 'PIX' }));
    await waitFor(() => expect(canvas.getByText(PIX_WITHOUT_KEY)).toBeVisible());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OptionsMethodsError: Story = {
  args: {
    section: 'options',
    errors: { 'options.payment_methods': 'Ative pelo menos uma forma de pagamento.' },
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Formas de pagamento' })).toHaveAccessibleDescription(
      'Ative pelo menos uma forma de pagamento.',
    );
  },
};

export const Footer: Story = {
  args: { section: 'footer' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'E-mail de suporte' });
    await expect(email).toHaveValue('suporte@lojadaana.com.br');
    await userEvent.click(canvas.getByRole('switch', { name: 'Exibir rodapé' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      mergeCheckoutSettings(storeSettings, { footer: { enabled: false } }),
    );
    await expect(email).toBeDisabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
