// ra-data-simple-rest over /api/admin (spec §7; CONTRACT §3: sort, range, filter, Content-Range). Two things the
// simple dialect cannot say: a business is created with its owner through POST /create-business-user, and a failure
// is shown with the spec's words for its resource and action ("Failed to delete user: {server text}", …).
import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider } from 'react-admin';
import type { AdminUser } from '@dadeal/core';
import { failureText, type ResourceName } from '../texts';
import { httpClient, serverText } from './http-client';

const RESOURCES: readonly string[] = ['users', 'businesses', 'deals'];

type Action = 'fetch' | 'create' | 'update' | 'delete';
const ACTION_OF: Record<string, Action> = {
  getList: 'fetch', getOne: 'fetch', getMany: 'fetch', getManyReference: 'fetch',
  create: 'create', update: 'update', updateMany: 'update', delete: 'delete', deleteMany: 'delete',
};

/** The error again, its message now the spec's words (the status and field errors kept for react-admin). */
function withSpecWords(resource: string, method: string, error: unknown): unknown {
  const action = ACTION_OF[method];
  if (!action || !RESOURCES.includes(resource)) return error;
  const status = error instanceof HttpError ? error.status : 0;
  // 401/403 keep their status: the authProvider logs out on them.
  const body = error instanceof HttpError && error.body && typeof error.body === 'object' ? error.body : {};
  return new HttpError(failureText(resource as ResourceName, action, serverText(error)), status, body);
}

export function createDataProvider(apiBase = '/api'): DataProvider {
  const base = simpleRestProvider(`${apiBase}/admin`, httpClient);
  const provider: DataProvider = {
    ...base,
    // A business comes with its owner's account (spec §3, §7): one call makes both. Created from Businesses, the
    // answer is the business; from Users (type "Business User"), the user.
    async create(resource, params) {
      const data = params.data as Record<string, unknown>;
      const viaBusiness = resource === 'businesses' || (resource === 'users' && data.userType === 'business');
      if (!viaBusiness) return base.create(resource, params);
      const { json } = await httpClient(`${apiBase}/admin/create-business-user`, { method: 'POST', body: JSON.stringify({ ...data, userType: 'business' }) });
      const user = json as AdminUser;
      if (resource === 'users') return { data: user as never };
      return { data: { ...user.business, email: user.email, firstName: user.firstName, lastName: user.lastName, id: user.business!.id } as never };
    },
  };
  return new Proxy(provider, {
    get(target, method: string) {
      const fn = target[method];
      if (typeof fn !== 'function') return fn;
      return async (resource: string, params: unknown) => {
        try {
          return await fn.call(target, resource, params);
        } catch (error) {
          throw withSpecWords(resource, method, error);
        }
      };
    },
  });
}
