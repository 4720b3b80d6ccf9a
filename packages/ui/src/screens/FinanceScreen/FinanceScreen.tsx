import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Columns } from '../../components/Columns/Columns.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.tsx';
import { isFiltered } from '../OrdersScreen/orders.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { BalanceCard } from './BalanceCard.tsx';
import { CardForm } from './CardForm.tsx';
import { CardList } from './CardList.tsx';
import { DepositCard } from './DepositCard.tsx';
import { DepositList } from './DepositList.tsx';
import * as styles from './FinanceScreen.css.ts';
import {
  type BillingSummary,
  type CardFieldErrors,
  type CardFormValues,
  type CardsResponse,
  type Deposit,
  type DepositsResponse,
  FINANCE_TABS,
  type FinanceTab,
  type ListState,
  type StatementListFilter,
  type StatementPage,
} from './finance.ts';
import { RegularizationPanel } from './RegularizationPanel.tsx';
import { StatementFilters } from './StatementFilters.tsx';
import { StatementTable } from './StatementTable.tsx';

/** What 'Tentar novamente' reloads. */
export type FinanceRetryTarget = 'summary' | 'deposits' | 'cards' | 'statement';

export interface FinanceScreenProps {
  /** The tab shown (controlled). */
  selectedTab?: FinanceTab;
  /** The tab shown first (uncontrolled). @default 'cobranca' */
  defaultTab?: FinanceTab;
  onTabChange?: (tab: FinanceTab) => void;

  /** Balance, status, plan and what Regularização offers (`GET /api/billing/summary`). */
  summary: ListState<BillingSummary>;
  onRetry: (target: FinanceRetryTarget) => void;
  /** A PIX copia e cola to copy (the app copies it and says so). */
  onCopy: (code: string) => void;

  // Sistema de Cobrança: deposits
  deposits: ListState<DepositsResponse>;
  /** 'Gerar Depósito': resolve once the PIX charge exists (then shown as `deposit`), reject to keep the form. */
  onCreateDeposit: (amountCents: number) => Promise<unknown>;
  /** The deposit just generated; null before one. */
  deposit: Deposit | null;
  depositError?: string | null;
  /** 'Verificar pagamento' of a PIX charge shown (deposit or settlement). */
  onCheckDeposit: (id: number) => void;
  /** A 'Verificar pagamento' is running. */
  isCheckingDeposit?: boolean;
  /** Test mode: 'Simular pagamento' of a PIX charge shown (offered only when the summary says test mode). */
  onSimulatePayment: (id: number) => void;
  isSimulating?: boolean;

  // Sistema de Cobrança: cards
  cards: ListState<CardsResponse>;
  /** 'Cadastrar Cartão' with valid fields: the app tokenizes them in the browser and stores the token. */
  onAddCard: (values: CardFormValues) => Promise<unknown>;
  cardErrors?: CardFieldErrors;
  cardError?: string | null;
  onMakeDefaultCard: (id: number) => Promise<unknown>;
  onRemoveCard: (id: number) => Promise<unknown>;

  // Extrato
  statement: ListState<StatementPage>;
  statementFilter: StatementListFilter;
  /** A new filter: go to page 1. */
  onStatementFilterChange: (filter: StatementListFilter) => void;
  onStatementPageChange: (page: number) => void;
  /** 'Exportar CSV' (the current filters, every page): pending until it settles. */
  onExportStatement: () => Promise<unknown>;

  // Regularização
  /** 'Quitar com PIX': resolve once the PIX for the pending amount exists (then shown as `settlement`). */
  onPayPendingPix: () => Promise<unknown>;
  settlement: Deposit | null;
  /** 'Pagar' in the card dialog: reject with the refusal's text to show it. */
  onPayPendingCard: (cardId: number) => Promise<unknown>;
}

/**
 * /financeiro: the merchant's bill. Header with the available balance and 'Depósito'; tabs Sistema
 * de Cobrança (PIX deposits, cards on file), Extrato (the ledger, paged on the server) and
 * Regularização (what is pending and how to pay it).
 */
