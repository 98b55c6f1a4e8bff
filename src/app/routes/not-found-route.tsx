import { useNavigate } from 'react-router';
import { NotFoundContent } from '../../components/not-found-content';

/** Unknown paths, inside the error layout. */
export default function NotFoundRoute() {
  const navigate = useNavigate();
  return <NotFoundContent kind="notFound" onBack={() => navigate('/')} />;
}
