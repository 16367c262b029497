import { useState } from 'react';
import { Camera, ChevronDown, Lock } from 'lucide-react';
import { formatMoney } from '@agenda/shared/money';
import { EXTRA_FEATURE_INFO } from '@agenda/shared/subscription';
import type { TInstagramConnectBody } from '@agenda/shared/schemas/secretary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pill } from '@/components/ui/pill';
import { InstagramManualForm } from './instagram-manual-form';

const BENEFITS = [
  'Responde as mensagens diretas na hora, de dia e de noite.',
  'Agenda horários sem você precisar abrir o Instagram.',
  'Passa a conversa para você quando o cliente pedir uma pessoa.',
];

interface InstagramConnectCardProps {
  enabled: boolean;
  loading: boolean;
  disabled: boolean;
  onConnect: () => void;
  onConnectManual: (body: TInstagramConnectBody) => Promise<unknown>;
}

/** Not connected: what the assistant does on Instagram and the button behind the extra-feature gate. */
export function InstagramConnectCard({ enabled, loading, disabled, onConnect, onConnectManual }: InstagramConnectCardProps) {
  const [manual, setManual] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <Card data-testid="instagram-connect-card">
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>Assistente no Instagram Direct</CardTitle>
            {enabled ? (
              <Pill size="sm" type="success" dot>
                Incluído na sua assinatura
              </Pill>
            ) : (
              <Pill size="sm" type="primary" icon={<Lock />}>
                Adicional de {formatMoney(EXTRA_FEATURE_INFO.instagram.priceInCents, 'BRL')}/mês
              </Pill>
            )}
          </div>
          <CardDescription>Conecte a conta profissional da empresa e a assistente atende o Direct como atende o WhatsApp.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ul className="space-y-2">
            {BENEFITS.map((b) => (
              <li key={b} className="flex gap-2 text-sm text-foreground">
                <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
                {b}
              </li>
            ))}
          </ul>
          <div>
            <Button leftIcon={<Camera />} loading={loading} disabled={disabled} onClick={onConnect} className="max-sm:w-full">
              Conectar Instagram
            </Button>
          </div>
        </CardContent>
      </Card>
      {enabled ? (
        <Card>
          <button
            type="button"
            aria-expanded={manual}
            onClick={() => setManual((v) => !v)}
            className="flex w-full items-center gap-3 p-5 text-left sm:p-6"
          >
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-foreground">Conectar com token (suporte)</span>
              <span className="mt-0.5 block text-[13px] text-muted-foreground">Use só se a nossa equipe de suporte pedir.</span>
            </span>
            <ChevronDown
              className={`size-5 shrink-0 text-muted-foreground transition-transform ${manual ? 'rotate-180' : ''}`}
              aria-hidden
            />
          </button>
          {manual ? (
            <CardContent>
              <InstagramManualForm onSubmit={onConnectManual} disabled={disabled} />
            </CardContent>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
