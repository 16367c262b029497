// The "send a notification" drawer of /admin/notifications: every company not blocked, or one found by name.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useAdminCompanies } from '../api/companies-api';
import { useSendNotification } from '../api/platform-api';

export function SendNotificationForm({ onClose }: { onClose: () => void }) {
  const [target, setTarget] = useState<'all' | 'one'>('all');
  const [search, setSearch] = useState('');
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const companies = useAdminCompanies({ search: search.trim() || undefined, sort: 'name_asc', status: 'all', page: 1 });
  const send = useSendNotification();
  const ready = title.trim().length >= 3 && body.trim().length >= 3 && (target === 'all' || companyId);
  return (
    <Drawer
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="Enviar notificação"
      description="Chega ao sino do aplicativo de cada usuário da empresa."
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            loading={send.isPending}
            disabled={!ready}
            onClick={() => send.mutate({ company_id: target === 'all' ? null : companyId, title, body }, { onSuccess: onClose })}
          >
            Enviar
          </Button>
        </div>
      }
    >
      <div className="space-y-3">
        <Select
          label="Para"
          value={target}
          onValueChange={(v) => setTarget(v as 'all' | 'one')}
          options={[
            { value: 'all', label: 'Todas as empresas (menos as bloqueadas)' },
            { value: 'one', label: 'Uma empresa' },
          ]}
        />
        {target === 'one' ? (
          <>
            <Input label="Buscar empresa" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Nome ou link" />
            <Select
              label="Empresa"
              placeholder={companies.isPending ? 'Carregando…' : 'Escolha a empresa'}
              value={companyId ?? undefined}
              onValueChange={setCompanyId}
              options={(companies.data?.companies ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </>
        ) : null}
        <Input label="Título" value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
        <Textarea label="Mensagem" value={body} maxLength={1000} minRows={4} onChange={(e) => setBody(e.target.value)} />
      </div>
    </Drawer>
  );
}
