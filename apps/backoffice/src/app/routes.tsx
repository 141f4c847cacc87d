import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AuditPage } from '../pages/AuditPage';
import { BrandPage } from '../pages/brands/BrandPage';
import { BrandsPage } from '../pages/brands/BrandsPage';
import { CasinoPage } from '../pages/CasinoPage';
import { CreateUserPage } from '../pages/customers/CreateUserPage';
import { CustomerPage } from '../pages/customers/CustomerPage';
import { CustomersPage } from '../pages/customers/CustomersPage';
import { LimitsPage } from '../pages/customers/LimitsPage';
import { MarketsPage } from '../pages/MarketsPage';
import { Layout } from './Layout';
import { Loading } from '../components/ui';
import { AdminOnly } from './operator';

/** The reports page carries the charting library: it loads when first opened. */
const ReportsPage = lazy(() => import('../pages/ReportsPage').then((m) => ({ default: m.ReportsPage })));

/**
 * The console's pages (hash routes, as the customer site: the server serves one index.html at
 * /backoffice/ and deep links need no fallback). The sign-in page stands in for all of them
 * while signed out (App.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to="/customers" replace /> },
      { path: 'customers', element: <CustomersPage /> },
      { path: 'customers/new', element: <CreateUserPage /> },
      { path: 'customers/:userId', element: <CustomerPage /> },
      {
        path: 'limits',
        element: (
          <AdminOnly>
            <LimitsPage />
          </AdminOnly>
        ),
      },
      {
        path: 'brands',
        element: (
          <AdminOnly>
            <BrandsPage />
          </AdminOnly>
        ),
      },
      {
        path: 'brands/new',
        element: (
          <AdminOnly>
            <BrandPage />
          </AdminOnly>
        ),
      },
      {
        path: 'brands/:domainId',
        element: (
          <AdminOnly>
            <BrandPage />
          </AdminOnly>
        ),
      },
      {
        path: 'markets',
        element: (
          <AdminOnly>
            <MarketsPage />
          </AdminOnly>
        ),
      },
      {
        path: 'casino',
        element: (
          <AdminOnly>
            <CasinoPage />
          </AdminOnly>
        ),
      },
      {
        path: 'reports',
        element: (
          <AdminOnly>
            <Suspense fallback={<Loading />}>
              <ReportsPage />
            </Suspense>
          </AdminOnly>
        ),
      },
      {
        path: 'audit',
        element: (
          <AdminOnly>
            <AuditPage />
          </AdminOnly>
        ),
      },
      { path: '*', element: <p className="state state--empty">This page does not exist.</p> },
    ],
  },
];
