import {
  type ChangePasswordRequest,
  changePasswordRequest,
  MAX_IMAGE_BYTES,
  PASSWORD_MIN_LENGTH,
  type Profile,
  type ProfileStore,
  password as passwordSchema,
  personName,
  phone as phoneSchema,
} from '@pagora/contract';
import { BadgeCheck, Camera, CircleAlert, Crown, RefreshCw, Store, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { ZodType } from 'zod';
import { Avatar } from '../../components/Avatar/Avatar.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Box } from '../../components/Box/Box.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Columns } from '../../components/Columns/Columns.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { FilePicker } from '../../components/FilePicker/FilePicker.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Heading } from '../../components/Heading/Heading.tsx';
import { Inline } from '../../components/Inline/Inline.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { toast } from '../../components/Toast/Toast.tsx';
import { formatDate } from '../../format.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import * as styles from './ProfileScreen.css.ts';

export type ProfileTab = 'perfil' | 'seguranca' | 'loja';

export const AVATAR_TYPES = ['image/png', 'image/jpeg'];

export interface ProfileScreenProps {
  /** The signed-in user's profile (`GET /api/profile`); `null` until loaded. */
  profile: Profile | null;
  /** The profile is loading: a spinner instead of the content. */
  isLoading?: boolean;
  /** Why the profile could not be loaded (shown instead of the content). */
  error?: string | null;
  /** 'Tentar novamente' in the error state. */
  onRetry?: () => void;
  /** The store everything is scoped to (marked 'Loja Ativa'). */
  activeStoreId: number | null;
  /** The plan's name for the plan badge ('Plano Premium'); no badge without it. */
  planName?: string;
  /** Perfil → Salvar with a changed name or phone. Resolve on success, reject on failure (the caller reports it). */
  onSaveProfile: (values: { fullName: string; phone: string }) => Promise<unknown>;
  /** Perfil → Salvar with nothing changed: no save; the screen shows 'Nenhuma alteração detectada'. */
  onNoChanges?: () => void;
  /**
   * Segurança → Atualizar Senha, with the current password (the server checks it) and the new one.
   * Resolve on success (the fields are cleared), reject on failure (the caller reports it).
   */
  onChangePassword: (values: ChangePasswordRequest) => Promise<unknown>;
  /** A png or jpeg chosen for the avatar; the avatar shows 'Enviando…' until the promise settles. */
  onAvatarSelect: (file: File) => Promise<unknown>;
  /** Loja → 'Mudar para esta loja'. */
  onSwitchStore: (id: number) => void;
  /**
   * 'Excluir Conta' confirmed with the account's password; the dialog stays open (pending) until the
   * promise settles, and open if it rejects.
   */
  onDeleteAccount: (password: string) => Promise<unknown>;
  /** The tab shown first. @default 'perfil' */
  defaultTab?: ProfileTab;
}

/** /meus-dados (Dados Pessoais): header card with avatar, and the Perfil, Segurança and Loja tabs. */
export function ProfileScreen(props: ProfileScreenProps) {
  const { profile, isLoading = false, error, onRetry } = props;
  return (
    <Stack gap="xlarge">
      <PageHeader
        title="Dados Pessoais"
        description="Gerencie suas informações pessoais, sua senha e suas lojas."
      />
      {isLoading ? (
        <Card>
          <div className={styles.loading}>
            <Spinner size="large" label="Carregando seus dados…" />
          </div>
        </Card>
      ) : error || !profile ? (
        <Card>
          <EmptyState
            icon={<CircleAlert aria-hidden />}
            title="Não foi possível carregar seus dados"
            description={error ?? 'Não foi possível carregar os dados do perfil'}
            action={
              onRetry && (
                <Button variant="secondary" onPress={onRetry}>
                  <RefreshCw size={16} aria-hidden />
                  Tentar novamente
                </Button>
              )
            }
          />
        </Card>
      ) : (
        <ProfileContent {...props} profile={profile} />
      )}
    </Stack>
  );
}

function ProfileContent({
  profile,
  activeStoreId,
  planName,
  onSaveProfile,
  onNoChanges,
  onChangePassword,
  onAvatarSelect,
  onSwitchStore,
  onDeleteAccount,
  defaultTab = 'perfil',
}: ProfileScreenProps & { profile: Profile }) {
  return (
    <>
      <HeaderCard profile={profile} planName={planName} onAvatarSelect={onAvatarSelect} />
      <Tabs defaultSelectedKey={defaultTab}>
        <TabList aria-label="Dados da conta">
          <Tab id="perfil">Perfil</Tab>
          <Tab id="seguranca">Segurança</Tab>
          <Tab id="loja">Loja</Tab>
        </TabList>
        <TabPanel id="perfil">
          {/* Saved values become the new baseline: the form starts over from them. */}
          <ProfileForm
            key={`${profile.full_name}\u0000${profile.phone}`}
            profile={profile}
            onSaveProfile={onSaveProfile}
            onNoChanges={onNoChanges}
          />
        </TabPanel>
        <TabPanel id="seguranca">
          <PasswordForm onChangePassword={onChangePassword} />
        </TabPanel>
        <TabPanel id="loja">
          <Stack gap="xlarge">
            <StoresCard stores={profile.stores} activeStoreId={activeStoreId} onSwitchStore={onSwitchStore} />
            <DangerZone onDeleteAccount={onDeleteAccount} />
          </Stack>
        </TabPanel>
      </Tabs>
    </>
  );
}

