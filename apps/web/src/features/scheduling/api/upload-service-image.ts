import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TServiceDto } from '@agenda/shared/schemas/scheduling-dto';
import { http, toFormData } from '@/lib/http/client';
import { schedulingKeys } from './keys';

type Id = string | number;

/** POST /user/{company}/service/{id}/upload_image (multipart: file) → { url, service }; sets services.image_url. */
async function uploadServiceImage({
  companyId,
  serviceId,
  file,
}: {
  companyId: Id;
  serviceId: string;
  file: Blob;
}): Promise<{ url: string; service: TServiceDto }> {
  const form = toFormData({ file: new File([file], 'service.jpg', { type: file.type || 'image/jpeg' }) });
  const { data } = await http.post<{ url: string; service: TServiceDto }>(`/user/${companyId}/service/${serviceId}/upload_image`, form);
  return data;
}

const uploadServiceImageMutation = { mutationKey: ['scheduling', 'upload-service-image'], mutationFn: uploadServiceImage } as const;

export function useUploadServiceImage(companyId: Id | null | undefined) {
  const qc = useQueryClient();
  return useMutation({
    ...uploadServiceImageMutation,
    onSuccess: () => {
      if (companyId) void qc.invalidateQueries({ queryKey: schedulingKeys.services(companyId) });
    },
  });
}
