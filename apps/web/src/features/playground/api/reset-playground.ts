import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/client';

export interface TPlaygroundReset {
  canceled: number;
  chats: number;
}

/** DELETE /user/{company}/playground: cancels the upcoming test bookings and deletes the test chats. */
async function resetPlayground(companyId: string): Promise<TPlaygroundReset> {
  const { data } = await http.delete<TPlaygroundReset>(`/user/${companyId}/playground`);
  return data;
}

export function useResetPlayground(companyId: string) {
  return useMutation({ mutationKey: ['playground', 'reset', companyId], mutationFn: () => resetPlayground(companyId) });
}
