import { centsToInput, parseMoneyToCents, type ShippingOption } from '@pagora/contract';
import { Plus, Save, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Columns } from '../../components/Columns/Columns.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { fieldMessages } from '../private/fieldMessages.ts';
import * as styles from './ShippingScreen.css.ts';
import {
  checkDays,
  checkName,
  checkPrice,
  MIN_AFTER_MAX,
  priceForPayload,
  type ShippingValues,
} from './shipping.ts';

export interface ShippingFormProps {
  /** The option being edited (edit mode), or null to create one. */
  option: ShippingOption | null;
  /** 'Salvar Frete' / 'Salvar Alterações' with valid fields. Resolve on success (a new option's form empties), reject on failure. */
  onSubmit: (values: ShippingValues) => Promise<unknown>;
  /** 'Cancelar Edição': back to a new option. */
  onCancelEdit: () => void;
  /** Errors from the server per field (`name`, `price`, `min_days`, `max_days`). */
  validationErrors?: Partial<Record<keyof ShippingValues, string>>;
}

interface Draft {
  name: string;
  price: string;
  minDays: string;
  maxDays: string;
}

const emptyDraft: Draft = { name: '', price: '', minDays: '', maxDays: '' };

const draftFrom = (option: ShippingOption): Draft => ({
  name: option.name,
  price: centsToInput(option.price_cents),
  minDays: String(option.min_days),
  maxDays: String(option.max_days),
});

const nameMessages = fieldMessages({ valueMissing: 'Informe o nome do frete.' });
const priceMessages = fieldMessages({ valueMissing: 'Informe o preço do frete (0 para grátis).' });
const minMessages = fieldMessages({ valueMissing: 'Informe o prazo mínimo.' });
const maxMessages = fieldMessages({ valueMissing: 'Informe o prazo máximo.' });
const checkMin = checkDays('O prazo mínimo');
const checkMax = checkDays('O prazo máximo');

/** Create or edit a shipping option: name, price (0 = free) and delivery time in working days. */
export function ShippingForm({ option, onSubmit, onCancelEdit, validationErrors }: ShippingFormProps) {
  const isEditing = option !== null;
  const [draft, setDraft] = useState<Draft>(() => (option ? draftFrom(option) : emptyDraft));
  const [isPending, setPending] = useState(false);
  const [formKey, setFormKey] = useState(0);
  // The order of the days shows once a save was tried, then follows the typing.
  const [triedToSave, setTriedToSave] = useState(false);

  const fieldsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (option) fieldsRef.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [option]);

  const set = (key: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const minDays = Number(draft.minDays.trim());
  const maxDays = Number(draft.maxDays.trim());
  const daysOutOfOrder =
    !checkMin(draft.minDays) &&
    !checkMax(draft.maxDays) &&
    draft.minDays.trim() !== '' &&
    draft.maxDays.trim() !== '' &&
    minDays > maxDays;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cents = parseMoneyToCents(draft.price.trim());
    if (daysOutOfOrder || cents === null) {
      setTriedToSave(true);
      return;
    }
    setPending(true);
    onSubmit({
      name: draft.name.trim(),
      price: priceForPayload(cents),
      min_days: minDays,
      max_days: maxDays,
    }).then(
      () => {
        setPending(false);
        if (!isEditing) {
          setDraft(emptyDraft);
          setTriedToSave(false);
          setFormKey((key) => key + 1);
        }
      },
      () => setPending(false),
    );
  };

  return (
    <Card as="section" aria-labelledby="frete-form-titulo">
      <CardHeader
        id="frete-form-titulo"
        title={isEditing ? 'Editar frete' : 'Novo frete'}
        description={
          isEditing
            ? 'Altere o preço ou o prazo e salve.'
            : 'Cadastre uma opção de frete para os clientes escolherem no checkout.'
        }
        action={isEditing && <Badge tone="info">Editando {option.name}</Badge>}
      />
      <Alert tone="warning" role="note">
        Todos os campos, exceto o nome, devem ser números.
      </Alert>
      <Form key={formKey} onSubmit={submit} validationErrors={validationErrors} className={styles.form}>
        <Columns ref={fieldsRef}>
          <TextField
            label="Nome"
            name="name"
            placeholder="Ex.: Entrega expressa"
            value={draft.name}
            onChange={set('name')}
            isRequired
            validate={checkName}
            errorMessage={nameMessages}
          />
          <TextField
            label="Preço"
            name="price"
            prefix="R$"
            inputMode="decimal"
            placeholder="0,00"
            description="Use 0 para frete grátis."
            value={draft.price}
            onChange={set('price')}
            isRequired
            validate={checkPrice}
            errorMessage={priceMessages}
          />
          <TextField
            label="Prazo mínimo (dias)"
            name="min_days"
            inputMode="numeric"
            placeholder="Ex.: 3"
            value={draft.minDays}
            onChange={set('minDays')}
            isRequired
            validate={checkMin}
            isInvalid={(triedToSave && daysOutOfOrder) || undefined}
            errorMessage={(validation) =>
              triedToSave && daysOutOfOrder ? MIN_AFTER_MAX : minMessages(validation)
            }
          />
          <TextField
            label="Prazo máximo (dias)"
            name="max_days"
            inputMode="numeric"
            placeholder="Ex.: 7"
            description="Em dias úteis."
            value={draft.maxDays}
            onChange={set('maxDays')}
            isRequired
            validate={checkMax}
            errorMessage={maxMessages}
          />
        </Columns>
        <div className={styles.formActions}>
          <Button type="submit" isPending={isPending}>
            {!isPending && (isEditing ? <Save size={16} aria-hidden /> : <Plus size={16} aria-hidden />)}
            {isEditing ? 'Salvar Alterações' : 'Salvar Frete'}
          </Button>
          {isEditing && (
            <Button variant="secondary" onPress={onCancelEdit} isDisabled={isPending}>
              <X size={16} aria-hidden />
              Cancelar Edição
            </Button>
          )}
        </div>
      </Form>
    </Card>
  );
}
