import { Rocket } from 'lucide-react';
import { AUTO_PILOT_INTENSITY_INFO } from '@agenda/shared/auto-pilot';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/http/errors';
import { useAutoPilotSettings } from '../api/auto-pilot-settings';
import { AutoPilotRuns } from './auto-pilot-runs';
import { AutoPilotSettings } from './auto-pilot-settings';

/** The auto-pilot part of /app/automacoes: the company's settings and each client's run. */
export function AutoPilotSection({ companyId, timezone }: { companyId: string; timezone: string }) {
  const settings = useAutoPilotSettings(companyId);
  return (
    <section className="mt-8 flex flex-col gap-5 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-5" data-testid="auto-pilot">
      <header className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Rocket className="size-5" aria-hidden />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-foreground">Piloto automático</h2>
          <p className="text-sm text-muted-foreground">
            Chama de volta, com mensagens espaçadas, os clientes que ainda não agendaram, de acordo com a etapa de cada um no CRM. Para
            sozinho assim que o cliente agenda ou responde.
          </p>
        </div>
      </header>
      {settings.isPending ? (
        <Skeleton className="h-40 rounded-xl" />
      ) : settings.isError ? (
        <p className="text-sm text-error">{errorMessage(settings.error)}</p>
      ) : (
        <>
          <AutoPilotSettings key={settings.data.max_active_messages_per_day} companyId={companyId} settings={settings.data} />
          <AutoPilotRuns
            companyId={companyId}
            timezone={timezone}
            enabled={settings.data.is_auto_pilot_enabled}
            attemptsPerStage={AUTO_PILOT_INTENSITY_INFO[settings.data.auto_pilot_intensity].attemptsPerStage}
          />
        </>
      )}
    </section>
  );
}
