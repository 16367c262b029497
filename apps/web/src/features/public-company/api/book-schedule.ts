import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ZClientBookBody } from '@agenda/shared/schemas/scheduling';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { z } from 'zod';

/** POST /client/{company}/schedule/book (the signed-in client books a free slot). */
export interface TBooked {
  schedule: TScheduleDto;
  /** The appointment's .ics file ("Adicionar à agenda"). */
  ics_url: string;
}

async function bookSchedule({ slug, body }: { slug: string; body: z.input<typeof ZClientBookBody> }): Promise<TBooked> {
  // The HTTP client (axios) and the zod schemas load with the first booking, not with the booking page (issue 17).
  const [{ http }, schemas] = await Promise.all([import('@/lib/http/client'), import('@agenda/shared/schemas/scheduling')]);
  schemas.ZClientBookBody.parse(body);
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
