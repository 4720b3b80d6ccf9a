import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Description, FieldError, Label } from './Field.tsx';

/** The Field module on a bare RAC field: how every form control labels, describes and reports errors. */
function FieldDemo({ isRequired = false, description }: { isRequired?: boolean; description?: string }) {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <RACTextField isRequired={isRequired} name="cupom">
        <Label>Código do cupom</Label>
        <Input style={{ display: 'block', marginBlock: 4 }} />
        {description && <Description>{description}</Description>}
        <FieldError>Informe o código do cupom.</FieldError>
      </RACTextField>
      <button type="submit">Validar</button>
    </form>
  );
}

const meta = {
  title: 'Forms/Field',
  component: FieldDemo,
  args: { description: 'Os compradores digitam este código no checkout.' },
} satisfies Meta<typeof FieldDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LabelAndDescription: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Código do cupom' });
    await expect(input).toHaveAccessibleDescription('Os compradores digitam este código no checkout.');
  },
};

export const WithError: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Validar' }));
    await waitFor(() => expect(canvas.getByText('Informe o código do cupom.')).toBeVisible());
  },
};
