import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailCheck } from 'lucide-react';
import { expect } from 'storybook/test';
import { LinkButton } from '../../components/Button/Button.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { TextLink } from '../../components/TextLink/TextLink.tsx';
import { AuthLayout } from './AuthLayout.tsx';

const meta = {
  title: 'Screens/Public/AuthLayout',
  component: AuthLayout,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Entrar',
    description: 'Acesse o painel das suas lojas.',
    children: (
      <Text size="small" tone="muted">
        O conteúdo da página (normalmente um formulário) fica aqui.
      </Text>
    ),
  },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pagora, página inicial' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

export const WithIconAndFooter: Story = {
  args: {
    icon: <MailCheck size={24} aria-hidden />,
    title: 'E-mail enviado!',
    description: 'Verifique sua caixa de entrada para redefinir sua senha.',
    children: (
      <LinkButton href="/login" size="large" fullWidth>
        Voltar para o login
      </LinkButton>
    ),
    footer: (
      <Text as="p" size="small" tone="muted" align="center">
        Ainda não tem uma conta? <TextLink href="/cadastro">Cadastre-se</TextLink>
      </Text>
    ),
  },
};

export const Wide: Story = {
  args: {
    width: 'wide',
    title: 'Crie sua conta',
    description: 'Formulários de duas colunas usam a largura maior.',
  },
};
