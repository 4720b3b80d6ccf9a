import { type Coupon, couponPayload, type DiscountType } from '@pagora/contract';
import { Save, TicketPlus, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Columns } from '../../components/Columns/Columns.tsx';
import { DatePicker } from '../../components/DatePicker/DatePicker.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Inline } from '../../components/Inline/Inline.tsx';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { fieldMessages, schemaCheck } from '../private/fieldMessages.ts';
import {
  type CouponDraft,
  type CouponValues,
  draftFromCoupon,
  END_BEFORE_START,
  emptyDraft,
  endOfDay,
  parseDiscount,
  startOfDay,
} from './coupons.ts';
import * as styles from './MarketingScreen.css.ts';

export interface CouponFormProps {
  /** The coupon being edited (edit mode), or null to create one. */
  coupon: Coupon | null;
  /**
   * 'Criar Cupom' / 'Salvar Alterações' with valid fields. Resolve on success (a new coupon's form
   * empties), reject on failure (the form keeps what was typed; the caller reports the error).
   */
  onSubmit: (values: CouponValues) => Promise<unknown>;
  /** 'Cancelar Edição': back to create mode. */
  onCancelEdit: () => void;
  /**
   * The discount is not a number or is negative. The field shows the message too; the caller shows the
   * the toast 'Erro de Validação' with it.
   */
  onValidationError?: (message: string) => void;
  /** Errors from the server per field, e.g. `{ code: 'Já existe um cupom com este código nesta loja.' }`. */
  validationErrors?: Partial<Record<keyof CouponValues, string>>;
}

const discountTypes = [
  { id: 'value', label: 'R$', 'aria-label': 'Valor fixo (R$)' },
  { id: 'percent', label: '%', 'aria-label': 'Percentual (%)' },
];

const nameMessages = fieldMessages({ valueMissing: 'Informe o nome do cupom.' });
const usesMessages = fieldMessages({ valueMissing: 'Informe o total de usos.' });
const codeMessages = fieldMessages({ valueMissing: 'Informe o código do cupom.' });
const valueMessages = fieldMessages({ valueMissing: 'Informe o valor do desconto.' });

const checkName = schemaCheck(couponPayload.shape.name);
const usesInRange = schemaCheck(couponPayload.shape.totalUses);
/** Whole numbers only ('2,5' or 'dez' are not a number of uses), then the contract's range. */
const checkUses = (value: string) =>
  value.trim() && !/^\d+$/.test(value.trim())
    ? 'O total de usos deve ser um número inteiro.'
    : usesInRange(value.trim());
const checkCode = schemaCheck(couponPayload.shape.code);

