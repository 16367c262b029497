import { useState, type FormEvent } from 'react';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { validatePhone } from '@agenda/shared/phone';
import { ZPersonName } from '@agenda/shared/schemas/fields';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/ui/phone-input';
import type { TSessionClient } from '@/lib/session/types';
import { useClientAuth } from '../hooks/use-client-auth';

interface Props {
  slug: string;
  onSignedIn: (client: TSessionClient) => void;
  submitLabel?: string;
}

/** Phone (WhatsApp) → code; a new client then gives the name. */
export function IdentifyForm({ slug, onSignedIn, submitLabel = 'Continuar' }: Props) {
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; name?: string }>({});
  const auth = useClientAuth(slug, onSignedIn);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!validatePhone(phone).valid) next.phone = 'Informe um WhatsApp válido, com DDD.';
    if (auth.needsName) {
      const parsed = ZPersonName.safeParse(name);
      if (!parsed.success) next.name = 'Informe seu nome.';
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    await auth.start(phone, auth.needsName ? name.trim() : undefined).catch(() => undefined);
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate data-testid="identify-form">
      <PhoneInput
        label="Seu WhatsApp"
        value={phone}
        onValueChange={(v) => {
          setPhone(v);
          if (auth.needsName) auth.resetName();
        }}
        error={errors.phone}
        description={auth.needsName ? 'Número confirmado pelo código.' : 'Enviaremos um código de confirmação por WhatsApp.'}
        autoComplete="tel"
      />
      {auth.needsName ? (
        <Input
          label="Seu nome"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          autoComplete="name"
          autoFocus
          description="É a sua primeira vez por aqui. Como podemos te chamar?"
        />
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={auth.checking} rightIcon={<ArrowRight />}>
        {submitLabel}
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
        <ShieldCheck className="size-3.5" aria-hidden /> Seu número é usado só para confirmar e lembrar seus horários.
      </p>
    </form>
  );
}
