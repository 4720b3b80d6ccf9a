import { MAX_IMAGE_BYTES, PACKAGE_SIDE_MESSAGES, PACKAGE_WEIGHT_MESSAGES } from '@pagora/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { product, productWithoutPhoto, productWithPackage } from './ProductFormScreen.fixtures.ts';
import { ProductFormScreen } from './ProductFormScreen.tsx';

const meta = {
  title: 'Screens/ProductFormScreen',
  component: ProductFormScreen,
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
    mode: 'create',
    onSubmit: fn(() => Promise.resolve()),
    onCopyLink: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProductFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

/** A real PNG drawn on a canvas (so the preview shows a picture). */
async function samplePng(name = 'camiseta-verde.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 240;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.fillStyle = '#14532d';
  context.fillRect(0, 0, 240, 240);
  context.fillStyle = '#86efac';
  context.beginPath();
  context.moveTo(85, 45);
  context.lineTo(50, 65);
  context.lineTo(25, 105);
  context.lineTo(55, 122);
  context.lineTo(70, 100);
  context.lineTo(70, 200);
  context.lineTo(170, 200);
  context.lineTo(170, 100);
  context.lineTo(185, 122);
  context.lineTo(215, 105);
  context.lineTo(190, 65);
  context.lineTo(155, 45);
  context.quadraticCurveTo(120, 85, 85, 45);
  context.fill();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('no png');
  return new File([blob], name, { type: 'image/png' });
}

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

async function fillCreateForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Título' }), 'Camiseta Verde Oliva');
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Descrição' }),
    'Camiseta de algodão penteado na cor verde oliva.',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: 'Preço' }), '49,90');
  await userEvent.upload(fileInput(canvasElement), await samplePng());
}

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Criar Produto' })).toBeVisible();
    for (const name of ['Título', 'Descrição', 'Preço']) {
      await expect(canvas.getByRole('textbox', { name })).toHaveValue('');
    }
    await expect(canvas.getByRole('textbox', { name: 'Descrição' })).toHaveAttribute('rows', '5');
    await expect(canvas.getByText('R$')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Tipo de Produto/ })).toHaveTextContent('Produto físico');
    await expect(canvas.getByRole('switch', { name: 'Produto ativo' })).toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'Imagem' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Nenhuma imagem escolhida' })).toBeVisible();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    await expect(canvas.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/produtos');
    await expect(canvas.getByRole('button', { name: 'Salvar Produto' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Link do checkout' })).not.toBeInTheDocument();
  },
};

export const CreateFilled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCreateForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Tipo de Produto/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Produto digital' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Produto ativo' }));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Prévia da nova imagem' })).toBeVisible());
    await expect(canvas.getByText(/camiseta-verde\.png/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trocar imagem' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Produto' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Camiseta Verde Oliva',
      description: 'Camiseta de algodão penteado na cor verde oliva.',
      price: '49,90',
      productType: 'digital',
      status: 'inactive',
      image: expect.objectContaining({ name: 'camiseta-verde.png', type: 'image/png' }),
      // Weight and sizes: none typed.
      weight: '',
      weight_unit: 'g',
      height: '',
      width: '',
      length: '',
    });
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCreateForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Produto' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Salvar Produto' })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toHaveAttribute('readonly');
    // A second press while saving sends nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Produto' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Produto' }));
    await waitFor(() => expect(canvas.getByText('Informe o título do produto.')).toBeVisible());
    await expect(canvas.getByText('Informe a descrição do produto.')).toBeVisible();
    await expect(canvas.getByText('Informe o preço do produto.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Submitted empty, then filled in with the cursor still in Preço: the click on 'Salvar Produto'
 * blurs Preço first, and its message going away must not move the button from under the pointer.
 */
export const SaveAfterFixingErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = () => canvas.getByRole('button', { name: 'Salvar Produto' });
    await userEvent.click(save());
    await waitFor(() => expect(canvas.getByText('Informe o preço do produto.')).toBeVisible());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Título' }), 'Camiseta Verde Oliva');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Descrição' }),
      'Camiseta de algodão penteado na cor verde oliva.',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Preço' }), '49,90');
    // Still shown while the cursor is in the field (a field's message updates when it is left).
    await expect(canvas.getByText('Informe o preço do produto.')).toBeVisible();
    const before = save().getBoundingClientRect().top;
    // What the pointer's press does first: Preço loses the focus and its message goes away.
    canvas.getByRole('textbox', { name: 'Preço' }).blur();
    await waitFor(() => expect(canvas.queryByText('Informe o preço do produto.')).toBeNull());
    await expect(save().getBoundingClientRect().top).toBe(before);
    await userEvent.click(save());
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const EmptyTitle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCreateForm(canvasElement);
    // Spaces only are no title.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Título' }), '{Control>}a{/Control}   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Produto' }));
    await waitFor(() => expect(canvas.getByText('Informe o título do produto.')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidPrice: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCreateForm(canvasElement);
    const price = canvas.getByRole('textbox', { name: 'Preço' });
    await userEvent.clear(price);
    await userEvent.type(price, '49,9a');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Produto' }));
    await waitFor(() =>
      expect(canvas.getByText('Informe um preço válido, por exemplo 49,90.')).toBeVisible(),
    );
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Fixed: the message goes and the form is sent with the price as typed.
    await userEvent.clear(price);
    await userEvent.type(price, '1.234,56');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Produto' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ price: '1.234,56' }));
  },
  parameters: { visual: { disable: true } },
};

