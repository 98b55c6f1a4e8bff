import { NotFoundContent } from '../components/not-found-content';
import { ErrorFrame } from './layouts/error-layout';

/** The error page outside any layout route: used by both error boundaries. */
export default function ErrorScreen({ kind, onBack }: { kind: 'notFound' | 'fatal'; onBack?: () => void }) {
  return (
    <ErrorFrame>
      <NotFoundContent kind={kind} onBack={onBack} />
    </ErrorFrame>
  );
}
