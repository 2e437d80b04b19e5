import { dashboardMessages } from '@fairbill/shared';
import { useState } from 'react';
import { UploadIcon } from '../../components/icons';
import { useSession } from '../../lib/auth/session';
import { useFamilyMembers } from '../family/family-members-api';
import { UploadDocumentsDialog } from './upload-documents-dialog';

/**
 * The dashboard's walking-skeleton slice: the default member's greeting and the bill & EOB upload.
 * Issue 8 adds the family dropdown, the yearly totals, receipts and the rest.
 */
export function DashboardPage() {
  const { user } = useSession();
  const members = useFamilyMembers();
  const [uploadOpen, setUploadOpen] = useState(false);
  const selected = members.data?.[0] ?? null;

  return (
    <>
      <div className="dashboard-head">
        <div>
          <h1>{selected ? dashboardMessages.welcome(selected.firstName) : 'Welcome'}</h1>
          {!selected && !members.isError && (
            <p role="status" className="muted">
              {dashboardMessages.loadingMembers}
            </p>
          )}
          {members.isError && (
            <p role="alert" className="form-error">
              We could not load your family members.{' '}
              <button type="button" className="link-button" onClick={() => void members.refetch()}>
                Try again
              </button>
            </p>
          )}
        </div>
        <button type="button" className="button" onClick={() => setUploadOpen(true)}>
          <UploadIcon /> Upload a new bill &amp; EOB
        </button>
      </div>
      <UploadDocumentsDialog
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        member={selected}
        userId={user?.userId ?? null}
      />
    </>
  );
}