export const InvalidPriceMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCreateForm(canvasElement);
    const price = canvas.getByRole('textbox', { name: 'Preço' });
    await userEvent.clear(price);
    await userEvent.type(price, '-10');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Produto' }));
    await waitFor(() =>
      expect(canvas.getByText('Informe um preço válido, por exemplo 49,90.')).toBeVisible(),
    );
  },
};

export const WrongImageType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const gif = new File(['GIF89a'], 'animacao.gif', { type: 'image/gif' });
    await userEvent.upload(fileInput(canvasElement), gif, { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Escolha uma imagem PNG, JPEG ou WebP.');
    await expect(canvas.getByRole('img', { name: 'Nenhuma imagem escolhida' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ImageTooLarge: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'foto-grande.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A imagem deve ter no máximo 2 MB.');
    await expect(canvas.queryByRole('img', { name: 'Prévia da nova imagem' })).not.toBeInTheDocument();
  },
};

const serverErrorArgs = {
  errorMessage: 'Não foi possível salvar o produto agora. Tente novamente em instantes.',
  fieldErrors: {
    title: 'O título deve ter no máximo 120 caracteres.',
    image: 'A imagem enviada não é um PNG, JPEG ou WebP válido.',
  },
};

export const ServerError: Story = {
  args: serverErrorArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getByText('Erro ao criar produto')).toBeVisible();
    await expect(
      canvas.getByText('Não foi possível salvar o produto agora. Tente novamente em instantes.'),
    ).toBeVisible();
    await expect(canvas.getByText('O título deve ter no máximo 120 caracteres.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('A imagem enviada não é um PNG, JPEG ou WebP válido.')).toBeVisible();
  },
};

export const ServerErrorFixed: Story = {
  args: serverErrorArgs,
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A server message stays until the field is edited (and left); a valid new photo replaces its message.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Título' }), 'Camiseta');
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.queryByText('O título deve ter no máximo 120 caracteres.')).not.toBeInTheDocument(),
    );
    await userEvent.upload(fileInput(canvasElement), await samplePng());
    await waitFor(() =>
      expect(
        canvas.queryByText('A imagem enviada não é um PNG, JPEG ou WebP válido.'),
      ).not.toBeInTheDocument(),
    );
  },
};

// ─── Weight and sizes (physical products, for freight quotes) ───────────────────────────────────

/** Filled in kg and cm: sent as typed with the unit (the server stores grams). */
export const PackageFilled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Peso e dimensões' })).toBeVisible();
    await fillCreateForm(canvasElement);
    await userEvent.click(
      within(canvas.getByRole('radiogroup', { name: 'Unidade do peso' })).getByRole('radio', { name: 'kg' }),
    );
    const weight = canvas.getByRole('textbox', { name: 'Peso' });
    await expect(weight).toHaveAttribute('placeholder', 'Ex.: 1,5');
    await userEvent.type(weight, '1,5');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Altura (cm)' }), '10');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Largura (cm)' }), '15');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comprimento (cm)' }), '20');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Produto' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        productType: 'physical',
        weight: '1,5',
        weight_unit: 'kg',
        height: '10',
        width: '15',
        length: '20',
      }),
    );
  },
};

/** The contract's checks in the browser: each message under its field, nothing sent. */
export const PackageValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCreateForm(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Peso' }), '2,5');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Altura (cm)' }), '0');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Largura (cm)' }), '12,5');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comprimento (cm)' }), '201');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Produto' }));
    const weight = canvas.getByRole('textbox', { name: 'Peso' });
    await waitFor(() => expect(weight).toHaveAccessibleDescription(PACKAGE_WEIGHT_MESSAGES.grams));
    await expect(weight).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Em gramas, informe um número inteiro (ex.: 300).')).toBeVisible();
    await expect(
      canvas.getByText('A altura deve ser um número inteiro de centímetros, de 1 a 200.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('A largura deve ser um número inteiro de centímetros, de 1 a 200.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('O comprimento deve ser um número inteiro de centímetros, de 1 a 200.'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the weight and a size: its messages on those fields (the admin maps them). */
export const PackageServerErrors: Story = {
  args: {
    mode: 'edit',
    product: productWithPackage,
    errorMessage: PACKAGE_WEIGHT_MESSAGES.tooHeavy,
    fieldErrors: { weight: PACKAGE_WEIGHT_MESSAGES.tooHeavy, length: PACKAGE_SIDE_MESSAGES.length },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const weight = canvas.getByRole('textbox', { name: 'Peso' });
    await expect(weight).toHaveAttribute('aria-invalid', 'true');
    await expect(weight).toHaveAccessibleDescription('O peso deve ser de no máximo 100 kg.');
    await expect(canvas.getByRole('textbox', { name: 'Comprimento (cm)' })).toHaveAccessibleDescription(
      'O comprimento deve ser um número inteiro de centímetros, de 1 a 200.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Altura (cm)' })).not.toHaveAttribute('aria-invalid');
  },
};

/** A stored weight and sizes come back in grams and centimetres. */
export const EditWithPackage: Story = {
  args: { mode: 'edit', product: productWithPackage },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Peso' })).toHaveValue('450');
    await expect(canvas.getByRole('radio', { name: 'g' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Altura (cm)' })).toHaveValue('8');
    await expect(canvas.getByRole('textbox', { name: 'Largura (cm)' })).toHaveValue('12');
    await expect(canvas.getByRole('textbox', { name: 'Comprimento (cm)' })).toHaveValue('12');
  },
};

/** Digital products ship nothing: no weight or sizes to fill. */
export const DigitalHasNoPackage: Story = {
  args: { mode: 'edit', product: productWithoutPhoto },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Peso e dimensões' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Peso' })).toBeNull();
  },
};

