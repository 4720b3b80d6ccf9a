import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LandingScreen } from './LandingScreen.tsx';

const meta = {
  title: 'Screens/Public/Landing',
  component: LandingScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('header anchors point at the sections', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Seções' });
      for (const [name, href] of [
        ['Solução', '#solucao'],
        ['Checkout', '#checkout'],
        ['Planos', '#planos'],
        ['Dúvidas', '#faq'],
      ] as const) {
        await expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
        await expect(canvas.getByRole('region', { name: sectionTitle[href] })).toHaveAttribute(
          'id',
          href.slice(1),
        );
      }
      await expect(canvas.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
      await expect(canvas.getAllByRole('link', { name: 'Cadastro' })[0]).toHaveAttribute('href', '/cadastro');
    });

    await step('calls to action lead to /cadastro or #planos', async () => {
      await expect(canvas.getByRole('link', { name: 'Começar Agora' })).toHaveAttribute('href', '/cadastro');
      await expect(canvas.getByRole('link', { name: 'Ver Planos' })).toHaveAttribute('href', '#planos');
      await expect(canvas.getByRole('link', { name: 'Criar Minha Conta Agora' })).toHaveAttribute(
        'href',
        '/cadastro',
      );
    });

    await step('four plans with their rates, each leading to /cadastro', async () => {
      const plans = within(canvas.getByRole('region', { name: sectionTitle['#planos'] }));
      for (const [name, rate] of [
        ['Grátis Inicial', '2%'],
        ['Profissional', '1,5% + R$ 1,00'],
        ['Premium', '1% + R$ 0,80'],
        ['Escala', '0,75% + R$ 0,65'],
      ] as const) {
        await expect(plans.getByRole('heading', { name, level: 3 })).toBeVisible();
        await expect(
          plans.getByText(rate, { exact: false, normalizer: (t) => t.replace(/\s+/g, ' ') }),
        ).toBeVisible();
        await expect(plans.getByRole('link', { name: `Escolher ${name}` })).toHaveAttribute(
          'href',
          '/cadastro',
        );
      }
      await expect(plans.getByText('Mais popular')).toBeVisible();
      await expect(plans.getByText('Vagas limitadas')).toBeVisible();
      await expect(plans.getByText('R$ 119,90', { normalizer: (t) => t.replace(/\s+/g, ' ') })).toBeVisible();
      await expect(plans.getByText('R$ 249,90', { normalizer: (t) => t.replace(/\s+/g, ' ') })).toBeVisible();
    });

    await step('nine checkout features and four privacy features', async () => {
      const checkout = within(canvas.getByRole('region', { name: sectionTitle['#checkout'] }));
      await expect(checkout.getAllByRole('listitem')).toHaveLength(9 + 4);
      await expect(checkout.getByRole('heading', { name: 'Anonimato' })).toBeVisible();
    });
  },
};

const sectionTitle = {
  '#solucao': 'Tudo o que você precisa para vender online',
  '#checkout': 'Um checkout feito para converter',
  '#planos': 'Preços simples, que crescem com você',
  '#faq': 'Perguntas frequentes',
} as const;

/** The FAQ is an accordion: one answer open at a time. */
export const FaqOpen: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const faq = within(canvas.getByRole('region', { name: sectionTitle['#faq'] }));
    const triggers = faq.getAllByRole('button');
    await expect(triggers).toHaveLength(3);
    const [first, second] = triggers;
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/somente sobre pedidos aprovados/)).toBeVisible();
    await userEvent.click(second!);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

/** At 375 px the section links move into a collapsible menu. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Abrir menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const menu = within(canvas.getByRole('navigation', { name: 'Menu' }));
    await expect(menu.getByRole('link', { name: 'Planos' })).toHaveAttribute('href', '#planos');
    await expect(menu.getByRole('link', { name: 'Cadastro' })).toHaveAttribute('href', '/cadastro');
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar menu' }));
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  },
};
