import { DOMAINS_FORBIDDEN_MESSAGE, type Domain } from '@pagora/contract';
import { type DomainRow, toast } from '@pagora/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { invalidate } from '../../../api/queryClient.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import {
  addDomain,
  getDnsInstructions,
  listDomains,
  removeDomain,
  verifyDomain,
} from '../../../api/settings.ts';
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
  const adding = useMutation({
    mutationFn: ({ storeId, fullName }: { storeId: number; fullName: string }) =>
      addDomain(storeId, fullName),
    onSuccess: (_added, { storeId }) => {
      toast.success({
        title: 'Domínio Adicionado!',
        description: 'Siga as instruções de DNS para verificação.',
      });
      setResetKey((key) => key + 1);
      void invalidate(queryKeys.domains(storeId));
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
  const refresh = () => {
    if (list.storeId != null) void invalidate(queryKeys.domains(list.storeId));
  };

  async function onVerify(domain: DomainRow) {
    setVerifyingIds((ids) => [...ids, domain.id]);
    try {
      const result = await verifyDomain(domain);
      if (result.verified) toast.success({ title: 'Sucesso!', description: result.message });
      else toast.error({ title: 'Verificação Falhou', description: result.message });
      refresh();
    } catch (error) {
      // A refusal the server explains (e.g. already verified) says so; otherwise the generic text.
      const description =
        error instanceof ApiError && error.status < 500 && error.message
          ? error.message
          : 'Falha na comunicação com o servidor.';
      toast.error({ title: 'Verificação Falhou', description });
    } finally {
      setVerifyingIds((ids) => ids.filter((id) => id !== domain.id));
    }
  }

  async function onRemove(domain: DomainRow) {
    try {
      const { message } = await removeDomain(domain.id);
      toast.success({ title: 'Domínio removido', description: message });
      refresh();
    } catch (error) {
      toast.error({ title: 'Erro', description: errorMessage(error, 'Falha ao remover o domínio.') });
      throw error;
    }
  }

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
