import type { z } from 'zod';

/**
 * Reading the file as it came, before (or despite) its shape being right: cross-reference and field rules run on
 * this so every problem of a file is reported in one round, not only the ones left after shape errors are fixed.
 */
export type RawRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is RawRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The entries of a list; entries that are not objects read as empty (their shape error is reported elsewhere). */
export function recordsOf(value: unknown): RawRecord[] {
  return Array.isArray(value) ? value.map((item) => (isRecord(item) ? item : {})) : [];
}

export function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Keys compare as the schema stores them: trimmed. */
export function keyOf(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** A field's value when it is valid on its own; undefined otherwise (and its problem is reported by the schema). */
export function readValid<T extends z.ZodType>(schema: T, value: unknown): z.output<T> | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
