import { PILL_SIZES, PILL_TYPES } from '@agenda/shared/ui';
import { Clock, MoreHorizontal, Sparkles } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FileTypeIcon } from '@/components/ui/file-type-icon';
import { Pill } from '@/components/ui/pill';
import { Panel, Section, Specimen } from './parts';

const pillLabels: Record<(typeof PILL_TYPES)[number], string> = {
  default: 'Rascunho',
  primary: 'Novo',
  success: 'Confirmado',
  info: 'Agendado',
  warning: 'Pendente',
  error: 'Cancelado',
};

const files = ['contrato.pdf', 'ficha-anamnese.docx', 'caixa-marco.xlsx', 'antes-depois.jpg', 'tutorial.mp4', 'backup.zip'];

export function DisplaySection() {
  return (
    <Section id="exibicao" title="Exibição" description="Pills de status, avatares, cartões e ícones de arquivo.">
      <Panel title="Pill" hint="Tipos: default, primary, success, info, warning, error · tamanhos sm, md, lg">
        <div className="flex flex-col gap-4">
          {PILL_SIZES.map((size) => (
            <Specimen key={size} label={`Tamanho ${size}`}>
              <div className="flex flex-wrap items-center gap-2">
                {PILL_TYPES.map((type) => (
                  <Pill key={type} type={type} size={size} dot={size !== 'sm'}>
                    {pillLabels[type]}
                  </Pill>
                ))}
              </div>
            </Specimen>
          ))}
          <Specimen label="Com ícone">
            <div className="flex flex-wrap gap-2">
              <Pill type="primary" icon={<Sparkles />}>
                IA ativa
              </Pill>
              <Pill type="warning" icon={<Clock />} size="lg">
                Expira em 3 dias
              </Pill>
            </div>
          </Specimen>
        </div>
      </Panel>

      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title="Avatar" hint="Foto ou iniciais com cor pelo nome">
          <div className="flex flex-col gap-5">
            <div className="flex flex-wrap items-end gap-3">
              {(['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const).map((size, i) => (
                <Avatar
                  key={size}
                  size={size}
                  name={['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Diego Alves', 'Érica Nunes', 'Fábio Rocha'][i]}
                />
              ))}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Avatar name="Maria da Silva" shape="rounded" size="lg" />
              <Avatar name="joão pedro dos santos" size="lg" />
              <Avatar name={null} size="lg" />
              <Avatar name="Imagem quebrada" src="/nao-existe.png" size="lg" />
              <div className="flex -space-x-2">
                {['Ana', 'Bia Costa', 'Caio', 'Duda Reis'].map((n) => (
                  <Avatar key={n} name={n} size="md" className="ring-2 ring-surface" />
                ))}
              </div>
            </div>
          </div>
        </Panel>
        <Panel title="Ícone de arquivo" hint="pdf vermelho · doc azul · xls verde · imagem/vídeo amarelo">
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {files.map((f) => (
              <li key={f} className="flex items-center gap-3 rounded-xl border border-border p-2.5">
                <FileTypeIcon file={f} showExtension />
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{f}</p>
                  <p className="text-xs text-muted-foreground">1,2 MB</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex items-center gap-3">
            <FileTypeIcon file="pdf" size="sm" />
            <FileTypeIcon file="image/png" size="md" />
            <FileTypeIcon file="planilha.xlsx" size="lg" showExtension />
          </div>
        </Panel>
      </div>

      <Panel title="Card">
        <div className="grid gap-4 md:grid-cols-2">
          <Card>
            <CardHeader>
              <div className="flex items-start justify-between gap-3">
                <div>
                  <CardTitle>Próximo agendamento</CardTitle>
                  <CardDescription>Hoje, 14:30 · Corte feminino</CardDescription>
                </div>
                <Pill type="success" dot>
                  Confirmado
                </Pill>
              </div>
            </CardHeader>
            <CardContent className="flex items-center gap-3">
              <Avatar name="Juliana Ferreira" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">Juliana Ferreira</p>
                <p className="text-xs text-muted-foreground">+55 (31) 98765-4321</p>
              </div>
              <Button iconOnly variant="ghost" size="sm" aria-label="Mais ações">
                <MoreHorizontal />
              </Button>
            </CardContent>
            <CardFooter className="justify-end">
              <Button variant="ghost" size="sm">
                Remarcar
              </Button>
              <Button size="sm">Abrir conversa</Button>
            </CardFooter>
          </Card>
          <Card className="bg-gradient-to-br from-brand-600 to-brand-800 text-white ring-0 border-transparent">
            <CardHeader>
              <CardDescription className="text-white/75">Faturamento do mês</CardDescription>
              <CardTitle className="text-3xl tabular-nums">R$ 18.240,00</CardTitle>
            </CardHeader>
            <CardContent>
              <Pill className="bg-white/15 text-white ring-white/20">+12% vs. fevereiro</Pill>
            </CardContent>
          </Card>
        </div>
      </Panel>
    </Section>
  );
}
