import type { SegmentRepository } from '../domain/contacts.ports';
import type { Segment } from '../domain/segment.types';
import type { ContactsModels, SegmentDoc } from './contacts.models';

const toSegment = ({ _id, ...rest }: SegmentDoc): Segment => ({ id: _id, ...rest });

/** Segments, read by `{organizationId, _id}` and listed by the organization (a few hundred at most). */
export class MongoSegmentRepository implements SegmentRepository {
  constructor(private readonly models: ContactsModels) {}

  async insert({ id, ...segment }: Segment): Promise<void> {
    await this.models.Segments.create({ _id: id, ...segment });
  }

  async findById(organizationId: string, id: string): Promise<Segment | null> {
    const doc = await this.models.Segments.findOne({ organizationId, _id: id }).lean<SegmentDoc>();
    return doc ? toSegment(doc) : null;
  }

  async listAll(organizationId: string): Promise<Segment[]> {
    const docs = await this.models.Segments.find({ organizationId }).lean<SegmentDoc[]>();
    return docs.map(toSegment);
  }

  count(organizationId: string): Promise<number> {
    return this.models.Segments.countDocuments({ organizationId });
  }

  async update(
    organizationId: string,
    id: string,
    set: Partial<Pick<Segment, 'name' | 'filter'>> & { updatedAt: Date },
  ): Promise<Segment | null> {
    const doc = await this.models.Segments.findOneAndUpdate(
      { organizationId, _id: id },
      { $set: set },
      { returnDocument: 'after' },
    ).lean<SegmentDoc>();
    return doc ? toSegment(doc) : null;
  }

  async delete(organizationId: string, id: string): Promise<boolean> {
    const result = await this.models.Segments.deleteOne({ organizationId, _id: id });
    return result.deletedCount > 0;
  }
}
