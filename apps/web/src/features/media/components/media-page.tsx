import { FolderOpen, Lock, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { companyRoleOf, roleAllows } from '@/lib/company-role';
import { errorMessage, HttpError } from '@/lib/http/errors';
import { useSelectedCompany } from '@/stores/company-store';
import { useUserStore } from '@/stores/user-store';
import { useCompanyMedia, useMediaWrites } from '../api/media';
import { MediaItem } from './media-item';
import { MediaUploadForm } from './media-upload-form';

function Body({ companyId, slug, canWrite }: { companyId: string | null; slug: string; canWrite: boolean }) {
  const media = useCompanyMedia(companyId);
  const writes = useMediaWrites(companyId);
  if (media.isPending && media.fetchStatus !== 'idle')
    return (
      <div className="grid gap-3 sm:grid-cols-2" aria-busy="true" aria-label="Carregando arquivos">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-40 rounded-xl" />
        ))}
      </div>
    );
  if (media.error instanceof HttpError && media.error.status === 403)
    return (
      <EmptyState
        icon={<Lock />}
        title="Mídias e arquivos não habilitado"
        description={errorMessage(media.error)}
        action={
          <Button asChild>
            <Link to={`/app/empresas/${slug}/assinatura`}>Ver funcionalidades extras</Link>
          </Button>
        }
      />
    );
  if (media.error)
    return (
      <EmptyState
        icon={<TriangleAlert />}
        title="Não foi possível carregar os arquivos"
        description={errorMessage(media.error)}
        action={<Button onClick={() => void media.refetch()}>Tentar de novo</Button>}
      />
    );
  const items = media.data ?? [];
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      {items.length ? (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Arquivos da empresa">
          {items.map((m) => (
            <MediaItem key={m.id} item={m} canWrite={canWrite} writes={writes} />
          ))}
        </ul>
      ) : (
        <EmptyState
          variant="inline"
          icon={<FolderOpen />}
          title="Nenhum arquivo ainda"
          description="Envie o catálogo de preços, fotos de cortes, vídeos ou documentos: a secretária envia quando o cliente pedir."
        />
      )}
      {canWrite ? <MediaUploadForm writes={writes} /> : null}
    </div>
  );
}

/** /app/midias-e-arquivos (extra feature "Mídias e arquivos"): files the secretary can send, each with a description. */
export function MediaPage() {
  const company = useSelectedCompany();
  const userId = useUserStore((s) => s.user?.id);
  const canWrite = roleAllows(companyRoleOf(company, userId), 'company_media.write');
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6" data-testid="media-page">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-foreground">Mídias e arquivos</h1>
        <p className="text-sm text-muted-foreground">
          Fotos, vídeos, áudios e documentos que a secretária pode enviar nas conversas. A descrição diz a ela quando enviar cada um.
        </p>
      </header>
      <Body
        key={String(company?.id ?? 'none')}
        companyId={company ? String(company.id) : null}
        slug={company?.slug ?? ''}
        canWrite={canWrite}
      />
    </div>
  );
}
