import { expect } from 'vitest';

/** The answer is our error envelope, exactly: HTTP `status` and the body { code, message, data }. */
export function expectEnvelope(
  response: { statusCode: number; json(): unknown },
  status: number,
  envelope: { code: number; message: string; data: object },
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(envelope);
}
