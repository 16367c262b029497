import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, Trash2, Users } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { CROP_ASPECT, Cropper } from '@/components/ui/cropper';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/stores/toast-store';
import { companyTeamKey, saveCalendarPhoto, useCompanyTeam, type TTeamMember } from '../../api/company-photos';
import { imageFileProblem } from './image-file-check';

/** One professional: photo (or initials), name, and the buttons to send, change or remove the photo. */
function TeamMemberPhoto({ calendar, onSave }: { calendar: TTeamMember; onSave: (file: Blob | null) => Promise<void> }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(blob: Blob | null) {
    setBusy(true);
    try {
      await onSave(blob);
      setFile(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="flex items-center gap-3 rounded-xl border border-border p-3" data-testid="team-photo-item">
      <Avatar name={calendar.title} src={calendar.photo_url} size="lg" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-foreground">{calendar.title}</p>
        {calendar.description ? <p className="truncate text-sm text-muted-foreground">{calendar.description}</p> : null}
      </div>
      <div className="flex shrink-0 gap-1">
        <Button type="button" variant="outline" size="sm" leftIcon={<Camera />} loading={busy} onClick={() => input.current?.click()}>
          {calendar.photo_url ? 'Trocar' : 'Enviar foto'}
        </Button>
        {calendar.photo_url ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={`Remover a foto de ${calendar.title}`}
            disabled={busy}
            onClick={() => void save(null).catch(() => undefined)}
            className="text-danger"
          >
            <Trash2 />
          </Button>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        aria-label={`Escolher a foto de ${calendar.title}`}
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (!f) return;
          const problem = imageFileProblem(f);
          if (problem) toast.error(problem);
          else setFile(f);
        }}
      />
      <Cropper
        open={Boolean(file)}
        onOpenChange={(o) => !o && setFile(null)}
        image={file}
        aspect={CROP_ASPECT.avatar}
        cropShape="round"
        title={`Recortar a foto de ${calendar.title}`}
        onSave={(blob) => save(blob)}
      />
    </li>
  );
}

/** The team on the public page: a photo per professional (calendar). */
export function TeamPhotosEditor({ companyId }: { companyId: string }) {
  const query = useCompanyTeam(companyId);
  const qc = useQueryClient();
  const team = (query.data ?? []).filter((c) => c.is_active);

  async function save(calendarId: string, file: Blob | null) {
    await saveCalendarPhoto(companyId, calendarId, file);
    await qc.invalidateQueries({ queryKey: companyTeamKey(companyId) });
  }

  return (
    <section aria-labelledby="team-photos-title" className="flex flex-col gap-3" data-testid="team-photos-editor">
      <div>
        <h2 id="team-photos-title" className="text-base font-semibold text-foreground">
          Fotos da equipe
        </h2>
        <p className="text-sm text-muted-foreground">Cada profissional aparece com a foto e os serviços que faz na sua página.</p>
      </div>
      {query.isPending ? (
        <Skeleton className="h-20 rounded-xl" aria-label="Carregando equipe" />
      ) : query.isError ? (
        <LoadError title="Não foi possível carregar a equipe" error={query.error} onRetry={() => void query.refetch()} />
      ) : team.length === 0 ? (
        <EmptyState
          variant="inline"
          icon={Users}
          title="Nenhum profissional ativo"
          description="Crie a agenda de cada profissional em Horários de funcionamento."
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {team.map((c) => (
            <TeamMemberPhoto key={c.id} calendar={c} onSave={(file) => save(c.id, file)} />
          ))}
        </ul>
      )}
    </section>
  );
}
