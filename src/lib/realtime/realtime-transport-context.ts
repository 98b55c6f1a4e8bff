import { createContext } from 'react';
import type { RealtimeTransport } from '../../../streams/transport';

/**
 * The transport the signed-in layout hands its RealtimeProvider. Unset in the app (the provider
 * opens the socket.io transport); a test provides a FakeTransport here to play the server.
 */
export const RealtimeTransportContext = createContext<RealtimeTransport | undefined>(undefined);
