import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponForm } from './CouponForm.tsx';
import { blackFridayCoupon, invalidDateCoupon, vipCoupon } from './MarketingScreen.fixtures.ts';

const meta = {
  title: 'Screens/Marketing/CouponForm',
  component: CouponForm,
  args: {
    coupon: null,
    onSubmit: fn(() => Promise.resolve()),
    onCancelEdit: fn(),
    onValidationError: fn(),
  },
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas, fields: { name?: string; code?: string; uses?: string; value?: string }) {
  if (fields.name) await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), fields.name);
  if (fields.code) await userEvent.type(canvas.getByRole('textbox', { name: 'Código' }), fields.code);
  if (fields.uses) await userEvent.type(canvas.getByRole('textbox', { name: 'Total de usos' }), fields.uses);
  if (fields.value)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valor do desconto' }), fields.value);
}

async function typeDate(canvas: Canvas, label: string, digits: string) {
  const [day] = within(canvas.getByRole('group', { name: label })).getAllByRole('spinbutton');
  if (!day) throw new Error('no day segment');
  await userEvent.click(day);
  await userEvent.keyboard(digits);
}

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Novo cupom' })).toBeVisible();
    for (const name of ['Nome', 'Código', 'Total de usos', 'Valor do desconto']) {
      await expect(canvas.getByRole('textbox', { name })).toBeRequired();
    }
    await expect(canvas.getByRole('radio', { name: 'Percentual (%)' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Data de início' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Data de término' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Uso único por cliente/ })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Aplicar automaticamente/ })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Criar Cupom' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar Edição' })).toBeNull();
  },
};

export const EditValueCoupon: Story = {
  args: { coupon: blackFridayCoupon },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Editar cupom' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Valor do desconto' })).toHaveValue('25,00');
    await expect(canvas.getByText('R$', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Valor fixo (R$)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar Edição' }));
    await expect(args.onCancelEdit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EditPercentCoupon: Story = {
  args: { coupon: vipCoupon },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Valor do desconto' })).toHaveValue('15');
    await expect(canvas.getByRole('radio', { name: 'Percentual (%)' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Data de início' })).toHaveTextContent('01/03/2026');
    await expect(canvas.getByRole('group', { name: 'Data de término' })).toHaveTextContent('dd/mm/aaaa');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EditWithUnreadableDate: Story = {
  args: { coupon: invalidDateCoupon },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A stored date that cannot be read comes back empty; a plain yyyy-MM-dd one is read as that day.
    await expect(canvas.getByRole('group', { name: 'Data de início' })).toHaveTextContent('dd/mm/aaaa');
    await expect(canvas.getByRole('group', { name: 'Data de término' })).toHaveTextContent('31/12/2025');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const CommaDecimal: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { name: 'Desconto fixo', code: 'FIXO', uses: '5' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Valor fixo (R$)' }));
    await fill(canvas, { value: '1.234,5' });
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Cupom' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ discountType: 'value', discountValue: 1234.5, totalUses: 5 }),
    );
  },
};

export const NegativeValue: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { name: 'Errado', code: 'ERRADO', uses: '1' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Valor fixo (R$)' }));
    await fill(canvas, { value: '-10' });
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Cupom' }));
    await expect(args.onValidationError).toHaveBeenCalledWith('O valor do desconto é inválido ou negativo.');
    await expect(canvas.getByText('O valor do desconto é inválido ou negativo.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typing again clears the message.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valor do desconto' }), '0');
    await expect(canvas.queryByText('O valor do desconto é inválido ou negativo.')).toBeNull();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Valor do desconto' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valor do desconto' }), '-10');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Cupom' }));
  },
};

export const NotANumber: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { name: 'Errado', code: 'ERRADO', uses: '1', value: 'dez' });
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Cupom' }));
    await expect(args.onValidationError).toHaveBeenCalledWith('O valor do desconto é inválido ou negativo.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** "12.345" is not read as R$ 12.345,00: the field asks for the format, without the toast. */
export const AmbiguousValue: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { name: 'Desconto fixo', code: 'FIXO', uses: '5' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Valor fixo (R$)' }));
    await fill(canvas, { value: '12.345' });
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Cupom' }));
    await expect(await canvas.findByText('Informe o valor no formato 1.234,56.')).toBeVisible();
    await expect(args.onValidationError).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PercentOutOfRange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { name: 'Tudo grátis', code: 'GRATIS', uses: '1', value: '150' });
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Cupom' }));
    await expect(canvas.getByText('O percentual deve ser um número inteiro entre 1 e 100.')).toBeVisible();
    // Not the invalid-or-negative case: no toast, only the field.
    await expect(args.onValidationError).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EndBeforeStart: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { name: 'Datas', code: 'DATAS', uses: '3', value: '5' });
    await typeDate(canvas, 'Data de início', '20032026');
    await typeDate(canvas, 'Data de término', '10032026');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Cupom' }));
    await expect(
      await canvas.findByText('A data de término não pode ser anterior à data de início.'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ContractChecks: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { name: 'Cupom', code: 'com espaço', uses: '2,5', value: '10' });
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Cupom' }));
    await expect(
      await canvas.findByText('O código deve ter apenas letras, números, hífen ou sublinhado.'),
    ).toBeVisible();
    await expect(canvas.getByText('O total de usos deve ser um número inteiro.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerCodeError: Story = {
  args: { validationErrors: { code: 'Já existe um cupom com este código nesta loja.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Já existe um cupom com este código nesta loja.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Código' })).toHaveAttribute('aria-invalid', 'true');
  },
};
