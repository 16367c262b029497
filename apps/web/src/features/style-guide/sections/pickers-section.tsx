import { Scissors, Sparkles, Stethoscope } from 'lucide-react';
import { useState } from 'react';
import { Calendar, DatePicker } from '@/components/ui/date-picker';
import { dateToIso } from '@/components/ui/date-utils';
import { Select, SelectGroup, SelectItem, SelectLabel, SelectSeparator } from '@/components/ui/select';
import { TimeInput } from '@/components/ui/time-input';
import { forcedFieldFocus, Panel, Section, Specimen } from './parts';

/** A stable fake count of appointments per day for the badge demo. */
function fakeCount(date: Date): number {
  const day = date.getDay();
  if (day === 0) return 0;
  return (date.getDate() * 7 + date.getMonth() * 3) % 6;
}

const services = [
  { value: 'corte', label: 'Corte feminino', hint: '45 min · R$ 90,00', icon: <Scissors /> },
  { value: 'escova', label: 'Escova modelada', hint: '40 min · R$ 70,00', icon: <Sparkles /> },
  { value: 'consulta', label: 'Consulta dermatológica', hint: '30 min · R$ 250,00', icon: <Stethoscope /> },
  { value: 'indisponivel', label: 'Coloração (indisponível)', disabled: true },
];

export function PickersSection() {
  const today = dateToIso(new Date());
  const [service, setService] = useState<string>('');
  const [date, setDate] = useState<string | null>(today);
  const [time, setTime] = useState<string | null>('14:30');
  const [picked, setPicked] = useState<Date | undefined>(new Date());

  return (
    <Section
      id="selecao"
      title="Seleção, data e hora"
      description="Datas aparecem como DD/MM/AAAA e são enviadas como AAAA-MM-DD. Horários aceitam de 00:00 a 23:59."
    >
      <Panel title="Select">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <Specimen label="Padrão">
            <Select label="Serviço" options={services} value={service} onValueChange={setService} />
          </Specimen>
          <Specimen label="Com grupos">
            <Select label="Intervalo da agenda" defaultValue="30">
              <SelectGroup>
                <SelectLabel>Minutos</SelectLabel>
                {['10', '15', '30', '45', '60'].map((m) => (
                  <SelectItem key={m} value={m}>
                    {m} minutos
                  </SelectItem>
                ))}
              </SelectGroup>
              <SelectSeparator />
              <SelectGroup>
                <SelectLabel>Horas</SelectLabel>
                {['120', '180', '240'].map((m) => (
                  <SelectItem key={m} value={m}>
                    {Number(m) / 60} horas
                  </SelectItem>
                ))}
              </SelectGroup>
            </Select>
          </Specimen>
          <Specimen label="Erro">
            <Select label="Profissional" options={[{ value: 'ana', label: 'Ana' }]} error />
          </Specimen>
          <Specimen label="Desabilitado">
            <Select label="Fuso horário" options={[{ value: 'sp', label: 'São Paulo (GMT-3)' }]} defaultValue="sp" disabled />
          </Specimen>
        </div>
      </Panel>

      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title="Data" hint="Digite ou escolha no calendário">
          <div className="grid gap-5 sm:grid-cols-2">
            <Specimen label="Com contagem por dia">
              <DatePicker
                label="Data do agendamento"
                value={date}
                onValueChange={setDate}
                renderDayBadge={fakeCount}
                description={date ? `Enviado como ${date}` : 'Data incompleta ou inválida'}
              />
            </Specimen>
            <Specimen label="A partir de hoje">
              <DatePicker label="Início da campanha" min={today} />
            </Specimen>
            <Specimen label="Erro">
              <DatePicker label="Nascimento" error="Informe a data de nascimento" />
            </Specimen>
            <Specimen label="Desabilitado">
              <DatePicker label="Criado em" defaultValue="2025-11-03" disabled />
            </Specimen>
          </div>
        </Panel>
        <Panel title="Hora">
          <div className="grid gap-5 sm:grid-cols-2">
            <Specimen label="Padrão">
              <TimeInput label="Horário" value={time} onValueChange={setTime} description={time ? `Valor: ${time}` : 'Use HH:mm'} />
            </Specimen>
            <Specimen label="Foco">
              <TimeInput label="Abertura" defaultValue="08:00" className={forcedFieldFocus} tabIndex={-1} />
            </Specimen>
            <Specimen label="Inválido">
              <TimeInput label="Fechamento" defaultValue="25:61" />
            </Specimen>
            <Specimen label="Desabilitado">
              <TimeInput label="Intervalo" defaultValue="12:00" disabled />
            </Specimen>
          </div>
        </Panel>
      </div>

      <Panel title="Calendário em linha" hint="Mesmo componente, com contagem de agendamentos por dia">
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <div className="rounded-2xl border border-border p-3">
            <Calendar selected={picked} onSelect={setPicked} renderDayBadge={fakeCount} />
          </div>
          <p className="text-sm text-muted-foreground">
            Dia escolhido:{' '}
            <strong className="text-foreground">{picked ? picked.toLocaleDateString('pt-BR', { dateStyle: 'full' }) : '—'}</strong>
          </p>
        </div>
      </Panel>
    </Section>
  );
}
