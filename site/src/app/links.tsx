// The site's <Link> and <NavLink>: React Router's own behaviour (client-side navigation on a plain left click, the
// browser's for a modified click or another target; NavLink's `active` class and aria-current="page") without their
// framework-mode extras (route-module prefetching, view transitions, route discovery), which the site, a declarative
// router with no loaders, never uses. With the plugin in vite.config.ts that lets the bundler drop the library's unused
// components, 3.6 KiB gzip less in every page's first load (docs/decisions/0106-fast-on-a-phone.md). vite.config.ts resolves
// `import { Link, NavLink } from 'react-router'` to these (./react-router.ts), so screens import them as usual.
import { forwardRef, type AnchorHTMLAttributes, type CSSProperties, type ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-upstream';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  /** A full page load instead of a client-side navigation. */
  reloadDocument?: boolean;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, preventScrollReset, reloadDocument, target, onClick, ...rest },
  ref,
) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target, preventScrollReset });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !reloadDocument) navigate(event);
      }}
    />
  );
});

interface NavLinkState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Active only on this very path, not on the paths below it. */
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
}

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, end = false, caseSensitive = false, className, style, children, ...rest },
  ref,
) {
  const path = useResolvedPath(to);
  const location = useLocation();
  const fold = (s: string) => (caseSensitive ? s : s.toLowerCase());
  const here = fold(location.pathname);
  const target = fold(path.pathname);
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(endSlash) === '/');
  const state: NavLinkState = { isActive, isPending: false, isTransitioning: false };
  const classes = typeof className === 'function' ? className(state) : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={classes || undefined}
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
});
