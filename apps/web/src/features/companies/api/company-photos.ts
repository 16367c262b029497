// The public page's gallery and the professionals' photos (owner side of /app/empresas/{slug}/info).
import { useQuery } from '@tanstack/react-query';
import type { TCompanyPhotoDto } from '@agenda/shared/schemas/company-photos';
import type { TCalendarDto } from '@agenda/shared/schemas/scheduling-dto';
import { http, toFormData } from '@/lib/http/client';
import { graphqlQuery } from '@/lib/http/graphql';

type Id = string | number;
type TPhotos = { photos: TCompanyPhotoDto[] };

export const companyPhotosKey = (companyId: Id) => ['company-photos', String(companyId)] as const;

/** GET /user/{id}/company/photos */
export function useCompanyPhotos(companyId: Id) {
  return useQuery({
    queryKey: companyPhotosKey(companyId),
    queryFn: async () => (await http.get<TPhotos>(`/user/${companyId}/company/photos`)).data.photos,
  });
}

const fileOf = (blob: Blob, name: string) => (blob instanceof File ? blob : new File([blob], name, { type: blob.type || 'image/jpeg' }));

/** POST /user/{id}/company/photos (multipart file) → the gallery. */
export async function addCompanyPhoto(companyId: Id, file: Blob): Promise<TCompanyPhotoDto[]> {
  const { data } = await http.post<TPhotos>(`/user/${companyId}/company/photos`, toFormData({ file: fileOf(file, 'foto.jpg') }));
  return data.photos;
}

/** POST /user/{id}/company/photos/order {ids} → the gallery. */
export async function reorderCompanyPhotos(companyId: Id, ids: string[]): Promise<TCompanyPhotoDto[]> {
  const { data } = await http.post<TPhotos>(`/user/${companyId}/company/photos/order`, { ids });
  return data.photos;
}

/** DELETE /user/{id}/company/photos/{photoId} → the gallery. */
export async function removeCompanyPhoto(companyId: Id, photoId: string): Promise<TCompanyPhotoDto[]> {
  const { data } = await http.delete<TPhotos>(`/user/${companyId}/company/photos/${photoId}`);
  return data.photos;
}

/** POST (a Blob) or DELETE (null) /user/{id}/calendars/{calendarId}/photo → the new photo_url. */
export async function saveCalendarPhoto(companyId: Id, calendarId: string, file: Blob | null): Promise<string | null> {
  const url = `/user/${companyId}/calendars/${calendarId}/photo`;
  const { data } = file
    ? await http.post<{ photo_url: string }>(url, toFormData({ file: fileOf(file, 'profissional.jpg') }))
    : await http.delete<{ photo_url: null }>(url);
  return data.photo_url;
}

export type TTeamMember = Pick<TCalendarDto, 'id' | 'title' | 'description' | 'photo_url' | 'is_active'>;
export const companyTeamKey = (companyId: Id) => ['company-team', String(companyId)] as const;

/** user_get_calendars, only what the team photos need. */
export function useCompanyTeam(companyId: Id) {
  return useQuery({
    queryKey: companyTeamKey(companyId),
    queryFn: async () =>
      (
        await graphqlQuery<{ user_get_calendars: TTeamMember[] }>(
          'user',
          'user_get_calendars',
          'query($company_id: ID!) { user_get_calendars(company_id: $company_id) { id title description photo_url is_active } }',
          { company_id: String(companyId) },
        )
      ).user_get_calendars,
  });
}
