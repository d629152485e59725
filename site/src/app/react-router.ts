// What the site's code gets for `import … from 'react-router'` (vite.config.ts resolves it here): React Router itself,
// with the site's own <Link> and <NavLink> (./links.tsx) in place of the library's. Named, not `export *`: a star
// re-export keeps every export of the library in the bundle (its <Form>, its <Link> and their prefetching included).
// A screen that needs another of React Router's exports adds it here.
export {
  BrowserRouter, MemoryRouter, Navigate, Outlet, Route, Routes, StaticRouter,
  createPath, createSearchParams, generatePath, matchPath, matchRoutes, resolvePath,
  useHref, useInRouterContext, useLinkClickHandler, useLocation, useMatch, useNavigate, useNavigationType, useOutlet,
  useOutletContext, useParams, useResolvedPath, useRoutes, useSearchParams,
} from 'react-router-upstream';
export type { Location, NavigateFunction, NavigateOptions, Params, RouteObject, To } from 'react-router-upstream';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './links.js';
