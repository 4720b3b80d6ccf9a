import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { profile, profileNoStores, profileWithAvatar } from './ProfileScreen.fixtures.ts';
import { ProfileScreen } from './ProfileScreen.tsx';

const meta = {
  title: 'Screens/ProfileScreen',
  component: ProfileScreen,
  tags: ['screen'],
  parameters: {
    layout: 'fullscreen',
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    profile,
    activeStoreId: 12,
    planName: 'Premium',
    onSaveProfile: fn(() => Promise.resolve()),
    onNoChanges: fn(),
    onChangePassword: fn(() => Promise.resolve()),
    onAvatarSelect: fn(() => Promise.resolve()),
    onSwitchStore: fn(),
    onDeleteAccount: fn(() => Promise.resolve()),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

export const Loading: Story = {
  args: { profile: null, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dados Pessoais' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Carregando seus dados…' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { profile: null, error: 'Não foi possível carregar os dados do perfil' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar seus dados')).toBeVisible();
    await expect(canvas.getByText('Não foi possível carregar os dados do perfil')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Perfil: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ana Maria Souza' })).toBeVisible();
    await expect(canvas.getAllByText('ana.souza@lojadaana.com.br')[0]).toBeVisible();
    await expect(canvas.getByText('Conta Ativa')).toBeVisible();
    await expect(canvas.getByText('Plano Premium')).toBeVisible();
    await expect(canvas.getByText('Membro desde 14/03/2026')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Ana Maria Souza');
    await expect(canvas.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11) 98765-4321');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
  },
};

export const WithAvatar: Story = { args: { profile: profileWithAvatar } };

export const SaveProfile: Story = {
  // Its end state is another story's picture: no baseline of its own.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Nome completo' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Souza Lima');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onSaveProfile).toHaveBeenCalledWith({
      fullName: 'Ana Souza Lima',
      phone: '(11) 98765-4321',
    });
    await expect(args.onNoChanges).not.toHaveBeenCalled();
  },
};

export const SavingProfile: Story = {
  args: { onSaveProfile: fn(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'Telefone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '(21) 99876-5432');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toHaveAttribute('data-pending', 'true');
  },
};

export const NoChanges: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByText('Nenhuma alteração detectada')).toBeVisible());
    await expect(args.onNoChanges).toHaveBeenCalledOnce();
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
  },
};

export const InvalidProfile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Nome completo' }));
    const phone = canvas.getByRole('textbox', { name: 'Telefone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(canvas.getByText('Informe o nome completo.')).toBeVisible());
    await expect(canvas.getByText('Informe um telefone válido com DDD.')).toBeVisible();
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
  },
};

export const Seguranca: Story = {
  args: { defaultTab: 'seguranca' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Segurança' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText('Senha atual')).toBeVisible();
    await expect(canvas.getByLabelText('Senha atual')).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByLabelText('Nova senha')).toBeVisible();
    await expect(canvas.getByLabelText('Confirmar nova senha')).toBeVisible();
    await expect(canvas.getByText('Mínimo de 8 caracteres.')).toBeVisible();
  },
};

export const ChangePassword: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Segurança' }));
    await userEvent.type(canvas.getByLabelText('Senha atual'), 'senha-de-hoje');
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'nova-senha-forte');
    await userEvent.type(canvas.getByLabelText('Confirmar nova senha'), 'nova-senha-forte');
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar Senha' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'senha-de-hoje',
      newPassword: 'nova-senha-forte',
    });
    await waitFor(() => expect(canvas.getByLabelText('Nova senha')).toHaveValue(''));
    await expect(canvas.getByLabelText('Senha atual')).toHaveValue('');
  },
  parameters: { visual: { disable: true } },
};

export const CurrentPasswordRequired: Story = {
  args: { defaultTab: 'seguranca' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'nova-senha-forte');
    await userEvent.type(canvas.getByLabelText('Confirmar nova senha'), 'nova-senha-forte');
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar Senha' }));
    await waitFor(() => expect(canvas.getByText('Informe a senha atual.')).toBeVisible());
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const ChangePasswordRefused: Story = {
  // The server refused (e.g. 'Senha atual incorreta.', reported by the caller): nothing typed is lost.
  args: {
    defaultTab: 'seguranca',
    onChangePassword: fn(() => Promise.reject(new Error('Senha atual incorreta.'))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Senha atual'), 'senha-errada');
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'nova-senha-forte');
    await userEvent.type(canvas.getByLabelText('Confirmar nova senha'), 'nova-senha-forte');
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar Senha' }));
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Atualizar Senha' })).not.toHaveAttribute('data-pending'),
    );
    await expect(canvas.getByLabelText('Senha atual')).toHaveValue('senha-errada');
    await expect(canvas.getByLabelText('Nova senha')).toHaveValue('nova-senha-forte');
  },
  parameters: { visual: { disable: true } },
};

