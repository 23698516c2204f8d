export {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router';
