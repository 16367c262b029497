// "O que a secretária entendeu": the dialogue state the brain holds after the last turn, so the owner
// sees why it answered as it did. Beside the conversation on wider screens; collapsible on a phone.
import { useState, type ReactNode } from 'react';
import { ChevronDown, Lightbulb } from 'lucide-react';
import { DIALOGUE_GOAL_LABELS, type TDialogueStateDto } from '@agenda/shared/schemas/dialogue-state-dto';
import { DAY_PART_LABELS } from '@agenda/shared/company';
import { cn } from '@/components/ui/cn';
import { WhatsappText } from '@/components/ui/whatsapp-text';

const dayFmt = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', weekday: 'short', day: '2-digit', month: '2-digit' });
/** 'sex., 27/11' of a local 'YYYY-MM-DD' (no timezone involved: it already is the company's day). */
const dayLabel = (date: string) => dayFmt.format(new Date(`${date}T12:00:00Z`));
const atLabel = (at: string) => `${dayLabel(at.slice(0, 10))} às ${at.slice(11, 16)}`;

function periodLabel(p: NonNullable<TDialogueStateDto['part_of_day']>): string {
  const window = `${p.from}–${p.to}`;
  return p.key ? `${DAY_PART_LABELS[p.key]} (${window})` : window;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-2 py-1.5 text-[13px] md:grid-cols-1 md:gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-foreground">{children ?? <span className="text-subtle-foreground">—</span>}</dd>
    </div>
  );
}

export function DialogueStatePanel({ state, className }: { state: TDialogueStateDto | null; className?: string }) {
  const [open, setOpen] = useState(false);
  const s = state;
  const day = s?.day ? (s.day.date_to ? `${dayLabel(s.day.date)} a ${dayLabel(s.day.date_to)}` : dayLabel(s.day.date)) : null;
  return (
    <aside className={cn('bg-surface', className)} aria-label="O que a secretária entendeu" data-testid="dialogue-state">
      <button
        type="button"
        className="flex w-full items-center gap-2 px-3 py-2 text-left text-[13px] font-semibold text-foreground md:pointer-events-none md:pt-3"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <Lightbulb className="size-4 shrink-0 text-primary" aria-hidden />
        <span className="flex-1">O que a secretária entendeu</span>
        <ChevronDown
          className={cn('size-4 shrink-0 text-muted-foreground transition-transform md:hidden', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      <div className={cn('px-3 pb-3 md:block', open ? 'block' : 'hidden')}>
        {!s ? (
          <p className="text-[13px] text-muted-foreground">Envie uma mensagem para ver o que a secretária guardou da conversa.</p>
        ) : (
          <dl className="divide-y divide-border">
            <Row label="Pedido">
              {s.goal ? (
                <span className="rounded-full bg-primary-soft px-2 py-0.5 text-[12px] font-semibold text-primary-soft-foreground">
                  {DIALOGUE_GOAL_LABELS[s.goal]}
                </span>
              ) : null}
            </Row>
            <Row label="Serviço">{s.services.length ? s.services.join(' + ') : null}</Row>
            <Row label="Profissional">{s.professional}</Row>
            <Row label="Dia">{day}</Row>
            <Row label="Período">{s.part_of_day ? periodLabel(s.part_of_day) : null}</Row>
            <Row label="Horário">{s.time}</Row>
            <Row label="Proposta pendente">
              {s.pending_proposal ? (
                <span className="font-normal">
                  <WhatsappText text={s.pending_proposal} />
                </span>
              ) : null}
            </Row>
            <Row label="Horários oferecidos">
              {s.offered.length ? (
                <ul className="space-y-0.5">
                  {s.offered.map((o) => (
                    <li key={`${o.at}-${o.professional ?? ''}`}>
                      {atLabel(o.at)}
                      {o.professional ? <span className="font-normal text-muted-foreground"> · {o.professional}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </Row>
          </dl>
        )}
      </div>
    </aside>
  );
}
