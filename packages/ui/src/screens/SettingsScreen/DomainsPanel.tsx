import { cleanDomainInput } from '@pagora/contract';
import { Copy, Globe, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog/ConfirmDeleteDialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { cx } from '../../components/private/cx.ts';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import * as list from '../private/RecordList.css.ts';
import { RecordListBody } from '../private/RecordListBody.tsx';
import * as styles from './SettingsScreen.css.ts';
import {
  DEFAULT_DOMAIN_PREFIX,
  DNS_BOX_NOTE,
  DOMAIN_PREFIXES,
  DOMAIN_REQUIRED,
  DOMAIN_TAKEN_NOTE,
  type DomainPrefix,
  type DomainRow,
  formatWhen,
  fullDomainName,
  isDomainTaken,
  isDomainVerified,
  txtRecordName,
} from './settings.ts';

export interface DomainsPanelProps {
  /** The active store's domains (`GET /api/domains?store_id=`). */
  domains: readonly DomainRow[];
  /** Loading: a spinner in the list until the first answer; a reload keeps the rows. */
  isLoading?: boolean;
  /** Why the domains could not be loaded, e.g. 'Falha ao buscar domínios.'. */
  error?: string | null;
  onRetry?: () => void;
  /** Pagora's checkout host: the CNAME record's value (`GET /api/domains/dns` cname_target); null while unknown. */
  cnameTarget: string | null;
  /** The chosen prefix (controlled). */
  prefix?: DomainPrefix;
  /** The prefix chosen first (uncontrolled). @default 'checkout' */
  defaultPrefix?: DomainPrefix;
  onPrefixChange?: (prefix: DomainPrefix) => void;
  /**
   * 'Adicionar Domínio' with a non-empty domain: the full name, e.g. 'checkout.minhaloja.com.br'
   * (prefix + '.' + the domain, cleaned of what a pasted address brings: scheme, 'www.', path, port;
   * the field then shows the cleaned domain). An empty field shows 'Por favor, insira o seu domínio.' instead.
   */
  onAdd: (fullName: string) => void;
  /** The add call is running: the button is pending. */
  isAdding?: boolean;
  /** Why the add failed (the server's text), shown at the domain field until the user edits it. */
  addError?: string | null;
  /**
   * Change it (e.g. increment a counter) after a successful add to empty the domain field; the prefix stays.
   * The field is otherwise uncontrolled, so a failed add keeps what was typed.
   */
  resetKey?: string | number;
  /** Ids of the domains being verified: their 'Verificar' shows a spinner and ignores presses. */
  verifyingIds?: readonly number[];
  /** 'Verificar' (only for domains awaiting verification). */
  onVerify: (domain: DomainRow) => void;
  /**
   * 'Sim, excluir' in the confirmation. Return a promise to keep the dialog pending until it settles
   * (it stays open when the promise rejects).
   */
  onRemove: (domain: DomainRow) => unknown;
  /** The copy buttons of the DNS box and of each domain's TXT record: the caller copies `text` and confirms. */
  onCopy: (text: string) => void;
  /** The store's time zone (dates of the last check). */
  timeZone: string;
}

const prefixItems = DOMAIN_PREFIXES.map((prefix) => ({ id: prefix, label: prefix }));

/** Domínios: add a custom checkout domain (prefix + domain), the DNS instructions and the list. */
export function DomainsPanel({
  prefix: controlledPrefix,
  defaultPrefix = DEFAULT_DOMAIN_PREFIX,
  onPrefixChange,
  cnameTarget,
  onCopy,
  ...props
}: DomainsPanelProps) {
  const [ownPrefix, setOwnPrefix] = useState<DomainPrefix>(defaultPrefix);
  const prefix = controlledPrefix ?? ownPrefix;
  const choose = (next: DomainPrefix) => {
    setOwnPrefix(next);
    onPrefixChange?.(next);
  };

  return (
    <Stack gap="xlarge" minWidth={0}>
      <div className={styles.domainTop}>
        <AddDomainForm prefix={prefix} onPrefixChange={choose} {...props} />
        <DnsBox prefix={prefix} cnameTarget={cnameTarget} onCopy={onCopy} />
      </div>
      <DomainList {...props} onCopy={onCopy} />
    </Stack>
  );
}

type AddDomainFormProps = Pick<DomainsPanelProps, 'onAdd' | 'isAdding' | 'addError' | 'resetKey'> & {
  prefix: DomainPrefix;
  onPrefixChange: (prefix: DomainPrefix) => void;
};

function AddDomainForm({
  prefix,
  onPrefixChange,
  onAdd,
  isAdding = false,
  addError,
  resetKey,
}: AddDomainFormProps) {
  const [domain, setDomain] = useState('');
  const [missing, setMissing] = useState(false);
  // The server's error shows until the user edits the field; a new error shows again.
  const [seen, setSeen] = useState({ addError, dismissed: false });
  if (seen.addError !== addError) setSeen({ addError, dismissed: false });
  // A new resetKey empties the field (after a successful add).
  const [lastReset, setLastReset] = useState(resetKey);
  if (lastReset !== resetKey) {
    setLastReset(resetKey);
    setDomain('');
    setMissing(false);
  }

  const message = missing ? DOMAIN_REQUIRED : !seen.dismissed && addError ? addError : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isAdding) return;
    const cleaned = cleanDomainInput(domain);
    if (cleaned === '') {
      setMissing(true);
      return;
    }
    // The field shows what is sent: a pasted 'https://www.loja.com.br/' becomes 'loja.com.br'.
    setDomain(cleaned);
    onAdd(fullDomainName(prefix, cleaned));
  };

  return (
    <Card as="section" aria-labelledby="dominio-form-titulo">
      <CardHeader
        id="dominio-form-titulo"
        title="Adicionar domínio"
        description="Use o seu próprio domínio no checkout, por exemplo checkout.minhaloja.com.br."
      />
      <Form onSubmit={submit} validationBehavior="aria" className={styles.domainForm}>
        <SegmentedControl
          label="Prefixo do subdomínio"
          items={prefixItems}
          selectedKey={prefix}
          onSelectionChange={(key) => onPrefixChange(key as DomainPrefix)}
        />
        <TextField
          label="Seu domínio"
          name="domain"
          placeholder="minhaloja.com.br"
          prefix={`${prefix}.`}
          value={domain}
          onChange={(value) => {
            setDomain(value);
            setMissing(false);
            setSeen((current) => ({ ...current, dismissed: true }));
          }}
          autoComplete="off"
          spellCheck="false"
          isInvalid={message !== null}
          errorMessage={message ?? undefined}
        />
        <div>
          <Button type="submit" isPending={isAdding}>
            {!isAdding && <Plus size={16} aria-hidden />}
            Adicionar Domínio
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function DnsBox({
  prefix,
  cnameTarget,
  onCopy,
}: { prefix: DomainPrefix } & Pick<DomainsPanelProps, 'cnameTarget' | 'onCopy'>) {
  return (
    <Card as="section" aria-labelledby="dns-titulo">
      <CardHeader
        id="dns-titulo"
        title="Configure o DNS"
        description="No painel onde o seu domínio está registrado, crie dois registros: o CNAME aponta o domínio para o Pagora e o TXT comprova que ele é desta loja."
      />
      <dl className={styles.dnsTable}>
        <div className={styles.dnsRow}>
          <dt className={list.factLabel}>Tipo</dt>
          <dd className={styles.dnsValue}>
            <span className={list.mono}>CNAME</span>
          </dd>
        </div>
        <div className={styles.dnsRow}>
          <dt className={list.factLabel}>Nome</dt>
          <dd className={styles.dnsValue}>
            <span className={list.mono}>{prefix}</span>
            <Button
              variant="ghost"
              size="small"
              iconOnly
              aria-label="Copiar nome do registro"
              onPress={() => onCopy(prefix)}
            >
              <Copy size={16} aria-hidden />
            </Button>
          </dd>
        </div>
        <div className={styles.dnsRow}>
          <dt className={list.factLabel}>Valor</dt>
          <dd className={styles.dnsValue}>
            <span className={list.mono}>{cnameTarget ?? 'Carregando…'}</span>
            <Button
              variant="ghost"
              size="small"
              iconOnly
              aria-label="Copiar valor do registro"
              isDisabled={cnameTarget === null}
              onPress={() => cnameTarget && onCopy(cnameTarget)}
            >
              <Copy size={16} aria-hidden />
            </Button>
          </dd>
        </div>
      </dl>
      <dl className={styles.dnsTable}>
        <div className={styles.dnsRow}>
          <dt className={list.factLabel}>Tipo</dt>
          <dd className={styles.dnsValue}>
            <span className={list.mono}>TXT</span>
          </dd>
        </div>
        <div className={styles.dnsRow}>
          <dt className={list.factLabel}>Nome</dt>
          <dd className={styles.dnsValue}>
            <span className={list.mono}>{txtRecordName(prefix)}</span>
            <Button
              variant="ghost"
              size="small"
              iconOnly
              aria-label="Copiar nome do registro TXT"
              onPress={() => onCopy(txtRecordName(prefix))}
            >
              <Copy size={16} aria-hidden />
            </Button>
          </dd>
        </div>
        <div className={styles.dnsRow}>
          <dt className={list.factLabel}>Valor</dt>
          <dd className={cx(styles.dnsValue, styles.dnsHint)}>
            O código de cada domínio, mostrado na lista depois de adicioná-lo.
          </dd>
        </div>
      </dl>
      <p className={styles.note}>{DNS_BOX_NOTE}</p>
    </Card>
  );
}

type DomainListProps = Pick<
  DomainsPanelProps,
  | 'domains'
  | 'isLoading'
  | 'error'
  | 'onRetry'
  | 'verifyingIds'
  | 'onVerify'
  | 'onRemove'
  | 'timeZone'
  | 'onCopy'
>;

function DomainList({
  domains,
  isLoading = false,
  error,
  onRetry,
  verifyingIds = [],
  onVerify,
  onRemove,
  timeZone,
  onCopy,
}: DomainListProps) {
  const [target, setTarget] = useState<DomainRow | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);

  return (
    <Card as="section" aria-labelledby="dominios-lista-titulo">
      <CardHeader
        id="dominios-lista-titulo"
        title="Domínios cadastrados"
        description="Os domínios em que o checkout da sua loja atende."
      />
      <RecordListBody
        isLoading={isLoading}
        loadingLabel="Carregando domínios…"
        error={error}
        errorTitle="Erro ao buscar domínios"
        onRetry={onRetry}
        isEmpty={domains.length === 0}
        empty={
          <EmptyState
            icon={<Globe aria-hidden />}
            title="Nenhum domínio cadastrado para esta loja."
            description="Adicione um domínio acima e configure o DNS para usá-lo no checkout."
          />
        }
      >
        <ul className={list.list} aria-label="Domínios">
          {domains.map((domain) => {
            const verified = isDomainVerified(domain);
            const taken = isDomainTaken(domain);
            const verifying = verifyingIds.includes(domain.id);
            const checkedAt = verified ? domain.verified_at : domain.last_checked_at;
            return (
              <li key={domain.id} className={cx(list.row, styles.domainRow)}>
                <div className={list.main}>
                  <span className={list.icon}>
                    <Globe size={18} aria-hidden />
                  </span>
                  <div className={list.titles}>
                    <p className={cx(list.name, list.mono)}>{domain.domain_name}</p>
                    <p className={styles.status}>
                      <span
                        className={styles.dot({ tone: verified ? 'success' : taken ? 'danger' : 'warning' })}
                        aria-hidden
                      />
                      {verified
                        ? 'Verificado'
                        : taken
                          ? 'Verificado por outra loja'
                          : 'Aguardando verificação'}
                    </p>
                    {checkedAt && (
                      <p className={list.subtitle}>
                        {verified ? 'Verificado em ' : 'Última verificação em '}
                        {formatWhen(checkedAt, timeZone)}
                      </p>
                    )}
                    {taken && <p className={styles.errorText}>{DOMAIN_TAKEN_NOTE}</p>}
                    {!verified && domain.last_error && (
                      <p className={styles.errorText}>{domain.last_error}</p>
                    )}
                  </div>
                </div>
                {!verified && domain.txt_record && (
                  <div className={styles.domainRecords}>
                    <dl className={styles.dnsTable}>
                      <div className={styles.dnsRow}>
                        <dt className={list.factLabel}>TXT</dt>
                        <dd className={styles.dnsValue}>
                          <span className={list.mono}>{domain.txt_record.name}</span>
                          <Button
                            variant="ghost"
                            size="small"
                            iconOnly
                            aria-label={`Copiar nome do registro TXT de ${domain.domain_name}`}
                            onPress={() => domain.txt_record && onCopy(domain.txt_record.name)}
                          >
                            <Copy size={16} aria-hidden />
                          </Button>
                        </dd>
                      </div>
                      <div className={styles.dnsRow}>
                        <dt className={list.factLabel}>Valor</dt>
                        <dd className={styles.dnsValue}>
                          <span className={cx(list.mono, styles.dnsCode)}>{domain.txt_record.value}</span>
                          <Button
                            variant="ghost"
                            size="small"
                            iconOnly
                            aria-label={`Copiar valor do registro TXT de ${domain.domain_name}`}
                            onPress={() => domain.txt_record && onCopy(domain.txt_record.value)}
                          >
                            <Copy size={16} aria-hidden />
                          </Button>
                        </dd>
                      </div>
                    </dl>
                    {domain.expires_at && (
                      <p className={list.subtitle}>
                        Será removido em {formatWhen(domain.expires_at, timeZone)} se não for verificado.
                      </p>
                    )}
                  </div>
                )}
                <div className={cx(list.actions, styles.rowButtons)}>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`Verificar ${domain.domain_name}`}
                    isPending={verifying}
                    isDisabled={verified}
                    onPress={() => onVerify(domain)}
                  >
                    {!verifying && <ShieldCheck size={16} aria-hidden />}
                    Verificar
                  </Button>
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={`Remover ${domain.domain_name}`}
                    className={list.deleteButton}
                    onPress={() => {
                      setTarget(domain);
                      setDialogOpen(true);
                    }}
                  >
                    <Trash2 size={16} aria-hidden />
                    Remover
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </RecordListBody>
      <ConfirmDeleteDialog
        isOpen={isDialogOpen}
        onOpenChange={setDialogOpen}
        subject="o domínio"
        name={target?.domain_name}
        onConfirm={() => (target ? onRemove(target) : undefined)}
      />
    </Card>
  );
}
