import { type Connection, Schema } from 'mongoose';

const stats = new Schema(
  {
    recipients: { type: Number, required: true },
    sent: { type: Number, required: true },
    failed: { type: Number, required: true },
    skipped: { type: Number, required: true },
    unknown: { type: Number, default: 0 },
    suppressed: { type: Number, default: 0 },
  },
  { _id: false },
);

// `type` is a field here, so the schema types are declared under `$type`. Flat: the id list that
// goes with the type is filled, the other one empty.
const audience = new Schema(
  {
    type: { $type: String, required: true },
    tagIds: { $type: [String], default: [] },
    contactIds: { $type: [String], default: [] },
    segmentId: { $type: String, default: null },
  },
  { _id: false, typeKey: '$type' },
);

const campaignSchema = new Schema(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    name: { type: String, required: true },
    templateId: { type: String, required: true },
    audience: { type: audience, required: true },
    status: { type: String, required: true },
    stats: { type: stats, default: null },
    // Grows with each write, in the campaign's turn (decision 0030); absent on older campaigns.
    version: { type: Number },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    sentAt: { type: Date, default: null },
  },
  { versionKey: false, collection: 'campaigns' },
);
campaignSchema.index({ organizationId: 1, _id: -1 });

// _id is `send:<campaignId>`: its uniqueness is the claim of the campaign's one send.
const runSchema = new Schema(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    campaignId: { type: String, required: true },
    runId: { type: String, required: true },
    content: {
      templateId: { type: String, required: true },
      subject: { type: String, required: true },
      html: { type: String, required: true },
      text: { type: String, default: null },
    },
    fanoutCursor: { type: String, default: '' },
    batches: { type: Number, default: 0 },
    recorded: { type: Number, default: 0 },
    fanoutDoneAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'campaign_runs' },
);

// _id is `done:<campaignId>`: the first decided outcome stands, later deciders apply it.
const outcomeSchema = new Schema(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    campaignId: { type: String, required: true },
    status: { type: String, required: true },
    stats: { type: stats, required: true },
    sentAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'campaign_outcomes' },
);

// _id is `<campaignId>:<personId>`: its uniqueness records each person once per campaign, however
// often the fan-out runs, without an index of its own. Written once, by the fan-out; what happens
// to the recipient later is in its attempt outcomes. (The records of the one-delivery-per-recipient
// design lived in `campaign_recipients`, with more indexes: each costs every insert on FerretDB.)
const recipientSchema = new Schema(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    campaignId: { type: String, required: true },
    personId: { type: String, required: true },
    batchId: { type: String, required: true },
    email: { type: String, default: null },
    // pending or skipped, as the fan-out found the person.
    state: { type: String, required: true },
    sendId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'campaign_batch_recipients' },
);
// Every read of a delivery is an equality on the batch (a few hundred records): FerretDB pushes only
// top-level equalities down to PostgreSQL.
recipientSchema.index({ batchId: 1 });
// contact.deleted.
recipientSchema.index({ personId: 1 });

// The claim chain of a batch: _id is `<batchId>#<seq>`; whoever inserts number `seq` holds the batch
// and hands the attempts `keys` (`<recipientId>#<attempt>`, one slice) to the provider. One insert a
// slice, not one a recipient.
const claimSchema = new Schema(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    batchId: { type: String, required: true },
    seq: { type: Number, required: true },
    keys: { type: [String], required: true },
    claimedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'campaign_slice_claims' },
);
// Every delivery reads its batch's chain (a few links): an equality FerretDB pushes down.
claimSchema.index({ batchId: 1 });

// The outcomes of one slice's attempts, inserted once under the slice's link (`<batchId>#<seq>`, or
// `<batchId>#<seq>!unknown` for what a stopped holder left): FerretDB updates are read-then-write and
// cost several statements a record, one insert a slice is one statement. `retry` ends a transient
// failure; a recipient's state is the outcome of its latest attempt, and of two outcomes of one
// attempt the first written stands.
const sliceOutcomeSchema = new Schema(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    batchId: { type: String, required: true },
    outcomes: {
      type: [
        new Schema(
          {
            recipientId: { type: String, required: true },
            attempt: { type: Number, required: true },
            state: { type: String, required: true },
            error: { type: String, default: null },
          },
          { _id: false },
        ),
      ],
      required: true,
    },
    at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'campaign_slice_outcomes' },
);
sliceOutcomeSchema.index({ batchId: 1 });

// A batch of a campaign, in up to three inserts: `{_id: <batchId>, kind: opened}` when the fan-out
// takes its number (unique: overlapping runs never share one), `<batchId>#published` once the broker
// confirmed its message, `{_id: <batchId>#done, kind: done, stats}` when its last recipient is final
// (the first count stands). One equality on the campaign reads them all.
const batchResultSchema = new Schema(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    campaignId: { type: String, required: true },
    batchId: { type: String, required: true },
    kind: { type: String, required: true },
    stats: { type: stats, default: null },
    doneAt: { type: Date, default: null },
    /** When an `opened` state was written (absent in those written before it was recorded). */
    at: { type: Date, default: null },
  },
  { versionKey: false, collection: 'campaign_batch_states' },
);
batchResultSchema.index({ campaignId: 1 });

export function registerCampaignModels(connection: Connection) {
  return {
    Campaigns: connection.model('Campaign', campaignSchema),
    Runs: connection.model('CampaignRun', runSchema),
    Outcomes: connection.model('CampaignOutcome', outcomeSchema),
    Recipients: connection.model('CampaignRecipient', recipientSchema),
    Claims: connection.model('CampaignSliceClaim', claimSchema),
    SliceOutcomes: connection.model('CampaignSliceOutcome', sliceOutcomeSchema),
    BatchResults: connection.model('CampaignBatchResult', batchResultSchema),
  };
}
export type CampaignModels = ReturnType<typeof registerCampaignModels>;
