export {
  type ActivityQuery,
  type CallOptions,
  type Change,
  type ChangesQuery,
  type CompaniesQuery,
  type Company,
  type CompanyInput,
  type CompanyPatch,
  createRapportClient,
  type Me,
  type Paginated,
  type PeopleQuery,
  type Person,
  type PersonInput,
  type PersonPatch,
  type PostOptions,
  type RapportClient,
  type RapportClientOptions,
  type Segment,
  type SegmentInput,
  type SegmentPatch,
  type Tag,
  type TagInput,
  unwrap,
} from './client';
export { type ErrorEnvelope, RapportError } from './errors';
export type { components, operations, paths } from './generated/schema';
export { type RetryOptions, retryDelayMs, retryingFetch } from './retry';
