// The router every app shares as one federation singleton (a single router context for the host and the remotes).
// A shared module is built whole, whatever its consumers use, so the apps share this facade instead of the library:
// it names only what their code imports, and webpack tree-shakes react-router down to that. Adding a name here is a
// host release first (remotes get the host's copy at runtime). `shared-facades.test.ts` keeps this list exact.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
