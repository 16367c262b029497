import { useNavigate } from 'react-router';
import { useUserStore } from '@/stores/user-store';
import { useCreateCompany } from '../hooks/use-create-company';
import { CompanyCreateForm } from './parts/company-create-form';

/** /login/finalizar-cadastro: the first company of a new owner. */
export function FinishSignUpPage() {
  const navigate = useNavigate();
  const user = useUserStore((s) => s.user);
  const { create, pending } = useCreateCompany(() => navigate('/app/agendamentos'));
  const firstName = user?.name?.split(' ')[0];

  return (
    <div className="w-full max-w-md">
      <section className="rounded-3xl border border-border bg-surface p-6 shadow-lg sm:p-8">
        <p className="text-sm font-semibold text-primary">Último passo</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-foreground">
          {firstName ? `${firstName}, cadastre sua empresa` : 'Cadastre sua empresa'}
        </h1>
        <p className="mt-1.5 text-sm text-muted-foreground">
          Com esses dados a secretária já sabe como apresentar o seu negócio. Você pode mudar tudo depois.
        </p>
        <div className="mt-6">
          <CompanyCreateForm onSubmit={create} pending={pending} submitLabel="Concluir cadastro" />
        </div>
      </section>
    </div>
  );
}
