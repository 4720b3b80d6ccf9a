import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '../../components/Toast/Toast.tsx';
import {
  blackFridayCoupon,
  coupons,
  mugBump,
  offerProducts,
  orderBumps,
  upsells,
  vipCoupon,
} from './MarketingScreen.fixtures.ts';
import { MarketingScreen } from './MarketingScreen.tsx';

const meta = {
  title: 'Screens/MarketingScreen',
  component: MarketingScreen,
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
    coupons,
    onRetry: fn(),
    onCreateCoupon: fn(() => Promise.resolve()),
    onUpdateCoupon: fn(() => Promise.resolve()),
    onDeleteCoupon: fn(() => Promise.resolve()),
    // As the web app does: the 'Erro de Validação' toast.
    onValidationError: fn((message: string) =>
      toast.error({ title: 'Erro de Validação', description: message }),
    ),
    orderBumps: {
      offers: orderBumps,
      onRetry: fn(),
      onCreate: fn(() => Promise.resolve()),
      onUpdate: fn(() => Promise.resolve()),
      onDelete: fn(() => Promise.resolve()),
    },
    upsells: {
      offers: upsells,
      onRetry: fn(),
      onCreate: fn(() => Promise.resolve()),
      onUpdate: fn(() => Promise.resolve()),
      onDelete: fn(() => Promise.resolve()),
    },
    offerProducts,
    onTabChange: fn(),
  },
} satisfies Meta<typeof MarketingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

export const Loading: Story = {
  args: { coupons: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Marketing' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Carregando cupons…' })).toBeVisible();
    // The form works while the list loads.
    await expect(canvas.getByRole('button', { name: 'Criar Cupom' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { coupons: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum cupom cadastrado para esta loja.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Cupons' })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { coupons: [], error: 'Falha ao buscar cupons.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar Cupons')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Crie cupons de desconto, order bumps e upsells para vender mais.'),
    ).toBeVisible();
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Cupons', 'Order Bump', 'Upsell']);
    await expect(canvas.getByRole('tab', { name: 'Cupons' })).toHaveAttribute('aria-selected', 'true');
    const list = canvas.getByRole('list', { name: 'Cupons' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    const [blackFriday, vip, welcome] = rows as [HTMLElement, HTMLElement, HTMLElement];
    // R$ for value coupons (cents), N% for percent ones (toHaveTextContent folds Intl's no-break space).
    await expect(blackFriday).toHaveTextContent('R$ 25,00');
    await expect(blackFriday).toHaveTextContent('27/11/2026 – 29/11/2026');
    // How much of the limit is gone, not the bare limit.
    await expect(blackFriday).toHaveTextContent('usado 1.000 de 1.000');
    await expect(welcome).toHaveTextContent('usado 128 de 500');
    await expect(blackFriday).toHaveTextContent('Aplicação automática');
    await expect(vip).toHaveTextContent('15%');
    await expect(vip).toHaveTextContent('A partir de 01/03/2026');
    await expect(welcome).toHaveTextContent('10%');
    await expect(welcome).toHaveTextContent('Sem data');
    await expect(welcome).toHaveTextContent('Uso único por cliente');
    await expect(canvas.getByRole('button', { name: 'Editar cupom BLACKFRIDAY' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Excluir cupom BLACKFRIDAY' })).toBeVisible();
    // % is the default type of a new coupon.
    await expect(canvas.getByRole('radio', { name: 'Percentual (%)' })).toBeChecked();
  },
};

export const CreateCoupon: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'Dia das Mães');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código' }), 'MAES20');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Total de usos' }), '200');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valor do desconto' }), '20');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Uso único por cliente/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Cupom' }));
    await expect(args.onCreateCoupon).toHaveBeenCalledWith({
      name: 'Dia das Mães',
      totalUses: 200,
      code: 'MAES20',
      discountType: 'percent',
      discountValue: 20,
      startDate: null,
      endDate: null,
      isUnique: true,
      isAutoApply: false,
    });
    // A saved coupon empties the form for the next one.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue(''));
    await expect(canvas.getByRole('checkbox', { name: /Uso único por cliente/ })).not.toBeChecked();
  },
};

export const CreateValueCouponWithDates: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'Outono');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código' }), 'OUTONO');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Total de usos' }), '30');
    await userEvent.click(canvas.getByRole('radio', { name: 'Valor fixo (R$)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valor do desconto' }), '10,50');
    await typeDate(canvas.getByRole('group', { name: 'Data de início' }), '20032026');
    await typeDate(canvas.getByRole('group', { name: 'Data de término' }), '20062026');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Aplicar automaticamente/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Cupom' }));
    await expect(args.onCreateCoupon).toHaveBeenCalledWith({
      name: 'Outono',
      totalUses: 30,
      code: 'OUTONO',
      discountType: 'value',
      // Reais with a dot; the server stores cents.
      discountValue: 10.5,
      // From the first moment of 20/03 to the last of 20/06, São Paulo time.
      startDate: '2026-03-20T03:00:00.000Z',
      endDate: '2026-06-21T02:59:59.999Z',
      isUnique: false,
      isAutoApply: true,
    });
  },
};

