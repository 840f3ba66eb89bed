/**
 * `@site/shared/router`: the parts of React Router v7 this platform uses, as ONE federation singleton (one router
 * context for the page). Sharing this file instead of the whole `react-router` package lets the build drop what
 * nobody uses (the data-router server parts, RSC, the framework mode: docs/performance.md). Import React Router
 * only from here — lint refuses the package itself. Need another export? Add it here.
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useRouteError,
  useSearchParams,
  type LinkProps,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
