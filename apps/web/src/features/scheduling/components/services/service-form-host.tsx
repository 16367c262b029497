// The service form drawer, opened through 'service-form:open' (new, or { serviceId } to edit).
import { useEffect, useState } from 'react';
import type { TServiceBody } from '@agenda/shared/schemas/scheduling';
import { Drawer } from '@/components/ui/drawer';
import { ConfirmDeleteModal, EntityDrawerFooter } from '../entity-drawer-parts';
import { Skeleton } from '@/components/ui/skeleton';
import { on } from '@/lib/events';
import { toast } from '@/stores/toast-store';
import { useCalendars } from '../../api/get-calendars';
import { useServices } from '../../api/get-services';
import { useDeleteService } from '../../api/delete-service';
import { useSaveService } from '../../api/save-service';
import { useUploadServiceImage } from '../../api/upload-service-image';
import { useCompanyContext } from '../../hooks/use-company-context';
import { SERVICE_FORM_ID, ServiceForm } from './service-form';

export default function ServiceFormHost({ initial }: { initial: { serviceId?: string | null } | null }) {
  const [state, setState] = useState({ open: Boolean(initial), serviceId: initial?.serviceId ?? null, seq: 0 });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { companyId, currency } = useCompanyContext();
  const services = useServices(companyId);
  const calendars = useCalendars(companyId);
  const save = useSaveService(companyId);
  const upload = useUploadServiceImage(companyId);
  const remove = useDeleteService(companyId);
  const service = state.serviceId ? (services.data?.find((s) => s.id === state.serviceId) ?? null) : null;

  useEffect(() => {
    const offs = [
      on('service-form:open', (p) => setState((s) => ({ open: true, serviceId: p.serviceId ?? null, seq: s.seq + 1 }))),
      on('modals:close-all', () => setState((s) => ({ ...s, open: false }))),
    ];
    return () => offs.forEach((off) => off());
  }, []);

  const close = () => setState((s) => ({ ...s, open: false }));
  const submit = async (body: TServiceBody, image: Blob | null) => {
    const saved = await save.mutateAsync({ companyId: companyId!, id: state.serviceId, data: body });
    // A new service gets its photo once it exists; the service stays saved if the upload fails.
    const sent = image
      ? await upload.mutateAsync({ companyId: companyId!, serviceId: saved.id, file: image }).then(
          () => true,
          () => false,
        )
      : true;
    if (sent) toast.success(state.serviceId ? 'Serviço atualizado.' : 'Serviço criado.');
    else toast.error('Serviço criado, mas a foto não foi enviada. Abra o serviço e envie de novo.');
    close();
  };
  const uploadImage = async (file: Blob) => {
    const { url } = await upload.mutateAsync({ companyId: companyId!, serviceId: state.serviceId!, file });
    toast.success('Foto do serviço atualizada.');
    return url;
  };
  const ready = services.data && calendars.data && (!state.serviceId || service);

  return (
    <>
      <Drawer
        open={state.open}
        onOpenChange={(open) => setState((s) => ({ ...s, open }))}
        title={state.serviceId ? 'Editar serviço' : 'Novo serviço'}
        description="O que você oferece, quanto tempo leva e quanto custa."
        footer={
          <EntityDrawerFooter
            onDelete={state.serviceId ? () => setConfirmDelete(true) : undefined}
            onClose={close}
            formId={SERVICE_FORM_ID}
            saving={save.isPending || upload.isPending}
            saveLabel="Salvar serviço"
            testId="service-form-submit"
          />
        }
      >
        {ready ? (
          <ServiceForm
            key={`${state.seq}-${state.serviceId ?? 'new'}`}
            service={service}
            calendars={(calendars.data ?? []).filter((c) => c.is_active)}
            currency={currency}
            onSubmit={submit}
            onUploadImage={uploadImage}
          />
        ) : (
          <div className="flex flex-col gap-4" aria-busy="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-24" />
            <Skeleton className="h-10" />
          </div>
        )}
      </Drawer>
      <ConfirmDeleteModal
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Excluir serviço?"
        description={`${service?.title ?? 'Este serviço'} deixa de aparecer na sua página e a secretária não o oferece mais. Os agendamentos já feitos continuam na agenda.`}
        confirmLabel="Excluir serviço"
        deleting={remove.isPending}
        onConfirm={() =>
          void remove
            .mutateAsync({ companyId: companyId!, id: state.serviceId! })
            .then(() => {
              toast.success('Serviço excluído.');
              setConfirmDelete(false);
              close();
            })
            .catch(() => undefined)
        }
      />
    </>
  );
}
