import { useState } from 'react';
import { ASSIGNABLE_COMPANY_USER_ROLES, COMPANY_USER_ROLE_LABELS } from '@agenda/shared/company';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { PhoneInput } from '@/components/ui/phone-input';
import { Select } from '@/components/ui/select';
import { useTeamCalendars, useTeamWrites } from '../api/team-api';

type TRole = (typeof ASSIGNABLE_COMPANY_USER_ROLES)[number];
const ROLE_HINTS: Record<TRole, string> = {
  admin: 'Tudo, menos a assinatura e a transferência da empresa.',
  operation: 'Agenda das suas agendas, clientes e conversas. Sem financeiro, configurações ou equipe.',
};

interface TProps {
  companyId: string | null;
  onClose: () => void;
  /** Editing a member; absent = a new invitation. */
  member?: { user_id: string; name: string; role: TRole; calendar_ids: string[] };
}

/** Invite by phone (the person gets a WhatsApp message and joins with the code) or change a member's access. */
export function MemberFormModal({ companyId, onClose, member }: TProps) {
  const [name, setName] = useState(member?.name ?? '');
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<TRole>(member?.role ?? 'operation');
  const [calendarIds, setCalendarIds] = useState<string[]>(member?.calendar_ids ?? []);
  const calendars = useTeamCalendars(companyId);
  const writes = useTeamWrites(companyId);
  const pending = writes.invite.isPending || writes.update.isPending;
  const submit = () => {
    const body = { role, calendar_ids: role === 'operation' ? calendarIds : [] };
    if (member) writes.update.mutate({ userId: member.user_id, body }, { onSuccess: onClose });
    else writes.invite.mutate({ name: name.trim(), phone, ...body }, { onSuccess: onClose });
  };
  const toggle = (id: string, on: boolean) => setCalendarIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={member ? `Acesso de ${member.name}` : 'Convidar para a equipe'}
      description={member ? undefined : 'A pessoa recebe uma mensagem no WhatsApp e entra com o código enviado para este número.'}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button loading={pending} onClick={submit} disabled={!member && (name.trim().length < 2 || !phone)}>
            {member ? 'Salvar' : 'Enviar convite'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {member ? null : (
          <>
            <Input label="Nome" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
            <PhoneInput label="WhatsApp" value={phone} onValueChange={(v) => setPhone(v)} />
          </>
        )}
        <Select
          label="Papel"
          value={role}
          onValueChange={(v) => setRole(v as TRole)}
          options={ASSIGNABLE_COMPANY_USER_ROLES.map((r) => ({ value: r, label: COMPANY_USER_ROLE_LABELS[r], hint: ROLE_HINTS[r] }))}
        />
        {role === 'operation' ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-foreground">Agendas que atende</legend>
            {(calendars.data ?? []).map((c) => (
              <Checkbox
                key={c.id}
                label={c.title}
                checked={calendarIds.includes(c.id)}
                onCheckedChange={(on) => toggle(c.id, on === true)}
              />
            ))}
            {calendars.data?.length === 0 ? <p className="text-sm text-muted-foreground">Nenhuma agenda cadastrada ainda.</p> : null}
          </fieldset>
        ) : null}
      </div>
    </Modal>
  );
}
