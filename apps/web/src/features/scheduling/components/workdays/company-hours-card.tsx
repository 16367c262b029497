import { useEffect, useRef, useState } from 'react';
import { Save } from 'lucide-react';
import type { TWorkdayDto } from '@agenda/shared/schemas/scheduling-dto';
import { defaultWorkdays } from '@agenda/shared/company';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { on } from '@/lib/events';
import { toast } from '@/stores/toast-store';
import { useSaveCompanyWorkdays } from '../../api/save-company-workdays';
import { useCompanyContext } from '../../hooks/use-company-context';
import { normalizeWorkdays, WorkdaysEditor } from './workdays-editor';
import { workdaysErrors } from './workdays-errors';

/** The company's opening hours; saving completes the "Definir horários de funcionamento" step. */
export function CompanyHoursCard() {
  const { company, companyId } = useCompanyContext();
  const stored = company?.workdays?.length ? company.workdays : defaultWorkdays();
  const [days, setDays] = useState<TWorkdayDto[]>(() => normalizeWorkdays(stored));
  const [applyAll, setApplyAll] = useState(false);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const save = useSaveCompanyWorkdays(companyId);
  const ref = useRef<HTMLDivElement>(null);
  const storedKey = JSON.stringify(company?.workdays ?? null);
  // New stored hours (saved here or elsewhere) replace the edits: adjusted during render, not in an effect.
  const [shownKey, setShownKey] = useState(storedKey);
  if (shownKey !== storedKey) {
    setShownKey(storedKey);
    setDays(normalizeWorkdays(stored));
  }

  useEffect(
    () => on('onboarding:open-form', ({ step }) => step === 'set_workdays' && ref.current?.scrollIntoView({ behavior: 'smooth' })),
    [],
  );

  const submit = async () => {
    const found = workdaysErrors(days);
    setErrors(found ?? {});
    if (found) return;
    await save.mutateAsync({ companyId: companyId!, data: { workdays: days, apply_to_calendars: applyAll } });
    toast.success(applyAll ? 'Horários salvos e aplicados a todas as agendas.' : 'Horários de funcionamento salvos.');
  };

  return (
    <Card ref={ref} data-testid="company-hours">
      <CardHeader>
        <CardTitle>Horário da empresa</CardTitle>
        <CardDescription>
          Quando a empresa atende. Para um intervalo de almoço, use dois horários no mesmo dia (ex.: 08:00 às 12:00 e 13:00 às 18:00).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <WorkdaysEditor idPrefix="company-day" value={days} onChange={setDays} errors={errors} />
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Checkbox label="Aplicar também a todas as agendas" checked={applyAll} onCheckedChange={(v) => setApplyAll(v === true)} />
        <Button
          leftIcon={<Save />}
          loading={save.isPending}
          onClick={() => void submit().catch(() => undefined)}
          data-testid="save-company-hours"
        >
          Salvar horários
        </Button>
      </CardFooter>
    </Card>
  );
}