export const PasswordMismatch: Story = {
  args: { defaultTab: 'seguranca' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Senha atual'), 'senha-de-hoje');
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'nova-senha-forte');
    await userEvent.type(canvas.getByLabelText('Confirmar nova senha'), 'outra-senha-forte');
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar Senha' }));
    await waitFor(() => expect(canvas.getByText('As novas senhas não coincidem.')).toBeVisible());
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const PasswordTooShort: Story = {
  args: { defaultTab: 'seguranca' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Senha atual'), 'senha-de-hoje');
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'curta');
    await userEvent.type(canvas.getByLabelText('Confirmar nova senha'), 'curta');
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar Senha' }));
    await waitFor(() => expect(canvas.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible());
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const Loja: Story = {
  args: { defaultTab: 'loja' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Loja' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('ID: 12')).toBeVisible();
    await expect(canvas.getByText('Loja Ativa')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Mudar para esta loja/ })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Excluir Conta' })).toBeVisible();
  },
};

export const SwitchStore: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Loja' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mudar para esta loja: Ana Acessórios' }));
    await expect(args.onSwitchStore).toHaveBeenCalledWith(15);
  },
  parameters: { visual: { disable: true } },
};

export const LojaWithoutStores: Story = {
  args: { defaultTab: 'loja', profile: profileNoStores, activeStoreId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Você ainda não tem lojas.')).toBeVisible();
  },
};

export const DeleteAccountDialog: Story = {
  args: { defaultTab: 'loja' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir Conta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir sua conta?' });
    await expect(dialog).toHaveTextContent('Esta ação é irreversível.');
    await expect(dialog).toHaveTextContent('Sua conta, todas as suas lojas e todos os dados delas');
    const password = within(dialog).getByLabelText('Sua senha');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();
  },
};

export const DeleteAccountPasswordRequired: Story = {
  args: { defaultTab: 'loja' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir Conta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir sua conta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Informe sua senha para excluir a conta.')).toBeVisible(),
    );
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();
  },
};

export const DeleteAccount: Story = {
  args: { defaultTab: 'loja', onDeleteAccount: fn(never) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir Conta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir sua conta?' });
    await userEvent.type(within(dialog).getByLabelText('Sua senha'), 'minha-senha-123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDeleteAccount).toHaveBeenCalledWith('minha-senha-123');
    // Pending until the server answers: the dialog stays open.
    await expect(within(dialog).getByRole('button', { name: 'Sim, excluir' })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Não' })).toBeDisabled();
  },
};

export const DeleteAccountRefused: Story = {
  // The server refused (e.g. 'Senha incorreta.', reported by the caller): the dialog stays open.
  args: { defaultTab: 'loja', onDeleteAccount: fn(() => Promise.reject(new Error('Senha incorreta.'))) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir Conta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir sua conta?' });
    await userEvent.type(within(dialog).getByLabelText('Sua senha'), 'senha-errada');
    await userEvent.keyboard('{Enter}');
    await expect(args.onDeleteAccount).toHaveBeenCalledWith('senha-errada');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Sim, excluir' })).not.toHaveAttribute(
        'data-pending',
      ),
    );
    // Looked up again: the dialog re-renders with the error, and the first element may be replaced.
    await waitFor(() => {
      const open = screen.getByRole('alertdialog', { name: 'Excluir sua conta?' });
      expect(open).toBeVisible();
      expect(within(open).getByLabelText('Sua senha')).toHaveValue('senha-errada');
    });
  },
  parameters: { visual: { disable: true } },
};

export const AvatarUploading: Story = {
  args: { onAvatarSelect: fn(never) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onAvatarSelect).toHaveBeenCalledWith(file);
    await expect(canvas.getByRole('progressbar', { name: 'Enviando foto…' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviando…' })).toHaveAttribute('data-pending', 'true');
  },
};

export const AvatarWrongType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File(['GIF89a'], 'foto.gif', { type: 'image/gif' });
    await userEvent.upload(input, file, { applyAccept: false });
    await waitFor(() => expect(canvas.getByText('Escolha uma imagem PNG ou JPEG.')).toBeVisible());
    await expect(args.onAvatarSelect).not.toHaveBeenCalled();
  },
};
