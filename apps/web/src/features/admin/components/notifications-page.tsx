// /admin/notifications: send a notice to the users of one company or of every company (it lands in the
// app's bell and /app/notificacoes), and see each recipient's copy, read or not.
import { useState } from 'react';
import { Bell, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pill } from '@/components/ui/pill';
import { Select } from '@/components/ui/select';
import { useSentNotifications, type TNotificationFilter } from '../api/platform-api';
import { AdminPageShell, formatDateTime, Pager, QueryState } from './admin-page-shell';
import { SendNotificationForm } from './send-notification-form';

const FILTERS = [
  { value: 'all', label: 'Todas' },
  { value: 'unread', label: 'Não lidas' },
  { value: 'read', label: 'Lidas' },
];

export function AdminNotificationsPage() {
  const [status, setStatus] = useState<TNotificationFilter>('all');
  const [page, setPage] = useState(1);
  const [sending, setSending] = useState(false);
  const query = useSentNotifications({ status, page });
  return (
    <AdminPageShell
      title="Notificações"
      subtitle={
        query.data ? `${query.data.all} enviada(s) pela equipe, ${query.data.unread} ainda não lida(s).` : 'Avisos da equipe às empresas.'
      }
      actions={
        <>
          <Select
            aria-label="Filtrar notificações"
            value={status}
            onValueChange={(v) => {
              setStatus(v as TNotificationFilter);
              setPage(1);
            }}
            options={FILTERS}
          />
          <Button leftIcon={<Send />} onClick={() => setSending(true)}>
            Enviar notificação
          </Button>
        </>
      }
    >
      <QueryState query={query} title="Não foi possível carregar as notificações">
        {(data) =>
          data.notifications.length === 0 ? (
            <EmptyState
              variant="inline"
              icon={Bell}
              title="Nenhuma notificação"
              description={status === 'all' ? 'Envie um aviso a uma empresa ou a todas.' : 'Nada com este filtro.'}
            />
          ) : (
            <>
              <ul aria-label="Notificações enviadas" className="divide-y divide-border rounded-xl border border-border bg-surface">
                {data.notifications.map((n) => (
                  <li
                    key={n.id}
                    className="grid gap-x-4 gap-y-1.5 p-3 text-sm md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto] md:items-start"
                  >
                    <div className="min-w-0">
                      <strong>{n.title}</strong>
                      <p className="line-clamp-2 text-muted-foreground">{n.body}</p>
                    </div>
                    <div className="min-w-0">
                      {n.company_name}
                      <p className="break-all text-xs text-muted-foreground">{n.user_email ?? n.user_name}</p>
                    </div>
                    <div className="text-xs text-muted-foreground">
                      Enviada em {formatDateTime(n.created_at)}
                      {n.sent_by_email ? <p className="break-all">por {n.sent_by_email}</p> : null}
                    </div>
                    <div>
                      {n.read_at ? <Pill type="success">Lida em {formatDateTime(n.read_at)}</Pill> : <Pill type="warning">Não lida</Pill>}
                    </div>
                  </li>
                ))}
              </ul>
              <Pager total={data.total} page={page} pageSize={data.page_size} noun={['notificação', 'notificações']} onPage={setPage} />
            </>
          )
        }
      </QueryState>
      {sending ? <SendNotificationForm onClose={() => setSending(false)} /> : null}
    </AdminPageShell>
  );
}