function memberSince(createdAt: string): string | null {
  return Number.isNaN(Date.parse(createdAt)) ? null : formatDate(createdAt);
}

interface HeaderCardProps {
  profile: Profile;
  planName?: string;
  onAvatarSelect: (file: File) => Promise<unknown>;
}

function HeaderCard({ profile, planName, onAvatarSelect }: HeaderCardProps) {
  const [isUploading, setUploading] = useState(false);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const since = memberSince(profile.created_at);

  const select = (file: File) => {
    if (!AVATAR_TYPES.includes(file.type)) {
      setAvatarError('Escolha uma imagem PNG ou JPEG.');
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setAvatarError(`A imagem deve ter no máximo ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
      return;
    }
    setAvatarError(null);
    setUploading(true);
    onAvatarSelect(file).then(
      () => setUploading(false),
      () => setUploading(false),
    );
  };

  return (
    <Card as="section" aria-label="Resumo da conta">
      <Box
        display="flex"
        flexDirection={{ mobile: 'column', tablet: 'row' }}
        alignItems="center"
        textAlign={{ mobile: 'center', tablet: 'left' }}
        gap={{ mobile: 'large', tablet: 'xlarge' }}
      >
        <div className={styles.avatarWrap} aria-busy={isUploading || undefined}>
          <Avatar src={profile.avatar_url} name={profile.full_name} size="large" />
          {isUploading && (
            <span className={styles.avatarOverlay}>
              <Spinner size="medium" label="Enviando foto…" />
            </span>
          )}
        </div>
        <div className={styles.identity}>
          <Heading level={2} className={styles.name}>
            {profile.full_name}
          </Heading>
          <Text size="small" tone="muted" className={styles.email}>
            {profile.email}
          </Text>
          <Inline gap="small" justifyContent="center" alignItems="stretch" marginTop="xsmall">
            <Badge tone="success" icon={<BadgeCheck size={12} aria-hidden />}>
              Conta Ativa
            </Badge>
            {planName && (
              <Badge tone="primary" icon={<Crown size={12} aria-hidden />}>
                Plano {planName}
              </Badge>
            )}
          </Inline>
          {since && (
            <Text size="xsmall" tone="muted">
              Membro desde {since}
            </Text>
          )}
        </div>
        <Box
          display="flex"
          flexDirection="column"
          alignItems={{ mobile: 'center', tablet: 'flex-end' }}
          textAlign={{ tablet: 'right' }}
          gap="xsmall"
          flexShrink={0}
        >
          <FilePicker
            accept={AVATAR_TYPES}
            onSelect={select}
            isPending={isUploading}
            icon={<Camera size={16} aria-hidden />}
          >
            {isUploading ? 'Enviando…' : 'Alterar foto'}
          </FilePicker>
          <Text size="xsmall" tone="muted">
            PNG ou JPEG, até {MAX_IMAGE_BYTES / 1024 / 1024} MB.
          </Text>
          {avatarError && (
            <p role="alert" className={styles.avatarError}>
              {avatarError}
            </p>
          )}
        </Box>
      </Box>
    </Card>
  );
}

/** A RAC `validate` from a contract schema: its first message, or nothing when valid. */
const validateWith = (schema: ZodType) => (value: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Valor inválido.');
};

const validateName = validateWith(personName);
const validatePhone = validateWith(phoneSchema);
const validatePassword = validateWith(passwordSchema);
const validateCurrentPassword = validateWith(changePasswordRequest.shape.currentPassword);

interface ProfileFormProps {
  profile: Profile;
  onSaveProfile: ProfileScreenProps['onSaveProfile'];
  onNoChanges?: () => void;
}

function ProfileForm({ profile, onSaveProfile, onNoChanges }: ProfileFormProps) {
  const [fullName, setFullName] = useState(profile.full_name);
  const [phone, setPhone] = useState(profile.phone);
  const [isPending, setPending] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { fullName: fullName.trim(), phone: phone.trim() };
    if (values.fullName === profile.full_name.trim() && values.phone === profile.phone.trim()) {
      toast.info({ title: 'Nenhuma alteração detectada' });
      onNoChanges?.();
      return;
    }
    setPending(true);
    onSaveProfile(values).then(
      () => setPending(false),
      () => setPending(false),
    );
  };

  return (
    <Card>
      <CardHeader title="Informações pessoais" description="Atualize seu nome e seu telefone de contato." />
      <Form onSubmit={submit}>
        <Columns columns={3} collapseBelow="desktop">
          <TextField
            label="Nome completo"
            name="fullName"
            autoComplete="name"
            value={fullName}
            onChange={setFullName}
            validate={validateName}
            isDisabled={isPending}
          />
          <TextField
            label="Telefone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(11) 91234-5678"
            value={phone}
            onChange={setPhone}
            validate={validatePhone}
            isDisabled={isPending}
          />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            value={profile.email}
            isReadOnly
            description="O e-mail da conta não pode ser alterado."
          />
        </Columns>
        <Inline gap="small" wrap={false} alignItems="stretch" paddingTop="xsmall">
          <Button type="submit" isPending={isPending}>
            Salvar
          </Button>
        </Inline>
      </Form>
    </Card>
  );
}

function PasswordForm({ onChangePassword }: { onChangePassword: ProfileScreenProps['onChangePassword'] }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isPending, setPending] = useState(false);
  // A new key after a successful change clears the fields and their validation.
  const [formKey, setFormKey] = useState(0);
  // The mismatch shows once a save was tried and then follows the typing, so the message goes away
  // while the person fixes it (not on blur, which would move the button under their click).
  const [triedToSave, setTriedToSave] = useState(false);
  const mismatch = confirmation !== newPassword;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mismatch) {
      setTriedToSave(true);
      return;
    }
    setPending(true);
    onChangePassword({ currentPassword, newPassword }).then(
      () => {
        setPending(false);
        setCurrentPassword('');
        setNewPassword('');
        setConfirmation('');
        setTriedToSave(false);
        setFormKey((key) => key + 1);
      },
      () => setPending(false),
    );
  };

  return (
    <Card>
      <CardHeader
        title="Alterar senha"
        description="Confirme a senha atual e escolha uma nova. As outras sessões da conta serão encerradas."
      />
      <Form key={formKey} onSubmit={submit}>
        <Columns columns={3} collapseBelow="desktop">
          <PasswordField
            label="Senha atual"
            name="currentPassword"
            autoComplete="current-password"
            value={currentPassword}
            onChange={setCurrentPassword}
            validate={validateCurrentPassword}
            isDisabled={isPending}
          />
          <PasswordField
            label="Nova senha"
            name="newPassword"
            autoComplete="new-password"
            description={`Mínimo de ${PASSWORD_MIN_LENGTH} caracteres.`}
            value={newPassword}
            onChange={setNewPassword}
            validate={validatePassword}
            isDisabled={isPending}
          />
          <PasswordField
            label="Confirmar nova senha"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirmation}
            onChange={setConfirmation}
            isRequired
            isInvalid={triedToSave && mismatch}
            errorMessage="As novas senhas não coincidem."
            isDisabled={isPending}
          />
        </Columns>
        <Inline gap="small" wrap={false} alignItems="stretch" paddingTop="xsmall">
          <Button type="submit" isPending={isPending}>
            Atualizar Senha
          </Button>
        </Inline>
      </Form>
    </Card>
  );
}

interface StoresCardProps {
  stores: ProfileStore[];
  activeStoreId: number | null;
  onSwitchStore: (id: number) => void;
}

function StoresCard({ stores, activeStoreId, onSwitchStore }: StoresCardProps) {
  return (
    <Card as="section" aria-labelledby="meus-dados-lojas">
      <CardHeader
        id="meus-dados-lojas"
        title="Suas Lojas"
        description="A loja ativa é a que você está gerenciando agora no painel."
      />
      {stores.length === 0 ? (
        <Text size="small" tone="muted">
          Você ainda não tem lojas.
        </Text>
      ) : (
        <Stack as="ul" gap="small">
          {stores.map((store) => {
            const isActive = store.id === activeStoreId;
            return (
              <li key={store.id} className={styles.storeRow} data-active={isActive || undefined}>
                <span className={styles.storeIcon}>
                  <Store size={18} aria-hidden />
                </span>
                <span className={styles.storeText}>
                  <span className={styles.storeName}>{store.name}</span>
                  <span className={styles.storeId}>ID: {store.id}</span>
                </span>
                {isActive ? (
                  <Badge tone="success" icon={<BadgeCheck size={12} aria-hidden />}>
                    Loja Ativa
                  </Badge>
                ) : (
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`Mudar para esta loja: ${store.name}`}
                    onPress={() => onSwitchStore(store.id)}
                  >
                    Mudar para esta loja
                  </Button>
                )}
              </li>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}

function DangerZone({ onDeleteAccount }: { onDeleteAccount: ProfileScreenProps['onDeleteAccount'] }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Card as="section" aria-labelledby="meus-dados-perigo" className={styles.dangerCard}>
      <CardHeader
        id="meus-dados-perigo"
        title="Zona de Perigo"
        description="Ações permanentes sobre a sua conta."
      />
      <Inline gap="large" justifyContent="space-between">
        <div className={styles.dangerText}>
          <Text size="small" weight="semibold">
            Excluir Conta
          </Text>
          <Text size="small" tone="muted">
            Exclui sua conta, todas as suas lojas e todos os dados delas. Não é possível desfazer.
          </Text>
        </div>
        <Button variant="danger" onPress={() => setOpen(true)}>
          <Trash2 size={16} aria-hidden />
          Excluir Conta
        </Button>
      </Inline>
      <DeleteAccountDialog isOpen={isOpen} onOpenChange={setOpen} onDeleteAccount={onDeleteAccount} />
    </Card>
  );
}
