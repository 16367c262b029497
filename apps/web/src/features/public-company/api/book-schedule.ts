import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZClientBookBody } from '@agenda/shared/schemas/scheduling';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { z } from 'zod';
import { http } from '@/lib/http/client';

/** POST /client/{company}/schedule/book (the signed-in client books a free slot). */
async function bookSchedule({ slug, body }: { slug: string; body: z.input<typeof ZClientBookBody> }): Promise<TScheduleDto> {
  ZClientBookBody.parse(body);
  const { data } = await http.post<{ schedule: TScheduleDto }>(`/client/${encodeURIComponent(slug)}/schedule/book`, body, { silent: true });
  return data.schedule;
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