export const EditWithPhoto: Story = {
  args: { mode: 'edit', product },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Editar Produto' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toHaveValue(product.name);
    await expect(canvas.getByRole('textbox', { name: 'Descrição' })).toHaveValue(product.description);
    await expect(canvas.getByRole('textbox', { name: 'Preço' })).toHaveValue('49,90');
    await expect(canvas.getByRole('switch', { name: 'Produto ativo' })).toBeChecked();
    await expect(canvas.getByRole('img', { name: `Imagem atual de ${product.name}` })).toBeVisible();
    const link = canvas.getByRole('textbox', { name: 'Link do checkout' });
    await expect(link).toHaveValue(product.checkout_url);
    await expect(link).toHaveAttribute('readonly');
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/produtos');
    await expect(canvas.getByRole('button', { name: 'Atualizar' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Salvar Produto' })).not.toBeInTheDocument();
  },
};

export const EditWithoutPhoto: Story = {
  args: { mode: 'edit', product: productWithoutPhoto },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Preço' })).toHaveValue('1234,56');
    await expect(canvas.getByRole('button', { name: /Tipo de Produto/ })).toHaveTextContent(
      'Produto digital',
    );
    await expect(canvas.getByRole('switch', { name: 'Produto ativo' })).not.toBeChecked();
    await expect(canvas.getByRole('img', { name: 'Nenhuma imagem escolhida' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Escolher imagem' })).toBeVisible();
  },
};

export const EditAndSave: Story = {
  args: { mode: 'edit', product },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole('textbox', { name: 'Preço' });
    await userEvent.clear(price);
    await userEvent.type(price, '59,90');
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: product.name,
      description: product.description,
      price: '59,90',
      productType: 'physical',
      status: 'active',
      image: null,
      // The product has no weight or sizes yet.
      weight: '',
      weight_unit: 'g',
      height: '',
      width: '',
      length: '',
    });
  },
};

export const EditNewPhoto: Story = {
  args: { mode: 'edit', product },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await samplePng('camiseta-nova.png'));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Prévia da nova imagem' })).toBeVisible());
    await expect(canvas.getByText('A nova imagem substitui a atual quando você salvar.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover' }));
    await expect(canvas.getByRole('img', { name: `Imagem atual de ${product.name}` })).toBeVisible();
  },
  parameters: { visual: { disable: true } },
};

export const CopyLink: Story = {
  args: { mode: 'edit', product },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const writeText = fn(() => Promise.resolve());
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copiar link' }));
      await expect(writeText).toHaveBeenCalledWith(product.checkout_url);
      await expect(args.onCopyLink).toHaveBeenCalledWith(product.checkout_url);
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  },
};

export const CopyLinkFails: Story = {
  args: { mode: 'edit', product },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const writeText = fn(() => Promise.reject(new DOMException('Não permitido', 'NotAllowedError')));
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copiar link' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Não foi possível copiar. Selecione o link e copie manualmente.',
      );
      await expect(args.onCopyLink).not.toHaveBeenCalled();
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  },
};

export const EditLoading: Story = {
  args: { mode: 'edit', product: null, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Editar Produto' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Carregando produto…' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { mode: 'edit', product: null, loadError: 'Produto não encontrado.', onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Produto não encontrado.')).toBeVisible();
    await expect(canvas.getByText('Ele pode ter sido excluído ou pertencer a outra loja.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/produtos');
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: {
    mode: 'edit',
    product: null,
    loadError: 'Não foi possível conectar ao servidor. Verifique sua conexão.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Produto não encontrado.')).toBeVisible();
    await expect(
      canvas.getByText('Não foi possível conectar ao servidor. Verifique sua conexão.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const EditServerError: Story = {
  args: { mode: 'edit', product, errorMessage: 'Produto não encontrado.' },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao atualizar produto')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Produto não encontrado.');
  },
};
