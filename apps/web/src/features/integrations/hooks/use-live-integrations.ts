// `integration_update` on the company room: QR code refreshed, phone connected, session dropped.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { on } from '@/lib/events';
import type { TChannelIntegration } from '../api/integration-types';
import { integrationsQueryKey } from '../api/get-integrations';

export function useLiveIntegrations(companyId: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!companyId) return;
    return on('server:integration_update', (payload) => {
      const row = payload as TChannelIntegration | undefined;
      if (!row?.id || String(row.company_id) !== String(companyId)) return;
      client.setQueryData<TChannelIntegration[]>(integrationsQueryKey(companyId), (list) =>
        list ? [...list.filter((i) => i.id !== row.id), row] : [row],
      );
    });
  }, [client, companyId]);
}