export const RequiredFields: Story = {
  args: { coupons: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Cupom' }));
    await waitFor(() => expect(canvas.getByText('Informe o nome do cupom.')).toBeVisible());
    await expect(canvas.getByText('Informe o código do cupom.')).toBeVisible();
    await expect(canvas.getByText('Informe o total de usos.')).toBeVisible();
    await expect(canvas.getByText('Informe o valor do desconto.')).toBeVisible();
    await expect(args.onCreateCoupon).not.toHaveBeenCalled();
  },
};

export const InvalidDiscount: Story = {
  args: { coupons: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'Promoção');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código' }), 'PROMO');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Total de usos' }), '10');
    await userEvent.click(canvas.getByRole('radio', { name: 'Valor fixo (R$)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valor do desconto' }), '-5');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Cupom' }));
    await expect(args.onValidationError).toHaveBeenCalledWith('O valor do desconto é inválido ou negativo.');
    await expect(args.onCreateCoupon).not.toHaveBeenCalled();
    const field = canvas.getByRole('textbox', { name: 'Valor do desconto' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('O valor do desconto é inválido ou negativo.');
    const toastRegion = within(document.body);
    await waitFor(() => expect(toastRegion.getByText('Erro de Validação')).toBeVisible());
  },
};

export const DuplicateCode: Story = {
  args: { couponErrors: { code: 'Já existe um cupom com este código nesta loja.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Código' })).toHaveAccessibleDescription(
      /Já existe um cupom com este código nesta loja\./,
    );
  },
};

export const DuplicateCodeStaysWithItsForm: Story = {
  parameters: { visual: { disable: true } },
  args: { couponErrors: { code: 'Já existe um cupom com este código nesta loja.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = 'Já existe um cupom com este código nesta loja.';
    await expect(canvas.getByText(message)).toBeVisible();
    // Another coupon in the form: the error was about the new one.
    await userEvent.click(canvas.getByRole('button', { name: 'Editar cupom VIP15' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Editar cupom' })).toBeVisible());
    await expect(canvas.queryByText(message)).toBeNull();
    // And back in create mode the form starts clean.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar Edição' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Novo cupom' })).toBeVisible());
    await expect(canvas.queryByText(message)).toBeNull();
  },
};

export const EditMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar cupom BLACKFRIDAY' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Editar cupom' })).toBeVisible());
    await expect(canvas.getByText('Editando BLACKFRIDAY')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('Black Friday');
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Código' })).toHaveValue('BLACKFRIDAY');
    await expect(canvas.getByRole('textbox', { name: 'Total de usos' })).toHaveValue('1000');
    await expect(canvas.getByRole('radio', { name: 'Valor fixo (R$)' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Valor do desconto' })).toHaveValue('25,00');
    await expect(canvas.getByRole('group', { name: 'Data de início' })).toHaveTextContent('27/11/2026');
    await expect(canvas.getByRole('group', { name: 'Data de término' })).toHaveTextContent('29/11/2026');
    await expect(canvas.getByRole('checkbox', { name: /Aplicar automaticamente/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Uso único por cliente/ })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Salvar Alterações' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancelar Edição' })).toBeVisible();
    await expect(canvas.getByText('Em edição')).toBeVisible();
    // The page scrolls back up to the form.
    await waitFor(() => expect(window.scrollY).toBe(0));
    // A steady picture: no focused field in the baseline.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SaveEdit: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar cupom VIP15' }));
    const uses = await canvas.findByRole('textbox', { name: 'Total de usos' });
    await userEvent.clear(uses);
    await userEvent.type(uses, '75');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.onUpdateCoupon).toHaveBeenCalledWith(vipCoupon, {
      name: 'Clientes VIP',
      totalUses: 75,
      code: 'VIP15',
      discountType: 'percent',
      discountValue: 15,
      startDate: '2026-03-01T03:00:00.000Z',
      endDate: null,
      isUnique: true,
      isAutoApply: true,
    });
    // Saved: back to create mode.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Novo cupom' })).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
  },
};

export const SaveEditFails: Story = {
  parameters: { visual: { disable: true } },
  args: { onUpdateCoupon: fn(() => Promise.reject(new Error('Erro ao salvar'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar cupom VIP15' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar Alterações' }));
    // Still editing, with what was typed.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Salvar Alterações' })).not.toHaveAttribute('data-pending'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('Clientes VIP');
  },
};

