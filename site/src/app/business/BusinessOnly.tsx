// The business screens' gate (spec §6): a loading state while the session starts, then the screen for a business
// account, or "Access Denied: You need to be logged in as a business to access this page." for anyone else.
import type { ReactNode } from 'react';
import { MESSAGES } from '@dadeal/core';
import { AccessDenied } from '../layout/AccessDenied.js';
import { PageLoading } from '../layout/Layout.js';
import { usePageTitle } from '../page-title.js';
import { useSession } from '../session.js';
import { ACCESS } from '../screen-texts.js';

export function BusinessOnly({ title, children }: { title: string; children: ReactNode }) {
  const session = useSession();
  const isBusiness = session.user?.userType === 'business';
  usePageTitle(session.loading || isBusiness ? title : ACCESS.denied);
  if (session.loading) return <PageLoading />;
  if (!isBusiness) return <AccessDenied message={MESSAGES.businessOnly} />;
  return <>{children}</>;
}
