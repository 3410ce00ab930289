import type { Transaction } from "./transaction";

/** What applying one pushed mutation knows: its transaction, the version it takes, who and when. */
export interface MutationContext {
  tx: Transaction;
  /** The space version this mutation's changes carry. */
  version: number;
  userId: string;
  clientId: string;
  /** Server time of the change. */
  now: Date;
}
