import { z } from 'zod';
import { ROW_ID_MAX } from './constants';

export { ROW_ID_MAX };

const ID_MESSAGE = `expected an id (a whole number from 1 to ${ROW_ID_MAX})`;

/** An id in a JSON body. */
export const rowId = () =>
  z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(ROW_ID_MAX, ID_MESSAGE);

/** An id in a path or query string. */
export const rowIdParam = () =>
  z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(ROW_ID_MAX, ID_MESSAGE);

/** Comma-separated ids in a query string (`12,15`). */
export const rowIdList = () =>
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'expected comma-separated ids')
    .transform((value) => value.split(',').map(Number))
    .pipe(z.array(rowId()));
