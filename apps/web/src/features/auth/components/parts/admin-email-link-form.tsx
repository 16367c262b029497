import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { ZAdminEmailLinkBody } from '@agenda/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/lib/forms';
import { requestAdminEmailLink } from '../../api/admin-email-link';
import { EmailInput } from './email-input';

/** "Entrar com link por e-mail": asks for a one-time link; the answer is the same for any e-mail. */
export function AdminEmailLinkForm({ email, onUsePassword }: { email: string; onUsePassword: () => void }) {
  const form = useZodForm(ZAdminEmailLinkBody, { defaultValues: { email } });
  const { errors, isSubmitting } = form.formState;
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      setSent(await requestAdminEmailLink(body.email));
    } catch {
      /* shown by the HTTP client (e.g. too many links asked) */
    }
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate aria-label="Entrar com link por e-mail">
      <p className="text-sm text-muted-foreground">
        Enviamos um link de acesso para o seu e-mail. Ele vale por alguns minutos e só pode ser usado uma vez.
      </p>
      <EmailInput error={errors.email?.message} autoFocus {...form.register('email')} />
      <div role="status" aria-live="polite">
        {sent ? (
          <p className="flex items-start gap-2 rounded-lg border border-border bg-surface-muted p-3 text-sm text-foreground">
            <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>{sent} Confira também a caixa de spam.</span>
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {sent ? 'Enviar outro link' : 'Enviar link de acesso'}
      </Button>
      <Button type="button" variant="link" onClick={onUsePassword}>
        Entrar com senha
      </Button>
    </form>
  );
}
