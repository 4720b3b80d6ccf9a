import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Propagação do DNS',
    children: 'A verificação pode levar até 48 horas depois de criar o registro CNAME.',
  },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Propagação do DNS');
  },
};

export const Tones: Story = {
  render: () => (
    <Stack gap="medium" style={{ maxWidth: 640 }}>
      <Alert tone="info" title="Propagação do DNS">
        A verificação pode levar até 48 horas depois de criar o registro CNAME.
      </Alert>
      <Alert tone="success" title="Domínio Adicionado!">
        Siga as instruções de DNS para verificação.
      </Alert>
      <Alert tone="warning" title="Atenção">
        Todos os campos, exceto o nome, devem ser números.
      </Alert>
      <Alert tone="danger" title="Produto não encontrado.">
        Verifique o endereço ou volte para a lista de produtos.
      </Alert>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Produto não encontrado.');
  },
};

export const WithoutTitle: Story = {
  args: { tone: 'warning', title: undefined, children: 'Pode ser qualquer documento, desde que seja válido' },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Erro ao buscar produtos',
    children: 'Acesso não autorizado para buscar os produtos desta loja.',
  },
};
