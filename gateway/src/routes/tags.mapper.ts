import type { Tag__Output } from '@rapport/contracts/src/generated/rapport/contacts/v1/Tag';
import { z } from 'zod';

export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

/** Tag record of api-decisions. */
export const TagRecord = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string().meta({ description: '#RRGGBB' }),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
export type TagRecord = z.infer<typeof TagRecord>;

export function toTagRecord(tag: Tag__Output): TagRecord {
  return { id: tag.id, name: tag.name, color: tag.color, createdAt: tag.createdAt, updatedAt: tag.updatedAt };
}
