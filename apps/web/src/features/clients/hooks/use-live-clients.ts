// The CRM board and the client screens reload when another member (or a booking) moves a client: the server
// pushes `client_stage_change` on the company room.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { on } from '@/lib/events';
import { invalidateClients } from '../api/keys';

export function useLiveClients(companyId: string | number | null | undefined) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!companyId) return;
    return on('server:client_stage_change', () => invalidateClients(qc, companyId));
  }, [companyId, qc]);
}
