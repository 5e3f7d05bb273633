import { z } from 'zod';
import { keySchema, nameSchema } from './primitives';

/** A knowledge point subjects are tagged with; results show mastery per point. */
export const knowledgePointSchema = z.strictObject({ key: keySchema, name: nameSchema });

/** An ability dimension subjects are tagged with; results show a radar of them. */
export const abilityDimensionSchema = z.strictObject({ key: keySchema, name: nameSchema });
