import { type Connection, Schema } from 'mongoose';

const stats = new Schema(
  {
    recipients: { type: Number, required: true },
    sent: { type: Number, required: true },
    failed: { type: Number, required: true },
    skipped: { type: Number, required: true },
    unknown: { type: Number, default: 0 },
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

// _id is `<recipientId>#<attempt>`: whoever inserts it hands that attempt to the provider.
const claimSchema = new Schema(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    batchId: { type: String, required: true },
    claimedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'campaign_attempt_claims' },
);
// No index but `_id`: each one costs every insert (one per recipient), and the claims are read by
// batch only to settle what a stopped worker left (a scan, rarely).

// _id is `<recipientId>#<attempt>`, like its claim: the outcome of one provider attempt, inserted
// once (FerretDB updates are read-then-write and cost several statements a record; inserts are one
// bulk statement, and a unique `_id` lets the first writer's outcome stand). `retry` ends a transient
// failure; a recipient's state is the outcome of its latest attempt.
const attemptOutcomeSchema = new Schema(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    batchId: { type: String, required: true },
    recipientId: { type: String, required: true },
    state: { type: String, required: true },
    error: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'campaign_recipient_outcomes' },
);
attemptOutcomeSchema.index({ batchId: 1 });

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
    Claims: connection.model('CampaignClaim', claimSchema),
    AttemptOutcomes: connection.model('CampaignAttemptOutcome', attemptOutcomeSchema),
    BatchResults: connection.model('CampaignBatchResult', batchResultSchema),
  };
}
export type CampaignModels = ReturnType<typeof registerCampaignModels>;
