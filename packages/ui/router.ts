// Entry point of the '@inpro/ui/router' subpath: the parts of React Router the site uses, shared as
// one singleton. A shared module is never tree-shaken, so sharing 'react-router-dom' itself put the
// whole library (data routers, loaders, fetchers) on every page, a few times the weight of these
// (docs/performance.md). Every package imports the router from here (ESLint forbids 'react-router-dom' elsewhere),
// so the links and the routers of a page use one copy and one context.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
