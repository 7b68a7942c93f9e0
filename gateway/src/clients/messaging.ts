import { messagingProto } from '@rapport/contracts';
import { connect, recordOf, scoped } from './grpc-call';

/** The messaging service for the gateway: each call takes the request's context. */
export function messagingClient(address: string) {
  const { calls, close } = connect(messagingProto().rapport.messaging.v1.MessagingService, address);
  return {
    sendMessage: recordOf(scoped(calls.sendMessage), 'message'),
    listMessages: scoped(calls.listMessages),
    routeMessage: scoped(calls.routeMessage),
    listTemplates: scoped(calls.listTemplates),
    close,
  };
}
export type MessagingClient = ReturnType<typeof messagingClient>;
