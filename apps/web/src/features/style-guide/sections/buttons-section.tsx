import { ArrowRight, CalendarPlus, Download, Plus, Trash2, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { forcedFocus, Panel, Section } from './parts';

const variants: { variant: ButtonVariant; label: string; hover: string }[] = [
  { variant: 'primary', label: 'Primário', hover: 'bg-primary-hover shadow-brand' },
  { variant: 'secondary', label: 'Secundário', hover: 'bg-brand-100 dark:bg-brand-500/25' },
  { variant: 'outline', label: 'Contorno', hover: 'bg-surface-muted border-ink-400 dark:border-ink-600' },
  { variant: 'ghost', label: 'Fantasma', hover: 'bg-surface-muted' },
  { variant: 'danger', label: 'Perigo', hover: 'bg-red-700 dark:bg-red-500' },
  { variant: 'link', label: 'Link', hover: 'underline' },
];

export function ButtonsSection() {
  const [saving, setSaving] = useState(false);
  const save = () => {
    setSaving(true);
    setTimeout(() => setSaving(false), 1600);
  };

  return (
    <Section id="botoes" title="Botões" description="Seis variantes e três tamanhos. Em telas de toque a área mínima é de 44 px.">
      <Panel title="Variantes e estados" hint="Passe o mouse ou use Tab para ver os estados reais">
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <table className="w-full min-w-[640px] border-separate border-spacing-y-2 text-left">
            <thead>
              <tr className="text-[11px] font-semibold tracking-wider text-subtle-foreground uppercase">
                <th className="w-28 font-semibold">Variante</th>
                <th className="font-semibold">Padrão</th>
                <th className="font-semibold">Hover</th>
                <th className="font-semibold">Foco</th>
                <th className="font-semibold">Desabilitado</th>
                <th className="font-semibold">Carregando</th>
              </tr>
            </thead>
            <tbody>
              {variants.map((v) => (
                <tr key={v.variant}>
                  <td className="text-sm font-medium text-muted-foreground">{v.label}</td>
                  <td>
                    <Button variant={v.variant}>Salvar</Button>
                  </td>
                  <td>
                    <Button variant={v.variant} className={v.hover} tabIndex={-1}>
                      Salvar
                    </Button>
                  </td>
                  <td>
                    <Button variant={v.variant} className={forcedFocus} tabIndex={-1}>
                      Salvar
                    </Button>
                  </td>
                  <td>
                    <Button variant={v.variant} disabled>
                      Salvar
                    </Button>
                  </td>
                  <td>
                    <Button variant={v.variant} loading>
                      Salvar
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title="Tamanhos">
          <div className="flex flex-wrap items-center gap-3">
            <Button size="sm">Pequeno</Button>
            <Button size="md">Médio</Button>
            <Button size="lg">Grande</Button>
          </div>
        </Panel>
        <Panel title="Com ícones">
          <div className="flex flex-wrap items-center gap-3">
            <Button leftIcon={<CalendarPlus />}>Novo agendamento</Button>
            <Button variant="outline" rightIcon={<ArrowRight />}>
              Continuar
            </Button>
            <Button variant="danger" leftIcon={<Trash2 />}>
              Excluir
            </Button>
          </div>
        </Panel>
        <Panel title="Somente ícone" hint="Sempre com aria-label">
          <div className="flex flex-wrap items-center gap-3">
            <Button iconOnly size="sm" variant="outline" aria-label="Adicionar">
              <Plus />
            </Button>
            <Button iconOnly variant="secondary" aria-label="Configurações">
              <Settings />
            </Button>
            <Button iconOnly size="lg" aria-label="Baixar">
              <Download />
            </Button>
            <Button iconOnly variant="ghost" aria-label="Excluir" loading>
              <Trash2 />
            </Button>
          </div>
        </Panel>
        <Panel title="Interativo e asChild">
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={save} loading={saving}>
              {saving ? 'Salvando…' : 'Clique para salvar'}
            </Button>
            <Button asChild variant="outline" rightIcon={<ArrowRight />}>
              <Link to="/">Ir para o início</Link>
            </Button>
          </div>
          <div className="mt-4">
            <Button fullWidth size="lg">
              Largura total
            </Button>
          </div>
        </Panel>
      </div>
    </Section>
  );
}
