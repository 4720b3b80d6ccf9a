import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DomainsPanel, type DomainsPanelProps } from './DomainsPanel.tsx';
import {
  cnameTarget,
  domains,
  failedDomain,
  pendingDomain,
  takenDomain,
  timeZone,
  verifiedDomain,
} from './SettingsScreen.fixtures.ts';

const meta = {
  title: 'Screens/Settings/DomainsPanel',
  component: DomainsPanel,
  args: {
    domains,
    cnameTarget,
    timeZone,
    onAdd: fn(),
    onVerify: fn(),
    onRemove: fn(),
    onCopy: fn(),
    onRetry: fn(),
    onPrefixChange: fn(),
  },
} satisfies Meta<typeof DomainsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('list', { name: 'Domínios' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0] as HTMLElement).getByText('Verificado')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText('Verificado em 20/11/2025 10:42')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Aguardando verificação')).toBeVisible();
    await expect(canvas.getByText(failedDomain.last_error as string)).toBeVisible();
    await expect(canvas.getByText('Última verificação em 24/11/2025 14:15')).toBeVisible();
    // Each domain awaiting verification shows its own TXT record and when it is removed; a verified one does not.
    const pendingRow = within(rows[1] as HTMLElement);
    await expect(pendingRow.getByText('_pagora.pagamento')).toBeVisible();
    await expect(pendingRow.getByText(pendingDomain.txt_record?.value as string)).toBeVisible();
    await expect(
      pendingRow.getByText('Será removido em 01/12/2025 10:00 se não for verificado.'),
    ).toBeVisible();
    const verifiedRow = within(rows[0] as HTMLElement);
    await expect(verifiedRow.queryByText(/pagora-verify=/)).toBeNull();
    await expect(verifiedRow.queryByText(/Será removido/)).toBeNull();
    // The default prefix is checkout; the DNS box names it, the checkout host and the TXT record.
    await expect(canvas.getByRole('radio', { name: 'checkout' })).toBeChecked();
    const dns = within(canvas.getByRole('region', { name: 'Configure o DNS' }));
    await expect(dns.getByText('CNAME')).toBeVisible();
    await expect(dns.getByText('checkout')).toBeVisible();
    await expect(dns.getByText(cnameTarget)).toBeVisible();
    await expect(dns.getByText('TXT')).toBeVisible();
    await expect(dns.getByText('_pagora.checkout')).toBeVisible();
    await expect(dns.getByText(/A propagação pode levar até 48 horas\./)).toBeVisible();
    await expect(
      dns.getByText(/Um domínio não verificado em 7 dias é removido automaticamente\./),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { domains: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Carregando domínios…' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { domains: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum domínio cadastrado para esta loja.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { domains: [], error: 'Acesso não autorizado para buscar os domínios desta loja.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar domínios')).toBeVisible();
    await expect(canvas.getByText('Acesso não autorizado para buscar os domínios desta loja.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const DomainRequired: Story = {
  args: { domains: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Seu domínio' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Domínio' }));
    await expect(canvas.getByText('Por favor, insira o seu domínio.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Seu domínio' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AddWithPrefix: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'pagamento',
      'seguro',
      'checkout',
      'pay',
    ]);
    await userEvent.click(canvas.getByRole('radio', { name: 'pay' }));
    await expect(args.onPrefixChange).toHaveBeenCalledWith('pay');
    // The DNS record's name follows the chosen prefix.
    const dns = within(canvas.getByRole('region', { name: 'Configure o DNS' }));
    await expect(dns.getByText('pay')).toBeVisible();
    await userEvent.click(dns.getByRole('button', { name: 'Copiar nome do registro' }));
    await expect(args.onCopy).toHaveBeenLastCalledWith('pay');
    await userEvent.click(dns.getByRole('button', { name: 'Copiar valor do registro' }));
    await expect(args.onCopy).toHaveBeenLastCalledWith(cnameTarget);
    await expect(dns.getByText('_pagora.pay')).toBeVisible();
    await userEvent.click(dns.getByRole('button', { name: 'Copiar nome do registro TXT' }));
    await expect(args.onCopy).toHaveBeenLastCalledWith('_pagora.pay');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Seu domínio' }), ' minhaloja.com.br ');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Domínio' }));
    await expect(args.onAdd).toHaveBeenCalledWith('pay.minhaloja.com.br');
  },
};

