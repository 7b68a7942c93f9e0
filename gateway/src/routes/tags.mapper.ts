import type { Output } from '@rapport/contracts';
import { z } from 'zod';

/** Tag record of api-decisions. */
export const TagRecord = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string().meta({ description: '#RRGGBB' }),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
export type TagRecord = z.infer<typeof TagRecord>;

export function toTagRecord(tag: Output<'contacts', 'Tag'>): TagRecord {
  return { id: tag.id, name: tag.name, color: tag.color, createdAt: tag.createdAt, updatedAt: tag.updatedAt };
}
