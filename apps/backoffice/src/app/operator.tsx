import type { ReactNode } from 'react';
import { useOutletContext } from 'react-router-dom';
import type { Operator } from '../api/types';

/** The signed-in operator (`GET /api/admin/me`), given by the layout to every page. */
export function useOperator(): Operator {
  return useOutletContext<Operator>();
}

/** An Admin-only page: anyone else reads why instead (the API would answer 403). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const operator = useOperator();
  if (!operator.isAdmin)
    return (
      <p className="state state--error" role="alert">
        This page needs the Admin role.
      </p>
    );
  return <>{children}</>;
}
