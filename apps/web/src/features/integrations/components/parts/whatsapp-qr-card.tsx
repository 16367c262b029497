import { useState } from 'react';
import { Copy, RefreshCw, Smartphone, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle, CardDescription } from '@/components/ui/card';
import { Pill } from '@/components/ui/pill';
import { Spinner } from '@/components/ui/loader';
import { toast } from '@/stores/toast-store';
import type { TChannelIntegration } from '../../api/integration-types';

const STEPS = [
  'Abra o WhatsApp no celular da empresa.',
  'Toque em Mais opções (⋮) no Android ou em Configurações no iPhone.',
  'Toque em Dispositivos conectados e depois em Conectar dispositivo.',
  'Aponte a câmera do celular para este QR Code.',
];

function pairingLabel(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

/** Waiting for the phone: the gateway's QR code (refreshed live) and, when asked, the pairing code. */
export function WhatsappQrCard({
  integration,
  onRefresh,
  refreshing,
  onCancel,
}: {
  integration: TChannelIntegration;
  onRefresh: () => void;
  refreshing: boolean;
  onCancel: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const qr = integration.meta.qr_base64;
  const pairing = integration.meta.pairing_code;

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast.info('Código copiado.');
    } catch {
      /* the code is on screen anyway */
    }
  }

  return (
    <Card data-testid="whatsapp-qr-card">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Leia o QR Code com o celular</CardTitle>
          <Pill type="warning" dot size="sm">
            Aguardando leitura
          </Pill>
        </div>
        <CardDescription>Assim que o celular ler o código, esta tela muda sozinha para “Conectado”.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
        <div className="mx-auto flex flex-col items-center gap-3">
          <div className="flex size-64 items-center justify-center rounded-2xl border border-border bg-white p-3 shadow-xs">
            {qr ? (
              <img
                src={qr}
                alt="QR Code para conectar o WhatsApp"
                className="size-full [image-rendering:pixelated]"
                data-testid="whatsapp-qr"
              />
            ) : (
              <div className="flex flex-col items-center gap-2 text-sm text-ink-600">
                <Spinner label={null} />
                Gerando QR Code…
              </div>
            )}
          </div>
          <Button variant="ghost" size="sm" leftIcon={<RefreshCw />} loading={refreshing} onClick={onRefresh}>
            Gerar novo QR Code
          </Button>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <ol className="space-y-2.5">
            {STEPS.map((s, i) => (
              <li key={s} className="flex gap-3 text-sm text-foreground">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary-soft-foreground">
                  {i + 1}
                </span>
                <span className="pt-0.5">{s}</span>
              </li>
            ))}
          </ol>
          {pairing ? (
            <div className="rounded-xl border border-border bg-surface-sunken/60 p-3" data-testid="whatsapp-pairing">
              <p className="flex items-center gap-2 text-[13px] text-muted-foreground">
                <Smartphone className="size-4 shrink-0" aria-hidden />
                Ou toque em “Conectar com número de telefone” e digite:
              </p>
              <div className="mt-2 flex items-center gap-2">
                <code className="font-mono text-2xl font-bold tracking-[0.2em] text-foreground" data-testid="whatsapp-pairing-code">
                  {pairingLabel(pairing)}
                </code>
                <Button variant="ghost" size="sm" iconOnly aria-label="Copiar código" onClick={() => void copy(pairing)}>
                  <Copy />
                </Button>
                {copied ? <span className="text-xs text-muted-foreground">Copiado</span> : null}
              </div>
            </div>
          ) : null}
          <div>
            <Button variant="outline" size="sm" leftIcon={<X />} onClick={onCancel}>
              Cancelar conexão
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
