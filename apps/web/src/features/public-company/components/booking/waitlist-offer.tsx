import { useState } from 'react';
import { BellRing, CircleCheck } from 'lucide-react';
import { DAY_PART_KEYS, DAY_PART_LABELS, type TDayPartKey } from '@agenda/shared/company';
import { WAITLIST_ANY_TIME_LABEL, waitlistWindowLabel } from '@agenda/shared/waitlist-window';
import type { TWaitlistEntryDto } from '@agenda/shared/waitlist';
import { Button } from '@/components/ui/button';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { errorMessage } from '@/lib/http/errors';
import { longDayLabel } from '@/lib/dates';
import { useClientSession } from '../../api/get-client-session';
import { useClientWaitlist, useJoinWaitlist } from '../../api/join-waitlist';
import { IdentifyForm } from '../identify-form';

/** "quinta-feira, 26 de novembro" (lower case inside a sentence). */
const dayInSentence = (date: string) => longDayLabel(date).replace(/^./, (c) => c.toLowerCase());

type TPart = TDayPartKey | 'any';
/** Any time, or the company's manhã/tarde/noite (the API reads its hours from the company's day parts). */
const PART_OPTIONS: { value: TPart; label: string }[] = [
  { value: 'any', label: WAITLIST_ANY_TIME_LABEL },
  ...DAY_PART_KEYS.map((k) => ({ value: k, label: DAY_PART_LABELS[k] })),
];
/** " (manhã)", " (a partir das 17:00)" in the confirmation; nothing for any time. */
function windowInSentence(entry: TWaitlistEntryDto): string {
  const label = waitlistWindowLabel(entry);
  return label === WAITLIST_ANY_TIME_LABEL ? '' : ` (${entry.day_part ? label.toLowerCase() : label})`;
}

interface Props {
  slug: string;
  serviceId: string;
  calendarId: string | null;
  date: string;
  onOtherDay: () => void;
}

/**
 * A full day: "Entrar na lista de espera" for any time or a part of the day (the client signs in first),
 * then the confirmation. Only a freed time in the part chosen is offered.
 */
export function WaitlistOffer({ slug, serviceId, calendarId, date, onOtherDay }: Props) {
  const session = useClientSession(slug);
  const waitlist = useClientWaitlist(slug, Boolean(session.client));
  const join = useJoinWaitlist(slug);
  const [identifying, setIdentifying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [part, setPart] = useState<TPart>('any');
  const joined = waitlist.data?.find(
    (e) => e.service_id === serviceId && e.calendar_id === calendarId && e.from_date <= date && e.to_date >= date,
  );

  const send = () => {
    setFailure(null);
    join.mutate(
      { service_id: serviceId, calendar_id: calendarId, date, day_part: part === 'any' ? null : part },
      { onError: (e) => setFailure(errorMessage(e)) },
    );
  };

  const entry = join.data ?? joined;
  if (entry)
    return (
      <div
        className="flex flex-col items-start gap-3 rounded-2xl border border-success/40 bg-success-soft p-4"
        data-testid="waitlist-joined"
      >
        <p className="flex items-start gap-2 text-sm font-medium text-success-soft-foreground">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          Você está na lista de espera de {dayInSentence(date)}
          {windowInSentence(entry)}. Se um horário vagar, avisamos pelo WhatsApp e ele fica reservado para você por alguns minutos.
        </p>
        <button type="button" onClick={onOtherDay} className="h-10 text-sm font-semibold text-primary hover:underline">
          Escolher outro dia
        </button>
      </div>
    );

  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-border p-4" data-testid="waitlist-offer">
      <p className="text-sm text-muted-foreground">
        Este dia está lotado. Entre na lista de espera: se alguém desmarcar, você recebe o horário pelo WhatsApp antes de todo mundo.
      </p>
      <div className="flex w-full flex-col gap-1.5">
        <span className="text-sm font-medium text-foreground">Qual horário serve para você?</span>
        {/* Two by two on a phone, so no option sits alone on a second line. */}
        <SegmentedChoice
          label="Horário de preferência"
          value={part}
          options={PART_OPTIONS}
          onChange={setPart}
          className="grid grid-cols-2 sm:inline-flex sm:self-start"
        />
      </div>
      {identifying && !session.client ? (
        <div className="w-full">
          <IdentifyForm
            slug={slug}
            submitLabel="Entrar na lista de espera"
            onSignedIn={() => {
              setIdentifying(false);
              send();
            }}
          />
        </div>
      ) : (
        <Button
          leftIcon={<BellRing />}
          loading={join.isPending || session.loading}
          onClick={() => (session.client ? send() : setIdentifying(true))}
        >
          Entrar na lista de espera
        </Button>
      )}
      {failure ? (
        <p className="text-sm text-error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="button" onClick={onOtherDay} className="h-10 text-sm font-semibold text-primary hover:underline">
        Escolher outro dia
      </button>
    </div>
  );
}
