import { useMutation } from '@tanstack/react-query';
import type { TPlaygroundMessageAnswer, TPlaygroundMessageBody } from '@agenda/shared/schemas/secretary';
import { http } from '@/lib/http/client';

/** POST /user/{company}/playground/message: one client message to the real brain (test channel). */
async function sendPlaygroundMessage(companyId: string, body: TPlaygroundMessageBody): Promise<TPlaygroundMessageAnswer> {
  // Silent: the chat shows the failure as a bubble instead of a toast.
  const { data } = await http.post<TPlaygroundMessageAnswer>(`/user/${companyId}/playground/message`, body, { silent: true });
  return data;
}

export function useSendPlaygroundMessage(companyId: string) {
  return useMutation({
    mutationKey: ['playground', 'message', companyId],
    mutationFn: (body: TPlaygroundMessageBody) => sendPlaygroundMessage(companyId, body),
  });
}
