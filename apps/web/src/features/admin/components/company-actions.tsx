// The admin's powers on the company page: block/unblock with a reason, open the app as the owner,
// tag it, ignore the inactive-subscription check, extend the trial, change the plan and edit feature flags.
// Each one is audited.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Ban, LogIn, Unlock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { completeLogin } from '@/lib/session/login-sequence';
import { rememberImpersonation } from '@/lib/session/impersonation';
import { useUserStore } from '@/stores/user-store';
import { impersonateCompany, useCompanyAction } from '../api/companies-api';
import type { TAdminCompanyPage } from '../api/admin-types';
import { CompanyPlanChanger, CompanyTagsEditor } from './company-tags';

export function CompanyHeaderActions({ data }: { data: TAdminCompanyPage }) {
  const { company } = data;
  const action = useCompanyAction(company.id);
  const navigate = useNavigate();
  const [blockOpen, setBlockOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [entering, setEntering] = useState(false);

  const enter = async () => {
    setEntering(true);
    try {
      const opened = await impersonateCompany(company.slug);
      rememberImpersonation({
        token: opened.token,
        admin_email: opened.impersonated_by.email,
        company_id: company.id,
        company_name: company.name,
      });
      await completeLogin(opened.token);
      useUserStore.getState().setIgnoreInactiveSubscription(company.ignore_inactive_subscription);
      navigate('/app/agenda');
    } finally {
      setEntering(false);
    }
  };

  return (
    <>
      <Button variant="outline" leftIcon={<LogIn />} loading={entering} onClick={() => void enter()}>
        Entrar como proprietário
      </Button>
      {company.is_blocked ? (
        <Button variant="secondary" leftIcon={<Unlock />} loading={action.isPending} onClick={() => action.mutate({ kind: 'unblock' })}>
          Desbloquear
        </Button>
      ) : (
        <Button variant="danger" leftIcon={<Ban />} onClick={() => setBlockOpen(true)}>
          Bloquear
        </Button>
      )}
      <Modal
        open={blockOpen}
        onOpenChange={setBlockOpen}
        icon={<Ban />}
        title={`Bloquear ${company.name}`}
        description="A empresa vê o aviso de bloqueio na hora, sem recarregar a página. O motivo fica no log da plataforma."
        footer={
          <Button
            variant="danger"
            disabled={reason.trim().length < 3}
            loading={action.isPending}
            onClick={() =>
              action.mutate(
                { kind: 'block', reason: reason.trim() },
                {
                  onSuccess: () => {
                    setBlockOpen(false);
                    setReason('');
                  },
                },
              )
            }
          >
            Bloquear empresa
          </Button>
        }
      >
        <Textarea label="Motivo do bloqueio" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
      </Modal>
    </>
  );
}

export function CompanySettingsCard({ data }: { data: TAdminCompanyPage }) {
  const { company } = data;
  const action = useCompanyAction(company.id);
  const [days, setDays] = useState('7');
  const [flags, setFlags] = useState(company.feature_flags.join(', '));
  const inTrial = data.subscription?.status === 'trial' || data.subscription?.status === 'trial_ended';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Ações do administrador</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <CompanyTagsEditor companyId={company.id} tags={company.tags} />
        <Switch
          label="Ignorar assinatura inativa"
          description="O aplicativo não trava esta empresa por falta de pagamento."
          checked={company.ignore_inactive_subscription}
          onCheckedChange={(v) => action.mutate({ kind: 'settings', ignore_inactive_subscription: v })}
        />
        <div className="flex flex-wrap items-end gap-2">
          <Input
            label="Estender teste (dias)"
            type="number"
            min={1}
            max={90}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            containerClassName="w-40"
            disabled={!inTrial}
          />
          <Button
            variant="outline"
            disabled={!inTrial || !(Number(days) >= 1 && Number(days) <= 90)}
            onClick={() => action.mutate({ kind: 'extend_trial', days: Number(days) })}
          >
            Estender teste
          </Button>
          {!inTrial ? <p className="w-full text-xs text-muted-foreground">Disponível só durante o período de teste.</p> : null}
        </div>
        <CompanyPlanChanger data={data} />
        <div className="flex flex-wrap items-end gap-2">
          <Input
            label="Feature flags"
            description="Separadas por vírgula (ex.: beta_agenda, novo_chat)."
            value={flags}
            onChange={(e) => setFlags(e.target.value)}
            containerClassName="min-w-0 flex-1"
          />
          <Button
            variant="outline"
            onClick={() =>
              action.mutate({
                kind: 'settings',
                feature_flags: flags
                  .split(',')
                  .map((f) => f.trim())
                  .filter(Boolean),
              })
            }
          >
            Salvar flags
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
