import {
  type BillingCardTokenizer,
  type BillingSummary,
  CARD_ADDED_MESSAGE,
  CARD_DEFAULT_MESSAGE,
  CARD_REMOVED_MESSAGE,
  type CardsResponse,
  DEPOSIT_CREATED_DESCRIPTION,
  DEPOSIT_CREATED_MESSAGE,
  DEPOSIT_PAID_MESSAGE,
  type Deposit,
  type DepositsResponse,
  SETTLED_MESSAGE,
  type StatementPage,
} from '@pagora/contract';
import {
  type CardFieldErrors,
  type CardFormValues,
  FinanceScreen,
  type FinanceTab,
  type ListState,
  type StatementListFilter,
  toast,
} from '@pagora/ui';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  addCard,
  createDeposit,
  downloadStatement,
  getDeposit,
  getStatement,
  listCards,
  listDeposits,
  makeDefaultCard,
  removeCard,
  settleWithCard,
  settleWithPix,
  simulateDepositPayment,
} from '../../api/billing.ts';
import { CARD_FIELDS_INVALID, CardTokenizeError, tokenizeCard } from '../../api/cardTokenizer.ts';
import { errorMessage } from '../../api/client.ts';
import { invalidate, queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useAction } from '../../api/useAction.ts';
import { useAccountData, useBillingSummary } from './useStoreData.ts';

const TABS: FinanceTab[] = ['cobranca', 'extrato', 'regularizacao'];

/** How often a PIX charge on screen is asked about while it waits for the bank. */
const PIX_POLL_MS = 5_000;

/** The balance, status and banner read again (after anything that may have changed them). */
const reloadSummary = () => void invalidate(queryKeys.billingSummary());

/** A loaded list (kept on screen, marked refreshing, while the next answer loads). */
function listState<T>(data: T | null, isLoading: boolean, error: string | null): ListState<T> {
  if (error != null) return { status: 'error', message: error };
  if (data == null) return { status: 'loading' };
  return { status: 'ready', data, isRefreshing: isLoading };
}

/**
 * /financeiro: the account's balance, PIX deposits (with their bonus), cards on file (tokenized in
 * the browser by the platform's provider), the statement paged on the server, and regularização.
 * A PIX charge on screen is checked with the provider until it is paid or expires.
 */
