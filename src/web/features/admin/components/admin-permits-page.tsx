import { useState } from 'react';
import { ApplicationDetailPanel } from './application-detail-panel.tsx';
import { PermitApplicationsTable } from './permit-applications-table.tsx';
import { ReconciliationPanel } from './reconciliation-panel.tsx';

/**
 * The permits back office: the applications, an application's details and reconciliation, inside
 * the staff area (login, the permits:read check); a 401 from any call goes back to the login.
 */
export function AdminPermitsPage({ onUnauthorized }: { onUnauthorized: () => void }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return openId ? (
    <ApplicationDetailPanel
      id={openId}
      onUnauthorized={onUnauthorized}
      onClose={() => setOpenId(null)}
    />
  ) : (
    <>
      <PermitApplicationsTable onUnauthorized={onUnauthorized} onOpen={setOpenId} />
      <ReconciliationPanel onUnauthorized={onUnauthorized} />
    </>
  );
}
