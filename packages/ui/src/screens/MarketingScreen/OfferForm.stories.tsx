import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { capUpsell, ebookBump, mugBump, offerProducts } from './MarketingScreen.fixtures.ts';
import { OfferForm } from './OfferForm.tsx';

const meta = {
  title: 'Screens/Marketing/OfferForm',
  component: OfferForm,
  args: {
    kind: 'bump',
    offer: null,
    products: offerProducts,
    onSubmit: fn(() => Promise.resolve()),
    onCancelEdit: fn(),
  },
} satisfies Meta<typeof OfferForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const never = () => new Promise<never>(() => {});

async function chooseProduct(canvas: Canvas, name: string) {
  await userEvent.click(canvas.getByRole('button', { name: /Produto ofertado/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

async function fillOffer(canvas: Canvas) {
  await chooseProduct(canvas, 'Caneca Esmaltada 350 ml');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Preço da oferta' }), '29,90');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Título' }), 'Leve também a caneca');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Descrição' }), 'Só nesta compra.');
}

export const CreateOrderBump: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Novo order bump' })).toBeVisible();
    await expect(canvas.getByText(/marcando uma caixa, com um clique/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Produto ofertado/ })).toHaveTextContent(
      'Selecione um produto',
    );
    await expect(canvas.getByRole('textbox', { name: 'Preço da oferta' })).toHaveAttribute(
      'placeholder',
      '29,90',
    );
    await expect(canvas.getByRole('radio', { name: 'Todos os produtos' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: /Oferta ativa/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Criar Order Bump' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar Edição' })).toBeNull();
  },
};

export const CreateUpsell: Story = {
  args: { kind: 'upsell' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Novo upsell' })).toBeVisible();
    await expect(canvas.getByText(/logo depois do pagamento aprovado/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Criar Upsell' })).toBeVisible();
  },
};

export const SubmitForAllProducts: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillOffer(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Order Bump' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      product_id: 127,
      offerPrice: '29,90',
      headline: 'Leve também a caneca',
      description: 'Só nesta compra.',
      triggerProductIds: [],
      isActive: true,
    });
    // Saved: the form empties for the next offer.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Título' })).toHaveValue(''));
    await expect(canvas.getByRole('button', { name: /Produto ofertado/ })).toHaveTextContent(
      'Selecione um produto',
    );
  },
};

export const SubmitForChosenProducts: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillOffer(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Produtos escolhidos' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Camiseta Básica Algodão Orgânico' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Boné Trucker Bordado' }));
    await expect(canvas.getByText('2 selecionados')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: /Oferta ativa/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Order Bump' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      product_id: 127,
      offerPrice: '29,90',
      headline: 'Leve também a caneca',
      description: 'Só nesta compra.',
      triggerProductIds: [128, 122],
      isActive: false,
    });
  },
};

export const ChosenProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Produtos escolhidos' }));
    const group = canvas.getByRole('group', { name: 'Produtos que exibem a oferta' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(offerProducts.length);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Caneca Esmaltada 350 ml' }));
    await expect(canvas.getByText('1 selecionado')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Produtos escolhidos' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Order Bump' }));
    await waitFor(() => expect(canvas.getByText('Escolha o produto da oferta.')).toBeVisible());
    await expect(canvas.getByText('Informe o preço da oferta.')).toBeVisible();
    await expect(canvas.getByText('Informe o título da oferta.')).toBeVisible();
    await expect(canvas.getByText('Escolha pelo menos um produto.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const InvalidPrice: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseProduct(canvas, 'Caneca Esmaltada 350 ml');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Preço da oferta' }), 'grátis');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Título' }), 'Caneca');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Order Bump' }));
    await expect(
      await canvas.findByText('Informe um preço de oferta válido, por exemplo 29,90.'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ServerError: Story = {
  args: { validationErrors: { product_id: 'Produto não encontrado nesta loja.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Produto não encontrado nesta loja.')).toBeVisible();
  },
};

export const EditOrderBump: Story = {
  args: { offer: mugBump },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Editar order bump' })).toBeVisible();
    await expect(canvas.getByText('Editando Caneca Esmaltada 350 ml')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Produto ofertado/ })).toHaveTextContent(
      'Caneca Esmaltada 350 ml',
    );
    await expect(canvas.getByRole('textbox', { name: 'Preço da oferta' })).toHaveValue('29,90');
    await expect(canvas.getByText(/Preço normal do produto: R\$\s49,90/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toHaveValue(mugBump.headline);
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Produtos escolhidos' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Camiseta Básica Algodão Orgânico' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Boné Trucker Bordado' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Caneca Esmaltada 350 ml' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar Edição' }));
    await expect(args.onCancelEdit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SaveEdit: Story = {
  parameters: { visual: { disable: true } },
  args: { offer: ebookBump },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole('textbox', { name: 'Preço da oferta' });
    await userEvent.clear(price);
    await userEvent.type(price, '24,90');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      product_id: ebookBump.product_id,
      offerPrice: '24,90',
      headline: ebookBump.headline,
      description: ebookBump.description,
      triggerProductIds: [],
      isActive: true,
    });
  },
};

export const EditUpsell: Story = {
  args: { kind: 'upsell', offer: capUpsell },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Editar upsell' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Salvar Alterações' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Saving: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillOffer(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Order Bump' }));
    await expect(canvas.getByRole('button', { name: 'Criar Order Bump' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const SaveFails: Story = {
  parameters: { visual: { disable: true } },
  args: { onSubmit: fn(() => Promise.reject(new Error('Erro ao salvar'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillOffer(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Order Bump' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Criar Order Bump' })).not.toHaveAttribute('data-pending'),
    );
    // What was typed stays, ready to try again.
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toHaveValue('Leve também a caneca');
  },
};

export const ProductsLoading: Story = {
  args: { products: [], isProductsLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Produto ofertado/ });
    await expect(trigger).toHaveTextContent('Carregando produtos…');
    await expect(trigger).toBeDisabled();
  },
};

export const ProductsError: Story = {
  args: { products: [], productsError: 'Não foi possível conectar ao servidor. Verifique sua conexão.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao buscar produtos');
  },
};

export const NoProducts: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cadastre um produto primeiro')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cadastrar produto' })).toHaveAttribute(
      'href',
      '/produtos/novo',
    );
    await expect(canvas.queryByRole('button', { name: 'Criar Order Bump' })).toBeNull();
  },
};
