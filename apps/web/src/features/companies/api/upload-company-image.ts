import { http, toFormData } from '@/lib/http/client';

export type TCompanyImageKind = 'avatar' | 'cover';

/** POST /user/{id}/company/upload_image (multipart: kind, file) → { url }. */
export async function uploadCompanyImage({
  id,
  kind,
  file,
}: {
  id: string | number;
  kind: TCompanyImageKind;
  file: Blob;
}): Promise<string> {
  const form = toFormData({ kind, file: new File([file], `${kind}.jpg`, { type: file.type || 'image/jpeg' }) });
  const { data } = await http.post<{ url: string }>(`/user/${id}/company/upload_image`, form);
  return data.url;
}
