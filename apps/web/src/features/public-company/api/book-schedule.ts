import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZClientBookBody } from '@agenda/shared/schemas/scheduling';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { z } from 'zod';
import { http } from '@/lib/http/client';

/** POST /client/{company}/schedule/book (the signed-in client books a free slot). */
export interface TBooked {
  schedule: TScheduleDto;
  /** The appointment's .ics file ("Adicionar à agenda"). */
  ics_url: string;
}

async function bookSchedule({ slug, body }: { slug: string; body: z.input<typeof ZClientBookBody> }): Promise<TBooked> {
  ZClientBookBody.parse(body);
  const { data } = await http.post<TBooked>(`/client/${encodeURIComponent(slug)}/schedule/book`, body, { silent: true });
  return data;
}

const bookScheduleMutation = { mutationKey: ['client', 'book'], mutationFn: bookSchedule } as const;

export function useBookSchedule() {
  const qc = useQueryClient();
  return useMutation({
    ...bookScheduleMutation,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['public-available-slots'] });
      void qc.invalidateQueries({ queryKey: ['public-available-days'] });
      void qc.invalidateQueries({ queryKey: ['client-schedules'] });
    },
  });
}
