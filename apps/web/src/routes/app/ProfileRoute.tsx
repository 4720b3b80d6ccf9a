import type { Profile } from '@pagora/contract';
import { ProfileScreen, toast } from '@pagora/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { changePassword, deleteAccount, updateProfile, uploadAvatar } from '../../api/profile.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useAction } from '../../api/useAction.ts';
import { activeStoreIdAtom, endSessionAtom } from '../../state/session.ts';
import { profileErrorToast } from './profileErrors.ts';
import { useBillingSummary, useProfile } from './useStoreData.ts';
import { useSwitchStore } from './useSwitchStore.ts';

/**
 * /meus-dados (Dados Pessoais). The profile is the one the layout reads (the same cache entry), so a
 * change here shows in the header at once.
 */
export default function ProfileRoute() {
  const { data: profile, isLoading, error, reload } = useProfile();
  const activeStoreId = useAtomValue(activeStoreIdAtom);
  const endSession = useSetAtom(endSessionAtom);
  const switchStore = useSwitchStore();
  const navigate = useNavigate();
  // Only for the plan's name: /financeiro reports a failure to read the billing.
  const billingSummary = useBillingSummary({ quiet: true }).data;

  /** The error toast of a refused profile call; the action rejects, so the form stays as it is. */
  const failed = (fallback: string) => (failure: unknown) =>
    toast.error(profileErrorToast(failure, fallback));

  const savingProfile = useAction({
    run: (values: Parameters<typeof updateProfile>[0]) => updateProfile(values),
    onSuccess: (updated) => {
      toast.success({ title: 'Dados atualizados com sucesso!' });
      queryClient.setQueryData(queryKeys.profile(), updated);
    },
    onError: failed('Falha ao atualizar o perfil'),
  });
  const changingPassword = useAction({
    run: (values: Parameters<typeof changePassword>[0]) => changePassword(values),
    onSuccess: () => toast.success({ title: 'Senha atualizada com sucesso!' }),
    onError: failed('Falha ao atualizar a senha'),
  });
  const uploadingAvatar = useAction({
    run: (file: File) => uploadAvatar(file),
    onSuccess: ({ avatar_url }) => {
      toast.success({ title: 'Avatar atualizado com sucesso!' });
      queryClient.setQueryData<Profile>(
        queryKeys.profile(),
        (current) => current && { ...current, avatar_url },
      );
    },
    onError: failed('Falha ao enviar a imagem'),
  });
  const deletingAccount = useAction({
    run: (password: string) => deleteAccount({ password }),
    onSuccess: () => {
      toast.success({ title: 'Conta excluída com sucesso.' });
      // The account (and its session) no longer exists: forget it and go to the login page.
      endSession();
      navigate('/login', { replace: true });
    },
    onError: failed('Falha ao excluir a conta'),
  });

  return (
    <ProfileScreen
      profile={profile}
      isLoading={!profile && isLoading}
      error={profile ? null : error}
      onRetry={reload}
      activeStoreId={activeStoreId}
      // The account's current plan, the one /configuracoes › Planos marks 'Atual'.
      planName={profile?.plan?.name ?? billingSummary?.plan.name}
      onSaveProfile={(values) => savingProfile.mutateAsync(values)}
      onChangePassword={(values) => changingPassword.mutateAsync(values)}
      onAvatarSelect={(file) => uploadingAvatar.mutateAsync(file)}
      onSwitchStore={switchStore}
      onDeleteAccount={(password) => deletingAccount.mutateAsync(password)}
    />
  );
}
