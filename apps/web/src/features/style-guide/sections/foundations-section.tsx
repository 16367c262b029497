import { Section, Panel } from './parts';

const scales = [
  { name: 'brand', label: 'Marca (violeta)' },
  { name: 'teal', label: 'Destaque (verde-azulado)' },
  { name: 'ink', label: 'Neutros' },
] as const;
const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

// Dark text on the mid-tone success, info and warning fills: white on them is under 4.5:1.
const semantic = [
  { token: 'primary', label: 'Primária', className: 'bg-primary text-primary-foreground' },
  { token: 'accent', label: 'Destaque', className: 'bg-accent text-accent-foreground' },
  { token: 'success', label: 'Sucesso', className: 'bg-success text-ink-950' },
  { token: 'info', label: 'Informação', className: 'bg-info text-ink-950' },
  { token: 'warning', label: 'Atenção', className: 'bg-warning text-ink-950' },
  { token: 'danger', label: 'Erro', className: 'bg-danger text-white dark:text-ink-950' },
  { token: 'surface', label: 'Superfície', className: 'bg-surface text-foreground ring-1 ring-inset ring-border' },
  { token: 'background', label: 'Fundo', className: 'bg-background text-foreground ring-1 ring-inset ring-border' },
] as const;

const type = [
  { label: 'Título de página', className: 'text-3xl font-semibold tracking-tight', sample: 'Sua agenda, no piloto automático' },
  { label: 'Título de seção', className: 'text-xl font-semibold tracking-tight', sample: 'Próximos agendamentos' },
  { label: 'Texto', className: 'text-[15px]', sample: 'A secretária responde seus clientes no WhatsApp, agenda e confirma horários.' },
  { label: 'Apoio', className: 'text-sm text-muted-foreground', sample: 'Última atualização há 5 minutos · São Paulo (GMT-3)' },
  { label: 'Números', className: 'text-2xl font-semibold tabular-nums', sample: 'R$ 12.480,90 · 14:30 · 28/03/2026' },
] as const;

export function FoundationsSection() {
  return (
    <Section
      id="fundamentos"
      title="Fundamentos"
      description="Cores, tipografia, raios e sombras. As cores semânticas mudam sozinhas no modo escuro."
    >
      <Panel title="Cores semânticas" hint="bg-primary, bg-accent, bg-success …">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {semantic.map((c) => (
            <div key={c.token} className={`flex h-20 flex-col justify-end rounded-xl p-3 ${c.className}`}>
              <span className="text-sm font-semibold">{c.label}</span>
              <span className="font-mono text-[11px]">{c.token}</span>
            </div>
          ))}
        </div>
      </Panel>
      <Panel title="Paletas" hint="--color-brand-*, --color-teal-*, --color-ink-*">
        <div className="flex flex-col gap-4">
          {scales.map((s) => (
            <div key={s.name}>
              <p className="mb-2 text-sm font-medium">{s.label}</p>
              <div className="grid grid-cols-6 gap-1.5 sm:grid-cols-11">
                {steps.map((step) => (
                  <div key={step} className="flex flex-col gap-1">
                    <div
                      className="h-10 rounded-lg ring-1 ring-inset ring-black/5 dark:ring-white/10"
                      style={{ backgroundColor: `var(--color-${s.name}-${step})` }}
                    />
                    <span className="text-center font-mono text-[10px] text-muted-foreground">{step}</span>
                  </div>
                ))}
              </div>
            </div>
          ))}
        </div>
      </Panel>
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title="Tipografia" hint="Fonte do sistema, sem downloads">
          <div className="flex flex-col gap-4">
            {type.map((t) => (
              <div key={t.label} className="flex flex-col gap-0.5">
                <span className="text-[11px] font-semibold tracking-wider text-subtle-foreground uppercase">{t.label}</span>
                <span className={t.className}>{t.sample}</span>
              </div>
            ))}
          </div>
        </Panel>
        <Panel title="Raios e sombras">
          <div className="grid grid-cols-3 gap-4">
            {(['rounded-md', 'rounded-xl', 'rounded-2xl'] as const).map((r, i) => (
              <div key={r} className="flex flex-col items-center gap-2">
                <div className={`size-16 bg-surface ring-1 ring-border ${r} ${['shadow-sm', 'shadow-md', 'shadow-lg'][i]}`} />
                <span className="font-mono text-[11px] text-muted-foreground">{r}</span>
              </div>
            ))}
          </div>
          <div className="mt-6 grid grid-cols-5 gap-3">
            {(['shadow-xs', 'shadow-sm', 'shadow-md', 'shadow-lg', 'shadow-xl'] as const).map((s) => (
              <div key={s} className="flex flex-col items-center gap-2">
                <div className={`h-12 w-full rounded-xl bg-surface ring-1 ring-border/60 ${s}`} />
                <span className="font-mono text-[10px] text-muted-foreground">{s}</span>
              </div>
            ))}
          </div>
          <div className="mt-6 grid grid-cols-3 gap-2 text-center font-mono text-[11px] text-muted-foreground">
            <span className="rounded-lg bg-surface-muted py-2">z-cookie 60</span>
            <span className="rounded-lg bg-surface-muted py-2">z-drawer 100</span>
            <span className="rounded-lg bg-surface-muted py-2">z-toast 200</span>
          </div>
        </Panel>
      </div>
    </Section>
  );
}