/** Create or edit a discount coupon: name, uses, code, R$ or % discount, optional dates and options. */
export function CouponForm({
  coupon,
  onSubmit,
  onCancelEdit,
  onValidationError,
  validationErrors,
}: CouponFormProps) {
  const isEditing = coupon !== null;
  const [draft, setDraft] = useState<CouponDraft>(() => (coupon ? draftFromCoupon(coupon) : emptyDraft));
  const [discountError, setDiscountError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  // A new key after a coupon is created clears the fields' validation along with their values.
  const [formKey, setFormKey] = useState(0);

  // Editing starts at the name. No scrolling here: the screen brings the form into view.
  const fieldsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (coupon) fieldsRef.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [coupon]);

  const set =
    <K extends keyof CouponDraft>(key: K) =>
    (value: CouponDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const discount = parseDiscount(draft.discountValue, draft.discountType);
    if ('error' in discount) {
      setDiscountError(discount.error);
      if (discount.invalid) onValidationError?.(discount.error);
      return;
    }
    const { startDate, endDate } = draft;
    if (startDate && endDate && endDate.compare(startDate) < 0) return; // the end date shows why
    const values: CouponValues = {
      name: draft.name.trim(),
      totalUses: Number(draft.totalUses.trim()),
      code: draft.code.trim(),
      discountType: draft.discountType,
      discountValue: discount.value,
      startDate: startDate ? startOfDay(startDate) : null,
      endDate: endDate ? endOfDay(endDate) : null,
      isUnique: draft.isUnique,
      isAutoApply: draft.isAutoApply,
    };
    setPending(true);
    onSubmit(values).then(
      () => {
        setPending(false);
        if (!isEditing) {
          setDraft(emptyDraft);
          setFormKey((key) => key + 1);
        }
      },
      () => setPending(false),
    );
  };

  const isValue = draft.discountType === 'value';

  return (
    <Card as="section" aria-labelledby="cupom-form-titulo">
      <CardHeader
        id="cupom-form-titulo"
        title={isEditing ? 'Editar cupom' : 'Novo cupom'}
        description={
          isEditing
            ? 'Altere os dados do cupom e salve. Os pedidos já feitos não mudam.'
            : 'Crie um cupom de desconto para o checkout da sua loja.'
        }
        action={
          isEditing && (
            <Badge tone="info" className={styles.editingBadge}>
              Editando {coupon.code}
            </Badge>
          )
        }
      />
      <Form key={formKey} onSubmit={submit} validationErrors={validationErrors} className={styles.form}>
        <Columns ref={fieldsRef}>
          <TextField
            label="Nome"
            name="name"
            placeholder="Ex.: Boas-vindas"
            value={draft.name}
            onChange={set('name')}
            isRequired
            validate={checkName}
            errorMessage={nameMessages}
          />
          <TextField
            label="Código"
            name="code"
            placeholder="Ex.: BEMVINDO10"
            description="O que o cliente digita no checkout."
            value={draft.code}
            onChange={set('code')}
            isRequired
            validate={checkCode}
            errorMessage={codeMessages}
            autoComplete="off"
            spellCheck="false"
          />
          <TextField
            label="Total de usos"
            name="totalUses"
            inputMode="numeric"
            placeholder="Ex.: 100"
            description="Quantas vezes o cupom pode ser usado ao todo."
            value={draft.totalUses}
            onChange={set('totalUses')}
            isRequired
            validate={checkUses}
            errorMessage={usesMessages}
          />
          <Inline wrap={false} alignItems="flex-start" gap="small" minWidth={0}>
            <TextField
              label="Valor do desconto"
              name="discountValue"
              inputMode="decimal"
              placeholder={isValue ? 'Ex.: 10,00' : 'Ex.: 15'}
              prefix={isValue ? 'R$' : undefined}
              suffix={isValue ? undefined : '%'}
              value={draft.discountValue}
              onChange={(value) => {
                setDiscountError(null);
                set('discountValue')(value);
              }}
              isRequired
              isInvalid={discountError !== null || undefined}
              errorMessage={(validation) => discountError ?? valueMessages(validation)}
              className={styles.discountField}
            />
            <SegmentedControl
              label="Tipo"
              items={discountTypes}
              selectedKey={draft.discountType}
              onSelectionChange={(key) => {
                setDiscountError(null);
                set('discountType')(key as DiscountType);
              }}
            />
          </Inline>
          <DatePicker
            label="Data de início"
            name="startDate"
            description="Opcional. Sem data, vale desde já."
            value={draft.startDate}
            onChange={set('startDate')}
          />
          <DatePicker
            label="Data de término"
            name="endDate"
            description="Opcional. Sem data, não expira."
            value={draft.endDate}
            onChange={set('endDate')}
            minValue={draft.startDate ?? undefined}
            errorMessage={(validation) =>
              validation.validationDetails.rangeUnderflow
                ? END_BEFORE_START
                : validation.validationErrors.join(' ')
            }
          />
        </Columns>
        <Columns rowGap="medium" alignItems="stretch">
          <Checkbox
            name="isUnique"
            isSelected={draft.isUnique}
            onChange={set('isUnique')}
            description="Cada cliente pode usar o cupom uma única vez."
          >
            Uso único por cliente
          </Checkbox>
          <Checkbox
            name="isAutoApply"
            isSelected={draft.isAutoApply}
            onChange={set('isAutoApply')}
            description="O desconto entra no checkout sem o cliente digitar o código."
          >
            Aplicar automaticamente
          </Checkbox>
        </Columns>
        <div className={styles.formActions}>
          <Button type="submit" isPending={isPending}>
            {!isPending &&
              (isEditing ? <Save size={16} aria-hidden /> : <TicketPlus size={16} aria-hidden />)}
            {isEditing ? 'Salvar Alterações' : 'Criar Cupom'}
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
