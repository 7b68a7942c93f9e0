import {
  ALL,
  boundOf,
  lastPositionAt,
  lastPositionOf,
  type Partition,
  partitionKey,
  partitionsFor,
  positionAt,
  readPartitions,
  scopeOf,
} from '@rapport/platform/mongo';
import type { SegmentCandidates } from '../domain/contacts.ports';
import type { Person } from '../domain/contacts.types';
import type { Source, SourcePart, SourceScope } from '../domain/segment.types';
import type { ContactsModels, PersonDoc } from './contacts.models';
import { LISTED, tagPartitionKey, toPerson } from './people.repository';

/**
 * A person's id is taken a moment before its createdAt (person-writer): a window's older end reads
 * this much further, so a person created just after `after` is never left out. The newer end needs
 * no margin (an id is never later than its createdAt).
 */
const CREATED_MARGIN_MS = 1_000;
const newestFirst = (a: Person, b: Person) => (a.id < b.id ? 1 : -1);

/**
 * The candidates of a segment's source (decision 0027), read through the people lists' time
 * partitions (decision 0021): each part walks its scope's partitions newest first from the cursor (or
 * its window's newer end) and stops past its window's older end, reading each partition's people
 * whole (a tag's by the people's tag partitions). The parts merge newest first, each person once.
 */
export class MongoSegmentCandidates implements SegmentCandidates {
  constructor(private readonly models: ContactsModels) {}

  candidates(
    organizationId: string,
    source: Source,
    beforeId: string | null,
    wanted: () => number,
  ): AsyncIterable<Person> {
    const parts = source.map((part) => this.partDesc(organizationId, part, beforeId, wanted));
    return parts.length === 1 ? parts[0]! : mergeNewest(parts);
  }

  private async *partDesc(
    organizationId: string,
    part: SourcePart,
    beforeId: string | null,
    wanted: () => number,
  ): AsyncGenerator<Person> {
    const bounds = [boundOf(beforeId), part.before === null ? null : lastPositionAt(part.before)];
    const top = bounds.reduce<number | null>(
      (a, b) => (b === null ? a : a === null ? b : Math.min(a, b)),
      null,
    );
    const floor = part.after === null ? null : positionAt(part.after - CREATED_MARGIN_MS);
    const walk = this.models.Slots.partitionsDesc(organizationId, scopeName(part.scope), top);
    let rows = 0;
    let partitions = 0;
    const partitionReads = readPartitions(
      floor === null ? walk : newerThan(walk, floor),
      (partition) => this.read(organizationId, part.scope, partition),
      () => partitionsFor(wanted(), rows, partitions),
    );
    for await (const people of partitionReads) {
      rows += people.length;
      partitions++;
      yield* people.filter((p) => beforeId === null || p.id < beforeId).sort(newestFirst);
    }
  }

  /** One partition of a scope, whole (an equality on indexed fields: O(partition) on both stores). */
  private async read(
    organizationId: string,
    scope: SourceScope,
    { level, key }: Partition,
  ): Promise<Person[]> {
    const filter =
      scope.kind === 'tag'
        ? { organizationId, tagSlots: tagPartitionKey(scope.id, level, key) }
        : scope.kind === 'company'
          ? { organizationId, companyId: scope.id, slots: partitionKey(level, key) }
          : { organizationId, slots: partitionKey(level, key) };
    return (await this.models.People.find(filter).select(LISTED).lean<PersonDoc[]>()).map(toPerson);
  }
}

function scopeName(scope: SourceScope): string {
  return scope.kind === 'all' ? ALL : scopeOf(scope.kind, scope.id);
}

/** The partitions of a newest-first walk down to the one holding `floor` (older ones hold nobody). */
async function* newerThan(walk: AsyncIterable<Partition>, floor: number): AsyncGenerator<Partition> {
  for await (const partition of walk) {
    if (lastPositionOf(partition) < floor) return;
    yield partition;
  }
}

/** Several newest-first streams of people as one, newest first, each person once. */
export async function* mergeNewest(streams: AsyncIterator<Person>[]): AsyncGenerator<Person> {
  try {
    const heads = await Promise.all(streams.map((s) => s.next()));
    let last: string | null = null;
    for (;;) {
      let top = -1;
      heads.forEach((head, i) => {
        if (!head.done && (top < 0 || head.value.id > (heads[top]!.value as Person).id)) top = i;
      });
      if (top < 0) return;
      const person = heads[top]!.value as Person;
      if (person.id !== last) yield person;
      last = person.id;
      heads[top] = await streams[top]!.next();
    }
  } finally {
    await Promise.all(streams.map((s) => s.return?.(undefined)));
  }
}
