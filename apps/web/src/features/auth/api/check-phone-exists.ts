import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/client';

/** POST /user/auth/check_phone_exists */
export async function checkPhoneExists(phone: string): Promise<boolean> {
  const { data } = await http.post<{ exists: boolean }>('/user/auth/check_phone_exists', { phone });
  return data.exists;
}

export const checkPhoneExistsMutation = { mutationKey: ['auth', 'check-phone-exists'], mutationFn: checkPhoneExists } as const;

export function useCheckPhoneExists() {
  return useMutation(checkPhoneExistsMutation);
}
