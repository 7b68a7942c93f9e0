import { type Connection, Schema } from 'mongoose';

const stats = new Schema(
  {
    recipients: { type: Number, required: true },
    sent: { type: Number, required: true },
    failed: { type: Number, required: true },
    skipped: { type: Number, required: true },
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

const recipientSchema = new Schema(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    campaignId: { type: String, required: true },
    personId: { type: String, required: true },
    email: { type: String, default: null },
    state: { type: String, required: true },
    sendId: { type: String, required: true },
    error: { type: String, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'campaign_recipients' },
);
// One recipient per person and campaign, however often the fan-out job runs.
recipientSchema.index({ campaignId: 1, personId: 1 }, { unique: true });
recipientSchema.index({ campaignId: 1, state: 1 });
recipientSchema.index({ organizationId: 1, personId: 1 });

export function registerCampaignModels(connection: Connection) {
  return {
    Campaigns: connection.model('Campaign', campaignSchema),
    Runs: connection.model('CampaignRun', runSchema),
    Outcomes: connection.model('CampaignOutcome', outcomeSchema),
    Recipients: connection.model('CampaignRecipient', recipientSchema),
  };
}
export type CampaignModels = ReturnType<typeof registerCampaignModels>;