export function FinanceScreen({
  selectedTab,
  defaultTab = 'cobranca',
  onTabChange,
  summary,
  onRetry,
  onCopy,
  deposits,
  onCreateDeposit,
  deposit,
  depositError,
  onCheckDeposit,
  isCheckingDeposit,
  onSimulatePayment,
  isSimulating,
  cards,
  onAddCard,
  cardErrors,
  cardError,
  onMakeDefaultCard,
  onRemoveCard,
  statement,
  statementFilter,
  onStatementFilterChange,
  onStatementPageChange,
  onExportStatement,
  onPayPendingPix,
  settlement,
  onPayPendingCard,
}: FinanceScreenProps) {
  const [ownTab, setOwnTab] = useState<FinanceTab>(defaultTab);
  const tab = selectedTab ?? ownTab;
  // A field asked to take the focus (by 'Depósito' or 'Cadastrar outro cartão'): the form focuses
  // it as it shows, then the request is spent, so coming back to the tab later leaves focus alone.
  const [focus, setFocus] = useState<{ target: 'deposit' | 'card'; count: number } | null>(null);
  const requestFocus = (target: 'deposit' | 'card') =>
    setFocus((current) => ({ target, count: (current?.count ?? 0) + 1 }));
  // Spent once Sistema de Cobrança is shown: its forms' effects (run before this one) took it.
  useEffect(() => {
    if (focus && tab === 'cobranca') setFocus(null);
  }, [focus, tab]);
  const [isExporting, setExporting] = useState(false);
  const testMode = summary.status === 'ready' && summary.data.test_mode;
  const simulate = testMode ? onSimulatePayment : undefined;

  const changeTab = (next: FinanceTab) => {
    setOwnTab(next);
    if (next !== tab) onTabChange?.(next);
  };

  const exportCsv = () => {
    setExporting(true);
    onExportStatement().then(
      () => setExporting(false),
      () => setExporting(false),
    );
  };

  return (
    <Stack gap="xlarge">
      <PageHeader
        title="Financeiro"
        description="Seu saldo, os depósitos, os cartões de cobrança, o extrato das taxas e a regularização."
      />
      <BalanceCard
        summary={summary}
        onRetry={() => onRetry('summary')}
        onDeposit={() => {
          changeTab('cobranca');
          requestFocus('deposit');
        }}
      />
      <Tabs selectedKey={tab} onSelectionChange={(key) => changeTab(String(key) as FinanceTab)}>
        <TabList aria-label="Financeiro">
          {FINANCE_TABS.map((item) => (
            <Tab key={item.id} id={item.id}>
              {item.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="cobranca">
          <Columns collapseBelow="desktop" rowGap="xlarge" columnGap="xlarge">
            <Stack gap="xlarge" minWidth={0}>
              <DepositCard
                onCreateDeposit={onCreateDeposit}
                deposit={deposit}
                error={depositError}
                onCopy={onCopy}
                onCheckDeposit={onCheckDeposit}
                isChecking={isCheckingDeposit}
                onSimulatePayment={simulate}
                isSimulating={isSimulating}
                focusRequest={focus?.target === 'deposit' ? focus.count : 0}
              />
              <DepositList state={deposits} onRetry={() => onRetry('deposits')} />
            </Stack>
            <Stack gap="xlarge" minWidth={0}>
              <CardForm
                onSubmit={onAddCard}
                validationErrors={cardErrors}
                error={cardError}
                testMode={testMode}
                focusRequest={focus?.target === 'card' ? focus.count : 0}
              />
              <CardList
                state={cards}
                onRetry={() => onRetry('cards')}
                onMakeDefault={onMakeDefaultCard}
                onRemove={onRemoveCard}
              />
            </Stack>
          </Columns>
        </TabPanel>
        <TabPanel id="extrato">
          <Stack gap="large">
            <div className={styles.banner}>
              <p className={styles.hint}>Cada lançamento da sua conta, do mais recente ao mais antigo.</p>
              <Button variant="secondary" isPending={isExporting} onPress={exportCsv}>
                <Download size={16} aria-hidden />
                Exportar CSV
              </Button>
            </div>
            <StatementFilters value={statementFilter} onChange={onStatementFilterChange} />
            <StatementTable
              state={statement}
              isFiltered={isFiltered(statementFilter)}
              onClearFilters={() => onStatementFilterChange({})}
              onRetry={() => onRetry('statement')}
              onPageChange={onStatementPageChange}
            />
          </Stack>
        </TabPanel>
        <TabPanel id="regularizacao">
          <RegularizationPanel
            summary={summary}
            onRetry={() => onRetry('summary')}
            cards={cards.status === 'ready' ? cards.data.cards : []}
            onPayPix={onPayPendingPix}
            settlement={settlement}
            onCopy={onCopy}
            onCheckSettlement={onCheckDeposit}
            isChecking={isCheckingDeposit}
            onSimulatePayment={simulate}
            isSimulating={isSimulating}
            onPayCard={onPayPendingCard}
            onAddCard={() => {
              changeTab('cobranca');
              requestFocus('card');
            }}
          />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
