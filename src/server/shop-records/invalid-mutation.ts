/**
 * A pushed mutation whose data cannot be stored. The push marks it done without applying it and
 * records it, so the device's queue moves on. Thrown only before anything of the mutation is written.
 */
export class InvalidMutationError extends Error {
  override name = "InvalidMutationError";
}
