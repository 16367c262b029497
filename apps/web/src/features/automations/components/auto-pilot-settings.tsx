import { useState } from 'react';
import { AUTO_PILOT_INTENSITIES, AUTO_PILOT_INTENSITY_INFO, type TAutoPilotIntensity } from '@agenda/shared/auto-pilot';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/stores/toast-store';
import { useSaveAutoPilotSettings, type TAutoPilotSettings } from '../api/auto-pilot-settings';

type TAutoPilotFields = Omit<TAutoPilotSettings, 'id'>;

/** On/off, the intensity (docs/spec.md §4 table in words) and the daily cap, saved on the company. */
export function AutoPilotSettings({ companyId, settings }: { companyId: string; settings: TAutoPilotFields }) {
  const save = useSaveAutoPilotSettings(companyId);
  const [cap, setCap] = useState(String(settings.max_active_messages_per_day));
  const [capError, setCapError] = useState<string | null>(null);
  const change = (body: Partial<TAutoPilotFields>, done: string) => save.mutate(body, { onSuccess: () => toast.success(done) });

  const saveCap = () => {
    const n = Number(cap);
    if (!/^\d+$/.test(cap.trim()) || n > 1000) return setCapError('Use um número inteiro de 0 a 1000.');
    setCapError(null);
    change({ max_active_messages_per_day: n }, 'Limite diário salvo.');
  };

  return (
    <div className="flex flex-col gap-5">
      <Switch
        label="Piloto automático ligado"
        description="Quando ligado, os clientes que você colocar no piloto recebem as mensagens no ritmo escolhido abaixo."
        checked={settings.is_auto_pilot_enabled}
        disabled={save.isPending}
        onCheckedChange={(on) => change({ is_auto_pilot_enabled: on }, on ? 'Piloto automático ligado.' : 'Piloto automático desligado.')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-foreground">Intensidade</legend>
        <div className="grid gap-2 sm:grid-cols-3" role="radiogroup" aria-label="Intensidade">
          {AUTO_PILOT_INTENSITIES.map((key: TAutoPilotIntensity) => {
            const info = AUTO_PILOT_INTENSITY_INFO[key];
            const on = settings.auto_pilot_intensity === key;
            return (
              <button
                key={key}
                type="button"
                role="radio"
                aria-checked={on}
                disabled={save.isPending}
                onClick={() => !on && change({ auto_pilot_intensity: key }, `Intensidade ${info.label.toLowerCase()} escolhida.`)}
                data-testid="auto-pilot-intensity"
                className={cn(
                  'flex flex-col gap-1 rounded-xl border p-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                  on ? 'border-primary bg-primary-soft' : 'border-border bg-surface hover:border-primary/50',
                )}
              >
                <span className="font-semibold text-foreground">{info.label}</span>
                <span className="text-sm text-muted-foreground">
                  Uma mensagem a cada {info.minDaysBetweenMessages} a {info.maxDaysBetweenMessages} dias
                </span>
                <span className="text-sm text-muted-foreground">Até {info.attemptsPerStage} tentativas por etapa</span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Input
            label="Limite de mensagens por dia"
            inputMode="numeric"
            value={cap}
            onChange={(e) => setCap(e.target.value)}
            error={capError}
            containerClassName="sm:max-w-56"
          />
          <Button variant="outline" onClick={saveCap} loading={save.isPending} className={capError ? 'sm:mb-6' : undefined}>
            Salvar limite
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          Vale para automações, piloto automático e mensagens agendadas à mão. Passou do limite, o envio fica para a manhã seguinte.
        </p>
      </div>
    </div>
  );
}
