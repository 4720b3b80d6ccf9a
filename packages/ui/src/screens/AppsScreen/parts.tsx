import { PencilLine, RefreshCw, Save, Trash2, X } from 'lucide-react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Inline } from '../../components/Inline/Inline.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { sprinkles } from '../../css/sprinkles.css.ts';
import * as styles from './AppsScreen.css.ts';

/** An integration's status beside its title: 'Carregando…', then e.g. 'Conectado' / 'Não Conectado'. */
export function IntegrationStatus({
  isLoading,
  isOn,
  on,
  off,
}: {
  isLoading: boolean;
  isOn: boolean;
  on: string;
  off: string;
}) {
  if (isLoading) return <Spinner size="small" showLabel label="Carregando…" />;
  return isOn ? <Badge tone="success">{on}</Badge> : <Badge tone="neutral">{off}</Badge>;
}

/** The integration could not be read: the reason and 'Tentar novamente'. */
export function LoadErrorNotice({ error, onRetry }: { error: string; onRetry?: () => void }) {
  return (
    <Alert tone="danger" title="Erro">
      <p>{error}</p>
      {onRetry && (
        <Button variant="secondary" size="small" onPress={onRetry}>
          <RefreshCw size={16} aria-hidden />
          Tentar novamente
        </Button>
      )}
    </Alert>
  );
}

/** A Sim/Não choice as two radios. */
export function YesNoField({
  label,
  name,
  value,
  onChange,
  isReadOnly,
  isDisabled,
}: {
  label: string;
  name: string;
  value: boolean;
  onChange: (value: boolean) => void;
  isReadOnly?: boolean;
  isDisabled?: boolean;
}) {
  return (
    <RadioGroup
      name={name}
      value={value ? 'sim' : 'nao'}
      onChange={(next) => onChange(next === 'sim')}
      isReadOnly={isReadOnly}
      isDisabled={isDisabled}
      orientation="horizontal"
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' })}
    >
      <Label className={styles.radioLabel}>{label}</Label>
      <Inline gap="xlarge" wrap={false} alignItems="stretch">
        <Radio value="sim" className={styles.radio}>
          <span className={styles.radioDot} aria-hidden />
          Sim
        </Radio>
        <Radio value="nao" className={styles.radio}>
          <span className={styles.radioDot} aria-hidden />
          Não
        </Radio>
      </Inline>
    </RadioGroup>
  );
}

/**
 * The buttons under an integration's form: 'Salvar Integração' (and 'Cancelar' while editing) when
 * the form is open, else 'Editar' and 'Excluir'.
 */
export function IntegrationActions({
  isOpen,
  isEditing,
  isSaving,
  isLoading,
  onCancel,
  onEdit,
  onDelete,
}: {
  isOpen: boolean;
  isEditing: boolean;
  isSaving: boolean;
  isLoading: boolean;
  onCancel: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className={styles.actions}>
      {isOpen ? (
        <>
          <Button type="submit" isPending={isSaving} isDisabled={isLoading}>
            {!isSaving && <Save size={16} aria-hidden />}
            Salvar Integração
          </Button>
          {isEditing && (
            <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
              <X size={16} aria-hidden />
              Cancelar
            </Button>
          )}
        </>
      ) : (
        <>
          <Button variant="secondary" onPress={onEdit}>
            <PencilLine size={16} aria-hidden />
            Editar
          </Button>
          <Button variant="ghost" onPress={onDelete}>
            <Trash2 size={16} aria-hidden />
            Excluir
          </Button>
        </>
      )}
    </div>
  );
}
