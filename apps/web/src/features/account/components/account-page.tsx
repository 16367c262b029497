// /app/minha-conta: the signed-in user's own account (issue 16).
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { tzOf } from '@/lib/dates';
import { useSelectedCompany } from '@/stores/company-store';
import { useProfile } from '../api/account-api';
import { PasswordForm, PhoneForm, ProfileForm } from './account-forms';
import { DeleteAccount, SessionsList } from './account-security';

export function AccountPage() {
  const profile = useProfile();
  const company = useSelectedCompany();
  return (
    <div className="mx-auto w-full max-w-3xl p-4 sm:p-6" data-testid="account-page">
      <header className="mb-5">
        <h1 className="text-2xl font-bold tracking-tight text-foreground">Minha conta</h1>
        <p className="text-sm text-muted-foreground">Seus dados, seu telefone, sua senha e os aparelhos conectados.</p>
      </header>
      {profile.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true" aria-label="Carregando sua conta">
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      ) : profile.isError ? (
        <LoadError title="Não foi possível carregar sua conta" error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          <ProfileForm key={`${profile.data.name}|${profile.data.email}`} profile={profile.data} />
          <PhoneForm profile={profile.data} />
          <PasswordForm key={String(profile.data.has_password)} profile={profile.data} />
          <SessionsList timezone={tzOf(company)} />
          <DeleteAccount profile={profile.data} />
        </div>
      )}
    </div>
  );
}
