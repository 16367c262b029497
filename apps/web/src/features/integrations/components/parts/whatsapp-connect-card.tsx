import { useState } from 'react';
import { ChevronDown, QrCode } from 'lucide-react';
import { ZPhone } from '@agenda/shared/schemas/fields';
import type { TWhatsappCloudConnectBody } from '@agenda/shared/schemas/secretary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { PhoneInput } from '@/components/ui/phone-input';
import { WhatsappCloudForm } from './whatsapp-cloud-form';

interface WhatsappConnectCardProps {
  connecting: boolean;
  disabled: boolean;
  onConnect: (phoneForPairingCode: string | null) => void;
  onConnectCloud: (body: TWhatsappCloudConnectBody) => Promise<unknown>;
}

/** Not connected yet: the QR-code connection (recommended) and the official Cloud API option. */
export function WhatsappConnectCard({ connecting, disabled, onConnect, onConnectCloud }: WhatsappConnectCardProps) {
  const [withCode, setWithCode] = useState(false);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [cloudOpen, setCloudOpen] = useState(false);

  function connect() {
    if (!withCode) return onConnect(null);
    const parsed = ZPhone.safeParse(phone);
    if (!parsed.success) return setPhoneError(parsed.error.issues[0]?.message);
    setPhoneError(undefined);
    onConnect(parsed.data);
  }

  return (
    <div className="flex flex-col gap-4">
      <Card data-testid="whatsapp-connect-card">
        <CardHeader>
          <CardTitle>Conectar pelo QR Code</CardTitle>
          <CardDescription>
            Use o WhatsApp que a empresa já tem, no mesmo número. Leva menos de um minuto e o celular continua funcionando normalmente.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="rounded-xl bg-info-soft/70 px-3 py-2.5 text-[13px] text-info-soft-foreground sm:hidden">
            Está usando o celular da empresa agora? Marque a opção abaixo: não dá para ler o QR Code na própria tela, mas dá para digitar o
            código.
          </p>
          <Checkbox
            label="Quero também um código para digitar no celular"
            description="Útil quando não dá para apontar a câmera para a tela."
            checked={withCode}
            onCheckedChange={(v) => setWithCode(v === true)}
          />
          {withCode ? (
            <PhoneInput
              label="Número do WhatsApp da empresa"
              value={phone}
              onValueChange={(v) => setPhone(v)}
              error={phoneError}
              containerClassName="max-w-sm"
            />
          ) : null}
          <div>
            <Button leftIcon={<QrCode />} loading={connecting} disabled={disabled} onClick={connect} className="max-sm:w-full">
              Gerar QR Code
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <button
          type="button"
          aria-expanded={cloudOpen}
          onClick={() => setCloudOpen((v) => !v)}
          className="flex w-full items-center gap-3 p-5 text-left sm:p-6"
        >
          <span className="min-w-0 flex-1">
            <span className="block text-base font-semibold text-foreground">API oficial do WhatsApp Business</span>
            <span className="mt-1 block text-sm text-muted-foreground">Para números já aprovados na plataforma da Meta (Cloud API).</span>
          </span>
          <ChevronDown
            className={`size-5 shrink-0 text-muted-foreground transition-transform ${cloudOpen ? 'rotate-180' : ''}`}
            aria-hidden
          />
        </button>
        {cloudOpen ? (
          <CardContent>
            <WhatsappCloudForm onSubmit={onConnectCloud} disabled={disabled} />
          </CardContent>
        ) : null}
      </Card>
    </div>
  );
}
