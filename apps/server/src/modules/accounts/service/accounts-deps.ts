import type { TokenSigner } from '../../../auth/tokens';
import type { Db } from '../../../db/client';

/** What the account use cases need: the database, the token signer and how long a login session lasts. */
export interface AccountsDeps {
  db: Db;
  signer: TokenSigner;
  sessionTtlHours: number;
}
