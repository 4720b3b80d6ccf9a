import { Plus, Save, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CheckboxGroup } from 'react-aria-components';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Description, FieldError, Label } from '../../components/Field/Field.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { fieldMessages } from '../private/fieldMessages.ts';
import * as styles from './SettingsScreen.css.ts';
import {
  checkWebhookName,
  checkWebhookUrl,
  WEBHOOK_EVENTS,
  WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_NAME_REQUIRED,
  WEBHOOK_URL_REQUIRED,
  type WebhookEventType,
  type WebhookRow,
  type WebhookValues,
} from './settings.ts';

export interface WebhookFormProps {
  /** The webhook being edited (edit mode), or null to create one. */
  webhook: WebhookRow | null;
  /**
   * 'Criar Webhook' / 'Salvar Alterações' with valid fields. Resolve on success (a new webhook's form
   * empties), reject on failure (the values stay).
   */
  onSubmit: (values: WebhookValues) => Promise<unknown>;
  /** 'Cancelar Edição': back to a new webhook. */
  onCancelEdit: () => void;
  /** The server's field errors (`name`, `url`, `events`), e.g. the SSRF refusal on `url`. */
  validationErrors?: Partial<Record<keyof WebhookValues, string>>;
}

interface Draft {
  name: string;
  url: string;
  events: string[];
}

const emptyDraft: Draft = { name: '', url: '', events: [] };
const knownEvents = new Set<string>(WEBHOOK_EVENTS.map((event) => event.value));

const draftFrom = (webhook: WebhookRow): Draft => ({
  name: webhook.name,
  url: webhook.url,
  events: webhook.events.filter((event) => knownEvents.has(event)),
});

const nameMessages = fieldMessages({ valueMissing: WEBHOOK_NAME_REQUIRED });
const urlMessages = fieldMessages({ valueMissing: WEBHOOK_URL_REQUIRED });
const checkName = checkWebhookName;

/** Create or edit a webhook: name, the URL that receives the events, and which of the six events. */
export function WebhookForm({ webhook, onSubmit, onCancelEdit, validationErrors }: WebhookFormProps) {
  const isEditing = webhook !== null;
  const [draft, setDraft] = useState<Draft>(() => (webhook ? draftFrom(webhook) : emptyDraft));
  const [isPending, setPending] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const fieldsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (webhook) fieldsRef.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [webhook]);

  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    setPending(true);
    onSubmit({
      name: draft.name.trim(),
      url: draft.url.trim(),
      events: WEBHOOK_EVENTS.map((e) => e.value).filter((value): value is WebhookEventType =>
        draft.events.includes(value),
      ),
    }).then(
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

  return (
    <Card as="section" aria-labelledby="webhook-form-titulo">
      <CardHeader
        id="webhook-form-titulo"
        title={isEditing ? 'Editar webhook' : 'Novo webhook'}
        description={
          isEditing
            ? 'Altere o nome, a URL ou os eventos e salve.'
            : 'Receba os eventos da sua loja no seu sistema, assinados conforme o padrão Standard Webhooks.'
        }
        action={isEditing && <Badge tone="info">Editando {webhook.name}</Badge>}
      />
      <Form
        key={formKey}
        onSubmit={submit}
        validationErrors={validationErrors}
        className={styles.webhookForm}
      >
        <div ref={fieldsRef} className={styles.formGrid}>
          <TextField
            label="Nome"
            name="name"
            placeholder="Ex.: ERP da loja"
            value={draft.name}
            onChange={set('name')}
            isRequired
            validate={checkName}
            errorMessage={nameMessages}
          />
          <TextField
            label="URL"
            name="url"
            inputMode="url"
            placeholder="https://seusistema.com.br/webhooks/pagora"
            value={draft.url}
            onChange={set('url')}
            isRequired
            validate={checkWebhookUrl}
            errorMessage={urlMessages}
          />
        </div>
        <CheckboxGroup
          name="events"
          value={draft.events}
          onChange={set('events')}
          validate={(values) => (values.length === 0 ? WEBHOOK_EVENTS_REQUIRED : null)}
          className={styles.eventsGroup}
        >
          <Label>Eventos</Label>
          <Description>Escolha os eventos enviados a esta URL.</Description>
          <div className={styles.eventsGrid}>
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event.value} value={event.value}>
                {event.label}
              </Checkbox>
            ))}
          </div>
          <FieldError />
        </CheckboxGroup>
        <div className={styles.formActions}>
          <Button type="submit" isPending={isPending}>
            {!isPending && (isEditing ? <Save size={16} aria-hidden /> : <Plus size={16} aria-hidden />)}
            {isEditing ? 'Salvar Alterações' : 'Criar Webhook'}
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
