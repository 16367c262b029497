import { useState } from 'react';
import { CLIENT_GENDER_OPTIONS } from '@agenda/shared/client';
import type { TClientBody, TClientDetailDto, TClientTagDto } from '@agenda/shared/schemas/clients';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { PhoneInput } from '@/components/ui/phone-input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/components/ui/cn';
import { errorMessage } from '@/lib/http/errors';
import { useSaveClient } from '../api/client-writes';

const NO_GENDER = 'none';

interface TProps {
  companyId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client?: TClientDetailDto | null;
  tags: readonly TClientTagDto[];
  onSaved?: (client: TClientDetailDto) => void;
}

/** Create or edit a client: name, phone, e-mail, gender (§3 options), birthday, address, notes and tags. */
export function ClientFormModal({ companyId, open, onOpenChange, client, tags, onSaved }: TProps) {
  const [name, setName] = useState(client?.name ?? '');
  const [phone, setPhone] = useState(client?.phone ?? '');
  const [email, setEmail] = useState(client?.email ?? '');
  const [gender, setGender] = useState<string>(client?.gender ?? NO_GENDER);
  const [birthday, setBirthday] = useState<string | null>(client?.birthday ?? null);
  const [notes, setNotes] = useState(client?.notes ?? '');
  const [address, setAddress] = useState(client?.address ?? '');
  const [picked, setPicked] = useState<string[]>(client?.tags ?? []);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveClient(companyId);

  const toggle = (tag: string) => setPicked((p) => (p.includes(tag) ? p.filter((t) => t !== tag) : [...p, tag]));
  const submit = () => {
    if (name.trim().length < 2) return setError('Informe o nome.');
    setError(null);
    const data: TClientBody = {
      name: name.trim(),
      phone: phone || null,
      email: email.trim() || null,
      gender: gender === NO_GENDER ? null : (gender as TClientBody['gender']),
      birthday,
      address: address.trim() || null,
      notes: notes.trim() || null,
      tags: picked,
    };
    save.mutate(
      { id: client?.id ?? null, data },
      {
        onSuccess: (saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={client ? 'Editar cliente' : 'Novo cliente'}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            Salvar
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Input
          label="Nome"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error === 'Informe o nome.' ? error : undefined}
          autoFocus
        />
        <PhoneInput label="Telefone" value={phone} onValueChange={(v) => setPhone(v)} />
        <Input label="E-mail" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Select
            label="Gênero"
            value={gender}
            onValueChange={setGender}
            options={CLIENT_GENDER_OPTIONS.map((o) => ({ value: o.value ?? NO_GENDER, label: o.label }))}
          />
          <DatePicker label="Data de nascimento" value={birthday} onValueChange={setBirthday} max={new Date().toISOString().slice(0, 10)} />
        </div>
        <Input label="Endereço" value={address} maxLength={300} onChange={(e) => setAddress(e.target.value)} />
        <Textarea label="Observações" value={notes} onChange={(e) => setNotes(e.target.value)} />
        {tags.length ? (
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-foreground">Etiquetas</legend>
            <div className="flex flex-wrap gap-2">
              {tags.map((t) => (
                <button
                  key={t.id}
                  type="button"
                  aria-pressed={picked.includes(t.name)}
                  onClick={() => toggle(t.name)}
                  className={cn(
                    'inline-flex h-8 items-center gap-1 rounded-full border px-3 text-sm',
                    picked.includes(t.name) ? 'font-semibold text-foreground' : 'text-muted-foreground',
                  )}
                  style={{ borderColor: t.color, backgroundColor: picked.includes(t.name) ? `${t.color}26` : undefined }}
                >
                  <span className="size-2 rounded-full" style={{ backgroundColor: t.color }} aria-hidden />
                  {t.name}
                </button>
              ))}
            </div>
          </fieldset>
        ) : null}
        {error && error !== 'Informe o nome.' ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
