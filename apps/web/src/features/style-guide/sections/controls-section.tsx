import { CalendarDays, List, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { forcedFocus, Panel, Section, Specimen } from './parts';

export function ControlsSection() {
  const [autoPilot, setAutoPilot] = useState(true);
  const [days, setDays] = useState<Record<string, boolean>>({ seg: true, ter: true, qua: false });
  const all = Object.values(days).every(Boolean);
  const some = Object.values(days).some(Boolean);

  return (
    <Section id="controles" title="Caixas, chaves e abas">
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title="Checkbox">
          <div className="flex flex-col gap-4">
            <Checkbox
              label="Todos os dias úteis"
              checked={all ? true : some ? 'indeterminate' : false}
              onCheckedChange={(v) => setDays({ seg: v === true, ter: v === true, qua: v === true })}
            />
            <div className="ml-8 flex flex-col gap-3">
              {Object.entries({ seg: 'Segunda-feira', ter: 'Terça-feira', qua: 'Quarta-feira' }).map(([key, label]) => (
                <Checkbox
                  key={key}
                  label={label}
                  checked={days[key]}
                  onCheckedChange={(v) => setDays((d) => ({ ...d, [key]: v === true }))}
                />
              ))}
            </div>
            <div className="grid gap-4 border-t border-border pt-4 sm:grid-cols-2">
              <Checkbox label="Foco" className={forcedFocus} tabIndex={-1} />
              <Checkbox label="Desabilitado" disabled defaultChecked />
              <Checkbox
                label="Li e concordo com os termos de uso"
                error
                containerClassName="sm:col-span-2"
                description="Necessário para criar a conta."
              />
            </div>
          </div>
        </Panel>
        <Panel title="Switch">
          <div className="flex flex-col divide-y divide-border">
            <Switch
              containerClassName="pb-4"
              label="Piloto automático"
              description="A secretária responde e agenda sozinha no WhatsApp."
              checked={autoPilot}
              onCheckedChange={setAutoPilot}
            />
            <Switch containerClassName="py-4" label="Lembrete 24 h antes" description="Envia uma confirmação um dia antes do horário." />
            <Switch containerClassName="pt-4" label="Instagram (desabilitado)" description="Disponível no plano Profissional." disabled />
          </div>
          <div className="mt-5 flex items-center gap-6 border-t border-border pt-4">
            <Specimen label="Pequeno">
              <Switch size="sm" defaultChecked aria-label="Exemplo pequeno" />
            </Specimen>
            <Specimen label="Foco">
              <Switch className={forcedFocus} tabIndex={-1} aria-label="Exemplo com foco" />
            </Specimen>
          </div>
        </Panel>
      </div>
      <Panel title="Abas" hint="Setas do teclado mudam a aba">
        <div className="flex flex-col gap-6">
          <Tabs defaultValue="semana">
            <TabsList aria-label="Visualização da agenda">
              <TabsTrigger value="dia">Dia</TabsTrigger>
              <TabsTrigger value="semana">Semana</TabsTrigger>
              <TabsTrigger value="mes">Mês</TabsTrigger>
              <TabsTrigger value="lista" disabled>
                Lista
              </TabsTrigger>
            </TabsList>
            <TabsContent value="dia" className="text-sm text-muted-foreground">
              Agenda do dia, com uma coluna por profissional.
            </TabsContent>
            <TabsContent value="semana" className="text-sm text-muted-foreground">
              Agenda da semana, de segunda a domingo.
            </TabsContent>
            <TabsContent value="mes" className="text-sm text-muted-foreground">
              Visão mensal com a contagem de agendamentos.
            </TabsContent>
          </Tabs>
          <Tabs defaultValue="timeline" variant="underline">
            <TabsList aria-label="Ficha do cliente">
              <TabsTrigger value="timeline">
                <List /> Linha do tempo
              </TabsTrigger>
              <TabsTrigger value="conversas">
                <MessageCircle /> Conversas
              </TabsTrigger>
              <TabsTrigger value="agendamentos">
                <CalendarDays /> Agendamentos
              </TabsTrigger>
            </TabsList>
            <TabsContent value="timeline" className="text-sm text-muted-foreground">
              Tudo o que aconteceu com o cliente, do mais recente ao mais antigo.
            </TabsContent>
            <TabsContent value="conversas" className="text-sm text-muted-foreground">
              Conversas do WhatsApp e do Instagram.
            </TabsContent>
            <TabsContent value="agendamentos" className="text-sm text-muted-foreground">
              Horários passados e futuros.
            </TabsContent>
          </Tabs>
        </div>
      </Panel>
    </Section>
  );
}
