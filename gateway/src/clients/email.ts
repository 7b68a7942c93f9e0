import { emailProto } from '@rapport/contracts';
import { connect, recordOf, scoped } from './grpc-call';

/** The email service (templates, sends, campaigns) for the gateway. */
export function emailClient(address: string) {
  const { calls, close } = connect(emailProto().rapport.email.v1.EmailService, address);
  return {
    listTemplates: scoped(calls.listTemplates),
    getTemplate: recordOf(scoped(calls.getTemplate), 'template'),
    createTemplate: recordOf(scoped(calls.createTemplate), 'template'),
    updateTemplate: recordOf(scoped(calls.updateTemplate), 'template'),
    deleteTemplate: scoped(calls.deleteTemplate),
    sendEmail: recordOf(scoped(calls.sendEmail), 'send'),
    sendExternalEmail: recordOf(scoped(calls.sendExternalEmail), 'send'),
    listCampaigns: scoped(calls.listCampaigns),
    getCampaign: recordOf(scoped(calls.getCampaign), 'campaign'),
    createCampaign: recordOf(scoped(calls.createCampaign), 'campaign'),
    sendCampaign: recordOf(scoped(calls.sendCampaign), 'campaign'),
    previewCampaign: scoped(calls.previewCampaign),
    listSuppressions: scoped(calls.listSuppressions),
    createSuppression: scoped(calls.createSuppression),
    deleteSuppression: scoped(calls.deleteSuppression),
    /** The one-click unsubscribe: the signed token names the organization. */
    unsubscribe: calls.unsubscribe,
    rotateEmailEventSecret: scoped(calls.rotateEmailEventSecret),
    /** A provider's notification: the organization comes from the URL, the signature proves it. */
    recordEmailEvents: calls.recordEmailEvents,
    /** Mail of the platform itself (dashboard invitations): no organization. */
    sendPlatformEmail: calls.sendPlatformEmail,
    close,
  };
}
export type EmailClient = ReturnType<typeof emailClient>;
