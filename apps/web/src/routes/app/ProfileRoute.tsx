import { ProfileScreen, toast } from '@pagora/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { changePassword, deleteAccount, updateProfile, uploadAvatar } from '../../api/profile.ts';
import { billingSummaryAtom } from '../../state/billing.ts';
import {
  PROFILE_LOAD_FALLBACK,
  profileAtom,
  profileLoadAtom,
  refreshProfileAtom,
} from '../../state/profile.ts';
import { activeStoreIdAtom, endSessionAtom } from '../../state/session.ts';
import { profileErrorToast } from './profileErrors.ts';
import { useSwitchStore } from './useSwitchStore.ts';

/**
 * /meus-dados (Dados Pessoais). The profile is the one the layout loads (shared atom), so a change here
 * shows in the header at once.
 */
export default function ProfileRoute() {
  const [profile, setProfile] = useAtom(profileAtom);
  const { isLoading, error } = useAtomValue(profileLoadAtom);
  const refreshProfile = useSetAtom(refreshProfileAtom);
  const activeStoreId = useAtomValue(activeStoreIdAtom);
  const endSession = useSetAtom(endSessionAtom);
  const switchStore = useSwitchStore();
  const navigate = useNavigate();
  const billingSummary = useAtomValue(billingSummaryAtom);

  /** Runs a profile call: success toast, or the error toast and a rejection (the form stays as it is). */
  async function run<T>(call: () => Promise<T>, success: string, fallback: string): Promise<T> {
    try {
      const result = await call();
      toast.success({ title: success });
      return result;
    } catch (failure) {
      toast.error(profileErrorToast(failure, fallback));
      throw failure;
    }
  }

  return (
    <ProfileScreen
      profile={profile}
      isLoading={!profile && isLoading}
      error={profile ? null : error}
      onRetry={() => {
        refreshProfile().catch((failure: unknown) =>
          toast.error(profileErrorToast(failure, PROFILE_LOAD_FALLBACK)),
        );
      }}
      activeStoreId={activeStoreId}
      // The account's current plan, the one /configuracoes › Planos marks 'Atual'.
      planName={profile?.plan?.name ?? billingSummary?.plan.name}
      onSaveProfile={async (values) => {
        const updated = await run(
          () => updateProfile(values),
          'Dados atualizados com sucesso!',
          'Falha ao atualizar o perfil',
        );
        setProfile(updated);
      }}
      onChangePassword={(values) =>
        run(() => changePassword(values), 'Senha atualizada com sucesso!', 'Falha ao atualizar a senha')
      }
      onAvatarSelect={async (file) => {
        const { avatar_url } = await run(
          () => uploadAvatar(file),
          'Avatar atualizado com sucesso!',
          'Falha ao enviar a imagem',
        );
        setProfile((current) => ({ ...current, avatar_url }));
      }}
      onSwitchStore={switchStore}
      onDeleteAccount={async (password) => {
        await run(
          () => deleteAccount({ password }),
          'Conta excluída com sucesso.',
          'Falha ao excluir a conta',
        );
        // The account (and its session) no longer exists: forget it and go to the login page.
        endSession();
        navigate('/login', { replace: true });
      }}
    />
  );
}
