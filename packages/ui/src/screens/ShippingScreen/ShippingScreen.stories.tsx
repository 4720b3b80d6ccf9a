import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expressShipping, shippingOptions, standardShipping } from './ShippingScreen.fixtures.ts';
import { ShippingScreen } from './ShippingScreen.tsx';

const meta = {
  title: 'Screens/ShippingScreen',
  component: ShippingScreen,
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
    options: shippingOptions,
    onRetry: fn(),
    onCreateOption: fn(() => Promise.resolve()),
    onUpdateOption: fn(() => Promise.resolve()),
    onDeleteOption: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof ShippingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas, fields: { name?: string; price?: string; min?: string; max?: string }) {
  if (fields.name) await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), fields.name);
  if (fields.price) await userEvent.type(canvas.getByRole('textbox', { name: 'Preço' }), fields.price);
  if (fields.min)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prazo mínimo (dias)' }), fields.min);
  if (fields.max)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prazo máximo (dias)' }), fields.max);
}

export const Loading: Story = {
  args: { options: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Frete' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Carregando fretes…' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum frete cadastrado para esta loja.')).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Todos os campos, exceto o nome, devem ser números.',
    );
  },
};

export const LoadError: Story = {
  args: { options: [], error: 'Falha ao buscar fretes.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar fretes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('list', { name: 'Fretes' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    const [free, standard, express] = rows as [HTMLElement, HTMLElement, HTMLElement];
    await expect(free).toHaveTextContent('Grátis');
    await expect(free).toHaveTextContent('Entrega em 5 a 12 dias úteis');
    await expect(standard).toHaveTextContent('R$ 19,90');
    await expect(standard).toHaveTextContent('Entrega em 3 a 7 dias úteis');
    await expect(express).toHaveTextContent('Entrega em 2 dias úteis');
    await expect(canvas.getByRole('button', { name: 'Editar frete Entrega expressa' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Excluir frete Entrega expressa' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Salvar Frete' })).toBeVisible();
  },
};

export const CreateOption: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { name: 'Sedex', price: '12,50', min: '1', max: '3' });
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Frete' }));
    // The price goes as a decimal string with a dot.
    await expect(args.onCreateOption).toHaveBeenCalledWith({
      name: 'Sedex',
      price: '12.50',
      min_days: 1,
      max_days: 3,
    });
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue(''));
  },
};

export const CreateFreeOption: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { name: 'Retirada na loja', price: '0', min: '0', max: '0' });
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Frete' }));
    await expect(args.onCreateOption).toHaveBeenCalledWith({
      name: 'Retirada na loja',
      price: '0.00',
      min_days: 0,
      max_days: 0,
    });
  },
};

export const RequiredFields: Story = {
  args: { options: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Frete' }));
    await waitFor(() => expect(canvas.getByText('Informe o nome do frete.')).toBeVisible());
    await expect(canvas.getByText('Informe o preço do frete (0 para grátis).')).toBeVisible();
    await expect(canvas.getByText('Informe o prazo mínimo.')).toBeVisible();
    await expect(canvas.getByText('Informe o prazo máximo.')).toBeVisible();
    await expect(args.onCreateOption).not.toHaveBeenCalled();
  },
};

export const NotNumbers: Story = {
  args: { options: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { name: 'PAC', price: 'doze', min: '-1', max: '2,5' });
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Frete' }));
    await expect(
      await canvas.findByText('O preço do frete deve ser um número não negativo (0 para grátis).'),
    ).toBeVisible();
    await expect(canvas.getByText('O prazo mínimo não pode ser negativo.')).toBeVisible();
    await expect(canvas.getByText('O prazo máximo deve ser um número inteiro de dias.')).toBeVisible();
    await expect(args.onCreateOption).not.toHaveBeenCalled();
  },
};

export const MinAfterMax: Story = {
  args: { options: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { name: 'PAC', price: '15', min: '10', max: '4' });
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Frete' }));
    await expect(
      await canvas.findByText('O prazo mínimo não pode ser maior que o prazo máximo.'),
    ).toBeVisible();
    await expect(args.onCreateOption).not.toHaveBeenCalled();
  },
};

export const EditMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar frete Entrega padrão' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Editar frete' })).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('Entrega padrão');
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Preço' })).toHaveValue('19,90');
    await expect(canvas.getByRole('textbox', { name: 'Prazo mínimo (dias)' })).toHaveValue('3');
    await expect(canvas.getByRole('textbox', { name: 'Prazo máximo (dias)' })).toHaveValue('7');
    await expect(canvas.getByRole('button', { name: 'Salvar Alterações' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancelar Edição' })).toBeVisible();
    await waitFor(() => expect(window.scrollY).toBe(0));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SaveEdit: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar frete Entrega expressa' }));
    const price = await canvas.findByRole('textbox', { name: 'Preço' });
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.onUpdateOption).toHaveBeenCalledWith(expressShipping, {
      name: 'Entrega expressa',
      price: '0.00',
      min_days: 2,
      max_days: 2,
    });
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Novo frete' })).toBeVisible());
  },
};

export const CancelEdit: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar frete Entrega padrão' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar Edição' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Novo frete' })).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Preço' })).toHaveValue('');
    await expect(args.onUpdateOption).not.toHaveBeenCalled();
  },
};

export const DeleteDialog: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Excluir frete Entrega padrão' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(dialog).toHaveTextContent(
      'Esta ação não pode ser desfeita. Isso excluirá permanentemente o frete "Entrega padrão".',
    );
    await expect(args.onDeleteOption).not.toHaveBeenCalled();
  },
};

export const DeleteOption: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Excluir frete Entrega padrão' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDeleteOption).toHaveBeenCalledWith(standardShipping);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