/** A whole address pasted into the field: it is cleaned (scheme, www., slashes) before the prefix goes in front. */
export const PastedAddress: Story = {
  args: { domains: [] },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'pagamento' }));
    const field = canvas.getByRole('textbox', { name: 'Seu domínio' });
    await userEvent.click(field);
    await userEvent.paste('https://www.loja.com.br/');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Domínio' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith('pagamento.loja.com.br');
    // The field shows what was sent.
    await expect(field).toHaveValue('loja.com.br');
    await userEvent.clear(field);
    await userEvent.type(field, 'http://');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Domínio' }));
    await expect(canvas.getByText('Por favor, insira o seu domínio.')).toBeVisible();
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** The claim's TXT record, copied from its row. */
export const CopyClaimRecord: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const txt = within(canvasElement);
    await userEvent.click(
      txt.getByRole('button', { name: `Copiar nome do registro TXT de ${failedDomain.domain_name}` }),
    );
    await expect(args.onCopy).toHaveBeenLastCalledWith('_pagora.seguro');
    await userEvent.click(
      txt.getByRole('button', { name: `Copiar valor do registro TXT de ${failedDomain.domain_name}` }),
    );
    await expect(args.onCopy).toHaveBeenLastCalledWith(failedDomain.txt_record?.value);
  },
};

/** This store's claim on a name another store verified: said plainly, and Verificar stays available. */
export const TakenByAnotherStore: Story = {
  args: { domains: [verifiedDomain, takenDomain] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const row = within(canvas.getAllByRole('listitem')[1] as HTMLElement);
    await expect(row.getByText('Verificado por outra loja')).toBeVisible();
    await expect(
      row.getByText(
        'Outra loja verificou este domínio. Se ele é seu, crie o registro TXT abaixo e clique em Verificar: o domínio passa para esta loja.',
      ),
    ).toBeVisible();
    await expect(row.getByText(takenDomain.txt_record?.value as string)).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: `Verificar ${takenDomain.domain_name}` }));
    await expect(args.onVerify).toHaveBeenCalledWith(takenDomain);
  },
};

export const Adding: Story = {
  args: { isAdding: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Adicionar Domínio' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const AddError: Story = {
  args: { addError: 'Este domínio já está cadastrado.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este domínio já está cadastrado.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Seu domínio' }), 'a');
    await expect(canvas.queryByText('Este domínio já está cadastrado.')).toBeNull();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Seu domínio' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The caller bumps `resetKey` after a successful add: the field empties, the prefix stays. */
export const ClearedAfterAdd: Story = {
  parameters: { visual: { disable: true } },
  render: function Render(args: DomainsPanelProps) {
    const [resetKey, setResetKey] = useState(0);
    return (
      <DomainsPanel
        {...args}
        resetKey={resetKey}
        onAdd={(name) => {
          args.onAdd(name);
          setResetKey((key) => key + 1);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'seguro' }));
    const field = canvas.getByRole('textbox', { name: 'Seu domínio' });
    await userEvent.type(field, 'cafedoce.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Domínio' }));
    await expect(args.onAdd).toHaveBeenCalledWith('seguro.cafedoce.com.br');
    await expect(field).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: 'seguro' })).toBeChecked();
  },
};

export const Verifying: Story = {
  args: { verifyingIds: [pendingDomain.id] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const verifying = canvas.getByRole('button', { name: `Verificar ${pendingDomain.domain_name}` });
    await expect(verifying).toHaveAttribute('data-pending', 'true');
    await userEvent.click(verifying);
    await expect(args.onVerify).not.toHaveBeenCalled();
    // A verified domain cannot be verified again.
    await expect(
      canvas.getByRole('button', { name: `Verificar ${verifiedDomain.domain_name}` }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `Verificar ${failedDomain.domain_name}` }));
    await expect(args.onVerify).toHaveBeenCalledWith(failedDomain);
  },
};

export const RemoveConfirmation: Story = {
  args: { onRemove: fn(never) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Remover ${pendingDomain.domain_name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(dialog).toHaveTextContent(
      `Esta ação não pode ser desfeita. Isso excluirá permanentemente o domínio "${pendingDomain.domain_name}".`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: `Remover ${pendingDomain.domain_name}` }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onRemove).toHaveBeenCalledWith(pendingDomain);
    await expect(within(again).getByRole('button', { name: 'Sim, excluir' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};
