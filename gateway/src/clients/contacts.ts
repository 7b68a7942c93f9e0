import { contactsProto } from '@rapport/contracts';
import { connect, recordOf, scoped, withRecord } from './grpc-call';

/** The contacts service (people, tags) for the gateway: each call takes the request's context. */
export function contactsClient(address: string) {
  const { calls, close } = connect(contactsProto().rapport.contacts.v1.ContactsService, address);
  return {
    listPeople: scoped(calls.listPeople),
    getPerson: recordOf(scoped(calls.getPerson), 'person'),
    upsertPerson: withRecord(scoped(calls.upsertPerson), 'person'),
    upsertPeople: scoped(calls.upsertPeople),
    updatePerson: recordOf(scoped(calls.updatePerson), 'person'),
    deletePerson: scoped(calls.deletePerson),
    attachTags: recordOf(scoped(calls.attachTags), 'person'),
    detachTag: scoped(calls.detachTag),
    listTags: scoped(calls.listTags),
    createTag: recordOf(scoped(calls.createTag), 'tag'),
    createSegment: recordOf(scoped(calls.createSegment), 'segment'),
    getSegment: recordOf(scoped(calls.getSegment), 'segment'),
    listSegments: scoped(calls.listSegments),
    updateSegment: recordOf(scoped(calls.updateSegment), 'segment'),
    deleteSegment: scoped(calls.deleteSegment),
    listSegmentPeople: scoped(calls.listSegmentPeople),
    countSegment: scoped(calls.countSegment),
    close,
  };
}
export type ContactsClient = ReturnType<typeof contactsClient>;
