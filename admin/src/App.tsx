// The console: /admin-login outside react-admin's layout, /admin-dashboard/* the react-admin app (basename), both
// under one AdminContext so the login page and the dashboard share the auth provider and the toasts.
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AdminContext, AdminUI, CustomRoutes, Notification, Resource } from 'react-admin';
import { Route as RaRoute } from 'react-router-dom';
import { ChangePasswordPage } from './account/ChangePasswordPage';
import audit from './audit';
import reviews from './reviews';
import { createAuthProvider } from './auth/auth-provider';
import { RequireSession } from './auth/RequireSession';
import businesses from './businesses';
import { Dashboard } from './dashboard/Dashboard';
import { createDataProvider } from './data/data-provider';
import deals from './deals';
import { i18nProvider } from './i18n';
import { AdminLayout } from './layout/AdminLayout';
import { LoginPage } from './layout/LoginPage';
import { theme } from './layout/theme';
import { TOAST_DURATION_MS } from '@dadeal/core';
import { ADMIN_PATHS, BRAND, CHANGE_PASSWORD } from './texts';
import users from './users';

const authProvider = createAuthProvider();
const NoNotification = () => null;
const dataProvider = createDataProvider();

export function App() {
  return (
    <BrowserRouter>
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        basename={ADMIN_PATHS.dashboard}
      >
        <Routes>
          <Route
            path={ADMIN_PATHS.login}
            element={<LoginPage />}
          />
          <Route
            path={`${ADMIN_PATHS.dashboard}/*`}
            element={
              <RequireSession>
              <AdminUI notification={NoNotification} dashboard={Dashboard} layout={AdminLayout} loginPage={false} title={BRAND.console} requireAuth disableTelemetry>
                <Resource name="users" {...users} />
                <Resource name="businesses" {...businesses} />
                <Resource name="deals" {...deals} />
                <Resource name="reviews" {...reviews} />
                <Resource name="audit" {...audit} />
                <CustomRoutes>
                  <RaRoute path="/login" element={<Navigate to={ADMIN_PATHS.login} replace />} />
                  <RaRoute path={CHANGE_PASSWORD.path} element={<ChangePasswordPage />} />
                </CustomRoutes>
              </AdminUI>
              </RequireSession>
            }
          />
          <Route path="*" element={<Navigate to={ADMIN_PATHS.login} replace />} />
        </Routes>
        {/* One snackbar for both routes: a toast raised while the route changes (login, logout) is never lost. */}
        <Notification multiLine autoHideDuration={TOAST_DURATION_MS} />
      </AdminContext>
    </BrowserRouter>
  );
}
