import { DOMAINS_FORBIDDEN_MESSAGE, type Domain } from '@pagora/contract';
import { type DomainRow, toast } from '@pagora/ui';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import {
  addDomain,
  getDnsInstructions,
  listDomains,
  removeDomain,
  verifyDomain,
} from '../../../api/settings.ts';
import { useAction } from '../../../api/useAction.ts';
import { useStoreData } from '../useStoreData.ts';

const noDomains: Domain[] = [];

const addFailure = (error: unknown) => errorMessage(error, 'Falha ao adicionar domínio.');

/** /configuracoes › Domínios: the store's domains and the DNS box, add, verify and remove. */
export function useDomains(enabled: boolean) {
  const list = useStoreData({
    queryKey: queryKeys.domains,
    load: listDomains,
    empty: noDomains,
    errorTitle: 'Erro ao buscar domínios',
    describeError: (error) =>
      error instanceof ApiError && error.status === 403
        ? DOMAINS_FORBIDDEN_MESSAGE
        : errorMessage(error, 'Falha ao buscar domínios.'),
    enabled,
  });
  const dns = useStoreData({
    queryKey: queryKeys.dnsInstructions,
    load: getDnsInstructions,
    empty: null,
    errorTitle: 'Erro ao buscar domínios',
    describeError: (error) => errorMessage(error, 'Falha ao buscar as instruções de DNS.'),
    enabled,
  });
  const [resetKey, setResetKey] = useState(0);
  const [verifyingIds, setVerifyingIds] = useState<number[]>([]);
  const adding = useAction({
    run: ({ storeId, fullName }: { storeId: number; fullName: string }) => addDomain(storeId, fullName),
    invalidates: ({ storeId }) => [queryKeys.domains(storeId)],
    onSuccess: () => {
      toast.success({
        title: 'Domínio Adicionado!',
        description: 'Siga as instruções de DNS para verificação.',
      });
      setResetKey((key) => key + 1);
    },
    onError: (error) => toast.error({ title: 'Erro', description: addFailure(error) }),
  });

  function onAdd(fullName: string) {
    if (list.storeId == null) {
      toast.error({ title: 'Erro', description: 'Nenhuma loja ativa selecionada para adicionar domínio.' });
      return;
    }
    adding.mutate({ storeId: list.storeId, fullName });
  }

  /** The store's domains read again after a change. */
  const domainKeys = () => (list.storeId == null ? [] : [queryKeys.domains(list.storeId)]);

  const verifying = useAction({
    run: (domain: DomainRow) => verifyDomain(domain),
    invalidates: domainKeys,
    onSuccess: (result) => {
      if (result.verified) toast.success({ title: 'Sucesso!', description: result.message });
      else toast.error({ title: 'Verificação Falhou', description: result.message });
    },
    onError: (error) => {
      // A refusal the server explains (e.g. already verified) says so; otherwise the generic text.
      const description =
        error instanceof ApiError && error.status < 500 && error.message
          ? error.message
          : 'Falha na comunicação com o servidor.';
      toast.error({ title: 'Verificação Falhou', description });
    },
  });

  // Several domains can be verified at once: each row shows its own spinner.
  async function onVerify(domain: DomainRow) {
    setVerifyingIds((ids) => [...ids, domain.id]);
    try {
      await verifying.mutateAsync(domain);
    } catch {
      // The toast already says why.
    } finally {
      setVerifyingIds((ids) => ids.filter((id) => id !== domain.id));
    }
  }

  const removing = useAction({
    run: (domain: DomainRow) => removeDomain(domain.id),
    invalidates: domainKeys,
    onSuccess: ({ message }) => toast.success({ title: 'Domínio removido', description: message }),
    onError: (error) =>
      toast.error({ title: 'Erro', description: errorMessage(error, 'Falha ao remover o domínio.') }),
  });

  // A refusal rejects, which keeps the confirmation open.
  const onRemove = (domain: DomainRow) => removing.mutateAsync(domain);

  return {
    domains: list.data,
    isLoading: list.isLoading,
    error: list.error,
    onRetry: list.storeId == null ? undefined : list.reload,
    cnameTarget: dns.data?.cname_target ?? null,
    onAdd,
    isAdding: adding.isPending,
    addError: adding.error ? addFailure(adding.error) : null,
    resetKey,
    verifyingIds,
    onVerify,
    onRemove,
  };
}
