import type { ReactNode } from 'react';
import { PublicLayout } from '../../components/public-layout';

/** The centred card the account screens share. */
export function AuthPanel({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <PublicLayout mainClassName="auth-main">
      <div className="panel">
        <h1>{title}</h1>
        {lead && <p className="panel__lead">{lead}</p>}
        {children}
      </div>
    </PublicLayout>
  );
}