export const CancelEdit: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar cupom BLACKFRIDAY' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar Edição' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Novo cupom' })).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: 'Percentual (%)' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Cancelar Edição' })).toBeNull();
    await expect(args.onUpdateCoupon).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { onCreateCoupon: fn(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'Frete grátis');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código' }), 'FRETE');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Total de usos' }), '20');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valor do desconto' }), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Cupom' }));
    await expect(canvas.getByRole('button', { name: 'Criar Cupom' })).toHaveAttribute('data-pending', 'true');
  },
};

export const DeleteDialog: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir cupom BLACKFRIDAY' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(dialog).toHaveTextContent(
      'Esta ação não pode ser desfeita. Isso excluirá permanentemente o cupom.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Não' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Sim, excluir' })).toBeVisible();
    await expect(args.onDeleteCoupon).not.toHaveBeenCalled();
  },
};

export const DeleteCoupon: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir cupom BLACKFRIDAY' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDeleteCoupon).toHaveBeenCalledWith(blackFridayCoupon);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const DeleteDismissed: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir cupom VIP15' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDeleteCoupon).not.toHaveBeenCalled();
  },
};

export const OrderBump: Story = {
  args: { defaultTab: 'order-bump' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Order Bump' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getByRole('heading', { name: 'Novo order bump' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Criar Order Bump' })).toBeVisible();
    const rows = within(within(panel).getByRole('list', { name: 'Order bumps cadastrados' })).getAllByRole(
      'listitem',
    );
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(/De R\$\s49,90\s*por R\$\s29,90/);
    await expect(rows[0]).toHaveTextContent('Camiseta Básica Algodão Orgânico e Boné Trucker Bordado');
    await expect(rows[1]).toHaveTextContent('Todos os produtos');
    await expect(rows[2]).toHaveTextContent('Inativo');
  },
};

export const Upsell: Story = {
  args: { defaultTab: 'upsell' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Upsell' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getByRole('heading', { name: 'Novo upsell' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Criar Upsell' })).toBeVisible();
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(panel).getByText('Espere! Complete o look com o Boné Trucker')).toBeVisible();
  },
};

export const OrderBumpEmpty: Story = {
  args: { defaultTab: 'order-bump', orderBumps: { ...meta.args.orderBumps, offers: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nenhum order bump cadastrado para esta loja.'),
    ).toBeVisible();
  },
};

export const UpsellEmpty: Story = {
  args: { defaultTab: 'upsell', upsells: { ...meta.args.upsells, offers: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum upsell cadastrado para esta loja.')).toBeVisible();
  },
};

export const OrderBumpLoading: Story = {
  args: {
    defaultTab: 'order-bump',
    orderBumps: { ...meta.args.orderBumps, offers: [], isLoading: true },
    offerProducts: [],
    isOfferProductsLoading: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando order bumps…' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Produto ofertado/ })).toBeDisabled();
  },
};

export const OrderBumpLoadError: Story = {
  args: {
    defaultTab: 'order-bump',
    orderBumps: { ...meta.args.orderBumps, offers: [], error: 'Falha ao buscar ofertas.' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar ofertas')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.orderBumps.onRetry).toHaveBeenCalledOnce();
  },
};

export const UpsellWithoutProducts: Story = {
  args: { defaultTab: 'upsell', upsells: { ...meta.args.upsells, offers: [] }, offerProducts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cadastre um produto primeiro')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cadastrar produto' })).toHaveAttribute(
      'href',
      '/produtos/novo',
    );
    // No form that cannot be filled.
    await expect(canvas.queryByRole('button', { name: 'Criar Upsell' })).toBeNull();
  },
};

export const SwitchTabs: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Upsell' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('upsell');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Novo upsell' })).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: 'Order Bump' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('order-bump');
  },
};

export const EditOrderBump: Story = {
  args: { defaultTab: 'order-bump' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar order bump Caneca Esmaltada 350 ml' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Editar order bump' })).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toHaveValue(mugBump.headline);
    await expect(canvas.getByRole('textbox', { name: 'Preço da oferta' })).toHaveValue('29,90');
    await expect(canvas.getByText('Em edição')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DeleteOrderBump: Story = {
  parameters: { visual: { disable: true } },
  args: { defaultTab: 'order-bump' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Excluir order bump Caneca Esmaltada 350 ml' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(dialog).toHaveTextContent(
      'Esta ação não pode ser desfeita. Isso excluirá permanentemente o order bump "Caneca Esmaltada 350 ml".',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.orderBumps.onDelete).toHaveBeenCalledWith(mugBump);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Types dd/MM/yyyy into a date field's segments. */
async function typeDate(group: HTMLElement, digits: string) {
  const [day] = within(group).getAllByRole('spinbutton');
  if (!day) throw new Error('no day segment');
  await userEvent.click(day);
  await userEvent.keyboard(digits);
}
