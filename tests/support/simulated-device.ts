import type { ShopMutation, ShopPullResponse } from "../../src/shared/schemas/shop-sync";
import { pull, pushOk } from "./shop-sync";
import type { TestClient } from "./test-client";

type WithoutId<M> = M extends unknown ? Omit<M, "id"> : never;

/** A record as a device's copy holds it. */
export interface CopiedRecord {
  version: number;
  deleted: boolean;
  record: Record<string, unknown>;
}

/**
 * A device as the browser runs one, reduced to what sync needs: a copy built only from pulls
 * (keyed `${collection}/${id}`), an outbox of numbered mutations, and the cookie. Its checks
 * throw: a pull that resets after the first, or a cookie that goes back.
 */
export class SimulatedDevice {
  readonly copy = new Map<string, CopiedRecord>();
  outbox: ShopMutation[] = [];
  cookie: string | undefined;
  private nextMutationId = 1;
  private cookieVersion = -1;

  constructor(
    readonly clientId: string,
    /** The device's user, signed in on the server instance this device talks to. */
    readonly client: TestClient,
  ) {}

  /** The version of a record this device's copy holds (0 when it has none). */
  versionOf(key: string): number {
    return this.copy.get(key)?.version ?? 0;
  }

  enqueue(mutation: WithoutId<ShopMutation>): void {
    this.outbox.push({ ...mutation, id: this.nextMutationId++ } as ShopMutation);
  }

  /**
   * Pushes the whole outbox, through the device's own instance or, as well and at the same time,
   * through others where the same user is signed in (a push sent again while the first is under
   * way); each answer's last id empties the outbox up to there.
   */
  async push(alsoVia: readonly TestClient[] = []): Promise<void> {
    if (this.outbox.length === 0) return;
    const sent = [...this.outbox];
    const answers = await Promise.all([this.client, ...alsoVia].map((client) => pushOk(client, this.clientId, sent)));
    for (const answer of answers) this.dropUpTo(answer.lastMutationId);
  }

  async pull(): Promise<ShopPullResponse> {
    const answer = await pull(this.client, this.clientId, this.cookie);
    const version = Number(answer.cookie.split(":").at(-1));
    if (version < this.cookieVersion) throw new Error(`${this.clientId}: the cookie went back from ${this.cookieVersion} to ${version}.`);
    if (answer.reset && this.cookie !== undefined) throw new Error(`${this.clientId}: a reset after the first pull.`);
    if (answer.reset) this.copy.clear();
    for (const change of answer.changes) {
      this.copy.set(`${change.collection}/${change.id}`, { version: change.version, deleted: change.deleted, record: change.record });
    }
    this.cookie = answer.cookie;
    this.cookieVersion = version;
    this.dropUpTo(answer.lastMutationId);
    return answer;
  }

  private dropUpTo(lastMutationId: number): void {
    this.outbox = this.outbox.filter((mutation) => mutation.id > lastMutationId);
  }
}