export default function FinanceRoute() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('aba') as FinanceTab | null;
  const tab: FinanceTab = tabParam && TABS.includes(tabParam) ? tabParam : 'cobranca';

  // The last answer stays on screen if reading it again fails.
  const billing = useBillingSummary();
  const summary = billing.data;

  const deposits = useAccountData<DepositsResponse | null>({
    queryKey: queryKeys.deposits(),
    load: listDeposits,
    empty: null,
    errorTitle: 'Erro ao buscar depósitos',
    describeError: (error) => errorMessage(error, 'Não foi possível carregar os depósitos.'),
    enabled: tab === 'cobranca',
  });
  const cards = useAccountData<CardsResponse | null>({
    queryKey: queryKeys.cards(),
    load: listCards,
    empty: null,
    errorTitle: 'Erro ao buscar cartões',
    describeError: (error) => errorMessage(error, 'Não foi possível carregar os cartões.'),
    enabled: tab !== 'extrato',
  });
  const [statementQuery, setStatementQuery] = useState<{ filter: StatementListFilter; page: number }>({
    filter: {},
    page: 1,
  });
  const statement = useAccountData<StatementPage | null>({
    queryKey: queryKeys.statement(statementQuery),
    load: () => getStatement({ page: statementQuery.page, ...statementQuery.filter }),
    empty: null,
    errorTitle: 'Erro ao buscar o extrato',
    describeError: (error) => errorMessage(error, 'Não foi possível carregar o extrato.'),
    enabled: tab === 'extrato',
  });

  // The PIX charges generated here: a deposit (Cobrança) and a settlement (Regularização).
  const [deposit, setDeposit] = useState<Deposit | null>(null);
  const [depositError, setDepositError] = useState<string | null>(null);
  const [settlement, setSettlement] = useState<Deposit | null>(null);
  const [isChecking, setChecking] = useState(false);
  const [cardErrors, setCardErrors] = useState<CardFieldErrors>({});
  const [cardError, setCardError] = useState<string | null>(null);

  /** Everything a payment changes: balance, status and banner, the lists, the statement. */
  const afterPayment = useCallback(() => {
    reloadSummary();
    void invalidate(queryKeys.deposits());
    void invalidate(queryKeys.statement());
  }, []);

  /** Shows a PIX charge's new state where it is on screen; a newly paid one updates the rest. */
  const shown = useRef<{ deposit: Deposit | null; settlement: Deposit | null }>({ deposit, settlement });
  shown.current = { deposit, settlement };
  const showCharge = useCallback(
    (next: Deposit) => {
      const before = [shown.current.deposit, shown.current.settlement].find(
        (charge) => charge?.id === next.id,
      );
      if (!before) return;
      // Recorded at once, so a second answer about the same payment does not announce it again.
      if (shown.current.deposit?.id === next.id) {
        shown.current.deposit = next;
        setDeposit(next);
      }
      if (shown.current.settlement?.id === next.id) {
        shown.current.settlement = next;
        setSettlement(next);
      }
      if (before.status !== 'paid' && next.status === 'paid') {
        toast.success({ title: next.purpose === 'settlement' ? SETTLED_MESSAGE : DEPOSIT_PAID_MESSAGE });
        afterPayment();
      }
    },
    [afterPayment],
  );

  // A pending charge on screen is asked about again every few seconds (while the page is visible)
  // until the bank confirms it or it expires. A failed read waits for the next tick; 'Verificar
  // pagamento' reports failures.
  const polled = useQueries({
    queries: [deposit, settlement]
      .filter((charge): charge is Deposit => charge?.status === 'pending')
      .map((charge) => ({
        queryKey: queryKeys.deposit(charge.id),
        queryFn: async () => (await getDeposit(charge.id)).deposit,
        // What the screen shows is the first answer: the first read is one interval away.
        initialData: charge,
        staleTime: PIX_POLL_MS,
        refetchInterval: PIX_POLL_MS,
        retry: false,
      })),
    combine: (results) => results.map((result) => result.data),
  });
  const latestShow = useRef(showCharge);
  latestShow.current = showCharge;
  useEffect(() => {
    for (const charge of polled) latestShow.current(charge);
  }, [polled]);

  async function checkCharge(id: number) {
    setChecking(true);
    try {
      const { deposit: fresh } = await getDeposit(id);
      showCharge(fresh);
      if (fresh.status === 'pending')
        toast.info({
          title: 'Pagamento ainda não confirmado',
          description: 'Assim que o banco confirmar, o saldo é atualizado.',
        });
    } catch (error) {
      toast.error({
        title: 'Erro',
        description: errorMessage(error, 'Não foi possível verificar o pagamento.'),
      });
    } finally {
      setChecking(false);
    }
  }

  const simulating = useAction({
    run: (id: number) => simulateDepositPayment(id),
    onSuccess: ({ deposit: fresh }) => showCharge(fresh),
    onError: (error) =>
      toast.error({
        title: 'Erro',
        description: errorMessage(error, 'Não foi possível simular o pagamento.'),
      }),
  });

  const depositing = useAction({
    run: (amountCents: number) => createDeposit({ amount_cents: amountCents }),
    invalidates: () => [queryKeys.deposits()],
    onSuccess: ({ deposit: created }) => {
      setDeposit(created);
      toast.success({ title: DEPOSIT_CREATED_MESSAGE, description: DEPOSIT_CREATED_DESCRIPTION });
    },
    onError: (error) => setDepositError(errorMessage(error, 'Não foi possível gerar o depósito.')),
  });

  async function generateDeposit(amountCents: number) {
    setDepositError(null);
    await depositing.mutateAsync(amountCents);
  }

  /** The card is tokenized in the browser; only the provider's token reaches the server. */
  const addingCard = useAction({
    run: async ({ config, values }: { config: BillingCardTokenizer; values: CardFormValues }) =>
      addCard(await tokenizeCard(config, values)),
    invalidates: () => [queryKeys.billingSummary()],
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.cards(), answer);
      toast.success({ title: answer.message ?? CARD_ADDED_MESSAGE });
    },
    onError: (error) => {
      if (error instanceof CardTokenizeError) {
        if (error.field) setCardErrors({ [error.field]: error.message });
        setCardError(error.field ? CARD_FIELDS_INVALID : error.message);
      } else {
        setCardError(errorMessage(error, 'Não foi possível cadastrar o cartão.'));
      }
    },
  });

  async function saveCard(values: CardFormValues) {
    setCardErrors({});
    setCardError(null);
    const config = summary?.card_tokenizer;
    if (!config) {
      setCardError('Aguarde o carregamento da conta e tente novamente.');
      throw new Error('no tokenizer');
    }
    // A provider that cannot keep cards: say why, and send the card nowhere.
    if (config.cards_unavailable) {
      setCardError(config.cards_unavailable);
      throw new Error(config.cards_unavailable);
    }
    await addingCard.mutateAsync({ config, values });
  }

  /** 'Tornar padrão' and 'Remover': the server answers with the cards as they are now. */
  const cardAction = useAction({
    run: ({ call }: { call: () => Promise<CardsResponse>; success: string; fallback: string }) => call(),
    invalidates: () => [queryKeys.billingSummary()],
    onSuccess: (answer, { success }) => {
      queryClient.setQueryData(queryKeys.cards(), answer);
      toast.success({ title: answer.message ?? success });
    },
    onError: (error, { fallback }) =>
      toast.error({ title: 'Erro', description: errorMessage(error, fallback) }),
  });

  const payingPix = useAction({
    run: () => settleWithPix(),
    onSuccess: ({ deposit: created }) => {
      setSettlement(created);
      toast.success({ title: 'PIX gerado', description: 'Pague o QR Code para quitar as taxas pendentes.' });
    },
    onError: (error) => {
      toast.error({ title: 'Erro', description: errorMessage(error, 'Não foi possível gerar o PIX.') });
      reloadSummary();
    },
  });

  /** The dialog shows a refusal's text (it rejects with it); once paid, Em dia everywhere. */
  const payingCard = useAction({
    run: async (cardId: number) => {
      try {
        return await settleWithCard({ card_id: cardId });
      } catch (error) {
        throw new Error(errorMessage(error, 'Não foi possível cobrar o cartão.'));
      }
    },
    onSuccess: (answer: { message: string; summary: BillingSummary }) => {
      toast.success({ title: answer.message || SETTLED_MESSAGE });
      afterPayment();
    },
    // A refused charge may still have changed the account (e.g. a failed attempt on the statement).
    onError: () => {
      reloadSummary();
      void invalidate(queryKeys.statement());
    },
  });

  async function exportStatement() {
    try {
      await downloadStatement(statementQuery.filter);
    } catch (error) {
      toast.error({
        title: 'Erro ao exportar',
        description: errorMessage(error, 'Não foi possível exportar o extrato.'),
      });
    }
  }

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      toast.success({ title: 'Código PIX copiado!' });
    } catch {
      toast.error({
        title: 'Não foi possível copiar',
        description: 'Selecione o código e copie manualmente.',
      });
    }
  }

  return (
    <FinanceScreen
      selectedTab={tab}
      onTabChange={(next) =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next === 'cobranca') updated.delete('aba');
            else updated.set('aba', next);
            return updated;
          },
          { replace: true },
        )
      }
      summary={
        billing.error != null && !summary
          ? { status: 'error', message: billing.error }
          : listState(summary, false, null)
      }
      onRetry={(target) => {
        if (target === 'summary') billing.reload();
        else if (target === 'deposits') deposits.reload();
        else if (target === 'cards') cards.reload();
        else statement.reload();
      }}
      onCopy={copy}
      deposits={listState(deposits.data, deposits.isLoading, deposits.error)}
      onCreateDeposit={generateDeposit}
      deposit={deposit}
      depositError={depositError}
      onCheckDeposit={checkCharge}
      isCheckingDeposit={isChecking}
      onSimulatePayment={(id) => simulating.mutate(id)}
      isSimulating={simulating.isPending}
      cards={listState(cards.data, cards.isLoading, cards.error)}
      onAddCard={saveCard}
      cardErrors={cardErrors}
      cardError={cardError ?? summary?.card_tokenizer.cards_unavailable ?? null}
      onMakeDefaultCard={(id) =>
        cardAction.mutateAsync({
          call: () => makeDefaultCard(id),
          success: CARD_DEFAULT_MESSAGE,
          fallback: 'Não foi possível tornar o cartão padrão.',
        })
      }
      onRemoveCard={(id) =>
        cardAction.mutateAsync({
          call: () => removeCard(id),
          success: CARD_REMOVED_MESSAGE,
          fallback: 'Não foi possível remover o cartão.',
        })
      }
      statement={listState(statement.data, statement.isLoading, statement.error)}
      statementFilter={statementQuery.filter}
      onStatementFilterChange={(filter) => setStatementQuery({ filter, page: 1 })}
      onStatementPageChange={(page) => setStatementQuery((current) => ({ ...current, page }))}
      onExportStatement={exportStatement}
      onPayPendingPix={() => payingPix.mutateAsync()}
      settlement={settlement}
      onPayPendingCard={(cardId) => payingCard.mutateAsync(cardId)}
    />
  );
}
